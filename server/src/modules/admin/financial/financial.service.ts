import type { AdminPeriod } from '@acolhe/shared/metrics';
import { toCsv } from '../../../csv/csv.ts';
import type { AppServices } from '../../../services.ts';
import { financialReport } from '../../metrics/financial-metrics.service.ts';
import { exportFilename } from '../../metrics/period-range.ts';
import { metricsClock } from '../../metrics/periods.ts';
import { financialCsvColumns, financialCsvRows } from './financial-csv.ts';

/** 'Exportar' on /admin/financial. */
export async function exportFinancialReport(services: AppServices, period: AdminPeriod) {
  const report = await financialReport(services.db, metricsClock(services), period);
  return { filename: exportFilename('financeiro', report.period), content: toCsv(financialCsvColumns, financialCsvRows(report)) };
}
