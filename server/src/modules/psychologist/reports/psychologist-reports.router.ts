import { psychologistPeriodInput } from '@acolhe/shared/metrics';
import { router } from '../../../trpc/init.ts';
import { psychologistProcedure } from '../../../trpc/procedures.ts';
import { exportConsultations, getReport } from './psychologist-reports.service.ts';

export const psychologistReportsRouter = router({
  report: psychologistProcedure
    .input(psychologistPeriodInput)
    .query(({ ctx, input }) => getReport(ctx, ctx.user.id, input.period)),
  exportCsv: psychologistProcedure
    .input(psychologistPeriodInput)
    .query(({ ctx, input }) => exportConsultations(ctx, ctx.user.id, input.period)),
});
