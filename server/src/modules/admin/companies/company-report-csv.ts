import type { AdminPeriod, CompanyFigure } from '@acolhe/shared/metrics';
import { formatDay } from '@acolhe/shared/calendar-format';
import { formatAmount } from '@acolhe/shared/format';
import { toCsv, type CsvColumn } from '../../../csv/csv.ts';
import { foldText } from '../../../db/connection.ts';
import type { AppServices } from '../../../services.ts';
import { companyReport, type CompanyReport } from '../../metrics/company-metrics.service.ts';
import { metricsClock } from '../../metrics/periods.ts';

type ReportLine = Pick<CompanyReport, 'people' | 'consultations' | 'completed' | 'costCents'> & { label: string };

/** A suppressed figure stays "< 5"; the others in pt-BR. */
function count(figure: CompanyFigure): string {
  return typeof figure === 'number' ? String(figure) : figure;
}

function money(figure: CompanyFigure): string {
  return typeof figure === 'number' ? formatAmount(figure) : figure;
}

const columns: CsvColumn<ReportLine>[] = [
  { header: 'Período', value: (line) => line.label },
  { header: 'Pessoas atendidas', value: (line) => count(line.people) },
  { header: 'Consultas', value: (line) => count(line.consultations) },
  { header: 'Consultas realizadas', value: (line) => count(line.completed) },
  { header: 'Custo (R$)', value: (line) => money(line.costCents) },
];

function fileSlug(name: string): string {
  return foldText(name).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'empresa';
}

/**
 * 'Relatório para a empresa' as a CSV the admin sends to the company: one line per month and the
 * period's total, aggregates only, every figure from fewer than 5 people as "< 5" (LGPD art. 11 §4).
 */
export async function companyReportCsv(services: AppServices, companyId: number, period: AdminPeriod) {
  const report = await companyReport(services.db, metricsClock(services), companyId, period);
  const { firstDay, lastDay } = report.period;
  const total: ReportLine = { ...report, label: `Total de ${formatDay(firstDay)} a ${formatDay(lastDay)}` };
  return {
    filename: `relatorio_${fileSlug(report.company.name)}_${firstDay}_${lastDay}.csv`,
    content: toCsv(columns, [...report.monthly, total]),
  };
}
