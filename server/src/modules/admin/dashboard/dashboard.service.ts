import type { AppServices } from '../../../services.ts';
import { adminDashboard } from '../../metrics/admin-metrics.service.ts';
import { metricsClock } from '../../metrics/periods.ts';

/** /admin/dashboard: today's headcounts, this month's figures and the performance bars over 30 days. */
export function getDashboard(services: AppServices) {
  return adminDashboard(services.db, metricsClock(services));
}
