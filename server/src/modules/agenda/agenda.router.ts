import { addBlockedDateInput, removeBlockedDateInput, saveAgendaInput } from '@acolhe/shared/agenda';
import { router } from '../../trpc/init.ts';
import { psychologistProcedure } from '../../trpc/procedures.ts';
import * as agenda from './agenda.service.ts';

export const agendaRouter = router({
  get: psychologistProcedure.query(({ ctx }) => agenda.getAgenda(ctx, ctx.user.id)),
  save: psychologistProcedure
    .input(saveAgendaInput)
    .mutation(({ ctx, input }) => agenda.saveAgenda(ctx, ctx.user.id, input)),
  addBlockedDate: psychologistProcedure
    .input(addBlockedDateInput)
    .mutation(({ ctx, input }) => agenda.addBlockedDate(ctx, ctx.user.id, input)),
  removeBlockedDate: psychologistProcedure
    .input(removeBlockedDateInput)
    .mutation(({ ctx, input }) => agenda.removeBlockedDate(ctx, ctx.user.id, input.id)),
});
