import type { AdminPeriod } from '@acolhe/shared/metrics';
import { toCsv } from '../../../csv/csv.ts';
import type { AppServices } from '../../../services.ts';
import { financialReport } from '../../metrics/financial-metrics.service.ts';
import { metricsClock } from '../../metrics/periods.ts';
import { financialCsvColumns, financialCsvRows } from './financial-csv.ts';
import { exportFilename } from '../../metrics/period-range.ts';

/** /admin/financial: revenue by month, by psychologist and by company over one of the four periods. */
export function getFinancialReport(services: AppServices, period: AdminPeriod) {
  return financialReport(services.db, metricsClock(services), period);
}

/** 'Exportar' on /admin/financial. */
export async function exportFinancialReport(services: AppServices, period: AdminPeriod) {
  const report = await getFinancialReport(services, period);
  return { filename: exportFilename('financeiro', report.period), content: toCsv(financialCsvColumns, financialCsvRows(report)) };
}
