import { formatAmount } from '@acolhe/shared/format';
import type { CsvColumn } from '../../../csv/csv.ts';
import type { FinancialReport, RevenueFigures } from '../../metrics/financial-metrics.service.ts';
import { periodRange } from '../../metrics/period-range.ts';

/**
 * The financial screen as one table with a Grupo column (Mês, Psicólogo, Empresa, Total): each group's
 * rows add up to the Total row, and a filter on Grupo gives back any one of the screen's tables. Counts are
 * bare digits and money is "1.234,56", which Excel in pt-BR reads as numbers.
 */
export interface FinancialCsvRow extends RevenueFigures {
  group: string;
  item: string;
}

export const financialCsvColumns: CsvColumn<FinancialCsvRow>[] = [
  { header: 'Grupo', value: (row) => row.group },
  { header: 'Item', value: (row) => row.item },
  { header: 'Consultas realizadas', value: (row) => String(row.completed) },
  { header: 'Receita (R$)', value: (row) => formatAmount(row.revenueCents) },
];

export function financialCsvRows(report: FinancialReport): FinancialCsvRow[] {
  const figures = ({ completed, revenueCents }: RevenueFigures) => ({ completed, revenueCents });
  return [
    ...report.byMonth.map((month) => ({ group: 'Mês', item: month.label, ...figures(month) })),
    ...report.byPsychologist.map((psychologist) => ({ group: 'Psicólogo', item: psychologist.name, ...figures(psychologist) })),
    ...report.byCompany.map((company) => ({ group: 'Empresa', item: company.name, ...figures(company) })),
    { group: 'Total', item: periodRange(report.period), ...figures(report.totals) },
  ];
}
