import { psychologistCancelInput } from '@acolhe/shared/appointments';
import { psychologistCancelRestInput } from '@acolhe/shared/appointment-series';
import { psychologistProcedure } from '../../trpc/procedures.ts';
import { cancelByPsychologist } from '../appointments/status/psychologist-cancellation.service.ts';
import { cancelRestForPsychologist } from '../appointments/series/series.service.ts';
import { technicalProblemInput } from '@acolhe/shared/reschedule';
import { markTechnicalProblem } from '../appointments/reschedule/technical-problem.service.ts';
import { appointmentsForPsychologist } from './psychologist-appointments.ts';
import { overviewForPsychologist } from './psychologist.service.ts';

/** psychologist.* procedures of their own; router.ts mounts .patients, .records, .reports, .receipts and .calendarFeed beside them. */
export const psychologistProcedures = {
  /** This month's statistics in the platform time zone (the metrics module computes them). */
  overview: psychologistProcedure.query(({ ctx }) => overviewForPsychologist(ctx, ctx.user.id)),
  appointments: psychologistProcedure.query(({ ctx }) => appointmentsForPsychologist(ctx, ctx.user.id)),
  /** Cancels one of the psychologist's upcoming consultations with a reason; the patient is told by e-mail. */
  cancelAppointment: psychologistProcedure
    .input(psychologistCancelInput)
    .mutation(({ ctx, input }) => cancelByPsychologist(ctx, ctx.user.id, input)),
  /** Cancels this occurrence of a weekly series and the later ones, with a reason. */
  cancelSeriesRest: psychologistProcedure
    .input(psychologistCancelRestInput)
    .mutation(({ ctx, input }) => cancelRestForPsychologist(ctx, ctx.user.id, input)),
  /** 'Problema técnico' on a started consultation of theirs: the patient may reschedule it at no cost. */
  markTechnicalProblem: psychologistProcedure
    .input(technicalProblemInput)
    .mutation(({ ctx, input }) => markTechnicalProblem(ctx, ctx.user.id, input.appointmentId)),
};
