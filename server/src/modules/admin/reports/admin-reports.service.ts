import type { AdminPeriod } from '@acolhe/shared/metrics';
import { toCsv } from '../../../csv/csv.ts';
import type { AppServices } from '../../../services.ts';
import { adminReport } from '../../metrics/admin-metrics.service.ts';
import { metricsClock } from '../../metrics/periods.ts';
import { reportCsvColumns, reportCsvRows } from './admin-report-csv.ts';
import { exportFilename } from '../../metrics/period-range.ts';

/** /admin/reports over one of the four periods, platform-wide. */
export function getAdminReport(services: AppServices, period: AdminPeriod) {
  return adminReport(services.db, metricsClock(services), period);
}

/** 'Exportar' on /admin/reports: the same figures as a CSV for Excel pt-BR. */
export async function exportAdminReport(services: AppServices, period: AdminPeriod) {
  const report = await getAdminReport(services, period);
  return { filename: exportFilename('relatorio_plataforma', report.period), content: toCsv(reportCsvColumns, reportCsvRows(report)) };
}
