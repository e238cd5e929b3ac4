import { adminPeriodInput } from '@acolhe/shared/metrics';
import { router } from '../../../trpc/init.ts';
import { adminProcedure } from '../../../trpc/procedures.ts';
import { exportAdminReport, getAdminReport } from './admin-reports.service.ts';

export const adminReportsRouter = router({
  report: adminProcedure.input(adminPeriodInput).query(({ ctx, input }) => getAdminReport(ctx, input.period)),
  exportCsv: adminProcedure.input(adminPeriodInput).query(({ ctx, input }) => exportAdminReport(ctx, input.period)),
});
