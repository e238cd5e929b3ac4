import { adminPeriodInput } from '@acolhe/shared/metrics';
import { router } from '../../../trpc/init.ts';
import { adminProcedure } from '../../../trpc/procedures.ts';
import { financialReport } from '../../metrics/financial-metrics.service.ts';
import { metricsClock } from '../../metrics/periods.ts';
import { exportFinancialReport } from './financial.service.ts';

/** /admin/financial: revenue by month, by psychologist and by company over one of the four periods. */
export const financialRouter = router({
  report: adminProcedure.input(adminPeriodInput).query(({ ctx, input }) => financialReport(ctx.db, metricsClock(ctx), input.period)),
  exportCsv: adminProcedure.input(adminPeriodInput).query(({ ctx, input }) => exportFinancialReport(ctx, input.period)),
});
