import type { AdminPeriod } from '@acolhe/shared/metrics';
import { toCsv } from '../../../csv/csv.ts';
import type { AppServices } from '../../../services.ts';
import { adminReport } from '../../metrics/admin-metrics.service.ts';
import { exportFilename } from '../../metrics/period-range.ts';
import { metricsClock } from '../../metrics/periods.ts';
import { reportCsvColumns, reportCsvRows } from './admin-report-csv.ts';

/** 'Exportar' on /admin/reports: the screen's figures as a CSV for Excel pt-BR. */
export async function exportAdminReport(services: AppServices, period: AdminPeriod) {
  const report = await adminReport(services.db, metricsClock(services), period);
  return { filename: exportFilename('relatorio_plataforma', report.period), content: toCsv(reportCsvColumns, reportCsvRows(report)) };
}
