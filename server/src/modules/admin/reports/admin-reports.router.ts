import { adminPeriodInput } from '@acolhe/shared/metrics';
import { router } from '../../../trpc/init.ts';
import { adminProcedure } from '../../../trpc/procedures.ts';
import { adminReport } from '../../metrics/admin-metrics.service.ts';
import { metricsClock } from '../../metrics/periods.ts';
import { exportAdminReport } from './admin-reports.service.ts';

/** /admin/reports over one of the four periods, platform-wide. */
export const adminReportsRouter = router({
  report: adminProcedure.input(adminPeriodInput).query(({ ctx, input }) => adminReport(ctx.db, metricsClock(ctx), input.period)),
  exportCsv: adminProcedure.input(adminPeriodInput).query(({ ctx, input }) => exportAdminReport(ctx, input.period)),
});
