import { appointmentIdInput, appointmentListInput, bookInput, cancelInput, reviewInput } from '@acolhe/shared/appointments';
import { cancelRestInput, seriesInput } from '@acolhe/shared/appointment-series';
import { router } from '../../trpc/init.ts';
import { patientProcedure } from '../../trpc/procedures.ts';
import * as appointments from './booking/appointments.service.ts';
import * as series from './series/series.service.ts';
import { rescheduleInput } from '@acolhe/shared/reschedule';
import { reschedule } from './reschedule/reschedule.service.ts';

export const appointmentsRouter = router({
  book: patientProcedure.input(bookInput).mutation(({ ctx, input }) => appointments.book(ctx, ctx.user.id, input)),
  list: patientProcedure
    .input(appointmentListInput)
    .query(({ ctx, input }) => appointments.listForPatient(ctx, ctx.user.id, input)),
  get: patientProcedure.input(appointmentIdInput).query(({ ctx, input }) => appointments.getForPatient(ctx, ctx.user.id, input.id)),
  dashboard: patientProcedure.query(({ ctx }) => appointments.dashboardForPatient(ctx, ctx.user.id)),
  cancel: patientProcedure.input(cancelInput).mutation(({ ctx, input }) => appointments.cancel(ctx, ctx.user.id, input)),
  /** 'Repetir toda semana': each week of the series, free or why not, before the patient confirms. */
  previewSeries: patientProcedure.input(seriesInput).query(({ ctx, input }) => series.previewForPatient(ctx, ctx.user.id, input)),
  bookSeries: patientProcedure.input(seriesInput).mutation(({ ctx, input }) => series.bookForPatient(ctx, ctx.user.id, input)),
  /** 'Cancelar esta e as próximas'. */
  cancelRest: patientProcedure.input(cancelRestInput).mutation(({ ctx, input }) => series.cancelRestForPatient(ctx, ctx.user.id, input)),
  /** Moves the patient's consultation to another free slot of the same psychologist (the same row). */
  reschedule: patientProcedure.input(rescheduleInput).mutation(({ ctx, input }) => reschedule(ctx, ctx.user.id, input)),
  review: patientProcedure.input(reviewInput).mutation(({ ctx, input }) => appointments.review(ctx, ctx.user.id, input)),
});
