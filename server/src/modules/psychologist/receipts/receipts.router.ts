import { router } from '../../../trpc/init.ts';
import { psychologistProcedure } from '../../../trpc/procedures.ts';
import { exportReceipts, listPendingReceipts } from './receipts.service.ts';

/** Receita Saúde receipts on /psychologist/reports, for psychologists paid as individuals. */
export const receiptsRouter = router({
  pending: psychologistProcedure.query(({ ctx }) => listPendingReceipts(ctx, ctx.user.id)),
  exportCsv: psychologistProcedure.mutation(({ ctx }) => exportReceipts(ctx, ctx.user.id)),
});
