import { adminPeriodInput } from '@acolhe/shared/metrics';
import { router } from '../../../trpc/init.ts';
import { adminProcedure } from '../../../trpc/procedures.ts';
import { exportFinancialReport, getFinancialReport } from './financial.service.ts';

export const financialRouter = router({
  report: adminProcedure.input(adminPeriodInput).query(({ ctx, input }) => getFinancialReport(ctx, input.period)),
  exportCsv: adminProcedure.input(adminPeriodInput).query(({ ctx, input }) => exportFinancialReport(ctx, input.period)),
});
