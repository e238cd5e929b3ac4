import { adminProcedure } from '../../../trpc/procedures.ts';
import { adminDashboard } from '../../metrics/admin-metrics.service.ts';
import { metricsClock } from '../../metrics/periods.ts';

/** /admin/dashboard: today's headcounts, this month's figures and the performance bars over 30 days. */
export const adminDashboardQuery = adminProcedure.query(({ ctx }) => adminDashboard(ctx.db, metricsClock(ctx)));
