import { formatAmount, formatRating, formatShare } from '@acolhe/shared/format';
import type { CsvColumn } from '../../../csv/csv.ts';
import type { AdminReport } from '../../metrics/admin-metrics.service.ts';
import { periodRange } from '../../metrics/period-range.ts';

/**
 * The report as one long table, a figure per row (Seção; Item; Indicador; Valor), so every section of the
 * screen fits one sheet and Excel can pivot it. A figure with nothing to divide is left empty.
 */
export interface ReportCsvRow {
  section: string;
  item: string;
  figure: string;
  value: string;
}

export const reportCsvColumns: CsvColumn<ReportCsvRow>[] = [
  { header: 'Seção', value: (row) => row.section },
  { header: 'Item', value: (row) => row.item },
  { header: 'Indicador', value: (row) => row.figure },
  { header: 'Valor', value: (row) => row.value },
];

const share = (value: number | null) => (value === null ? '' : formatShare(value));
const rating = (value: number | null) => (value === null ? '' : formatRating(value));
const hours = (value: number | null) => (value === null ? '' : formatRating(value));

export function reportCsvRows(report: AdminReport): ReportCsvRow[] {
  const whole = periodRange(report.period);
  const row = (section: string, item: string) => (figure: string, value: string): ReportCsvRow => ({ section, item, figure, value });
  const summary = row('Resumo', whole);
  const key = row('Métricas principais', whole);
  const { summary: totals, keyMetrics } = report;
  return [
    summary('Consultas', String(totals.total)),
    summary('Realizadas', String(totals.completed)),
    summary('Agendadas', String(totals.scheduled)),
    summary('Faltas', String(totals.noShow)),
    summary('Canceladas', String(totals.cancelled)),
    summary('Pacientes atendidos', String(totals.patients)),
    summary('Receita (R$)', formatAmount(totals.revenueCents)),
    key('Taxa de conclusão', share(keyMetrics.completionRate)),
    key('Avaliação média', rating(keyMetrics.rating.average)),
    key('Tempo médio de resposta (horas)', hours(keyMetrics.decisions.averageResponseHours)),
    key('Taxa de retenção', share(keyMetrics.retention.rate)),
    ...report.growth.flatMap((month) => {
      const growth = row('Crescimento da plataforma', month.label);
      return [
        growth('Psicólogos', String(month.psychologists)),
        growth('Pacientes', String(month.patients)),
        growth('Empresas', String(month.companies)),
        growth('Receita (R$)', formatAmount(month.revenueCents)),
      ];
    }),
    ...report.bySpecialty.flatMap((specialty) => {
      const line = row('Consultas por especialidade', specialty.specialty);
      return [line('Consultas', String(specialty.appointments)), line('Percentual', share(specialty.percentage / 100))];
    }),
    ...report.satisfaction.map((category) => row('Satisfação dos usuários', category.label)('Avaliações', String(category.count))),
    ...report.weekdays.flatMap((day) => {
      const line = row('Atividade por dia da semana', day.label);
      return [line('Consultas', String(day.appointments)), line('Cadastros', String(day.registrations))];
    }),
    ...report.topPsychologists.flatMap((psychologist) => {
      const line = row('Top 5 psicólogos', psychologist.name);
      return [
        line('Consultas realizadas', String(psychologist.appointments)),
        line('Avaliação média', rating(psychologist.rating)),
        line('Receita (R$)', formatAmount(psychologist.revenueCents)),
      ];
    }),
  ];
}
