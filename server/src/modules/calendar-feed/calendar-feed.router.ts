import { router } from '../../trpc/init.ts';
import { patientProcedure, psychologistProcedure } from '../../trpc/procedures.ts';
import { feedStatus, renewFeed, revokeFeed } from './calendar-feed.service.ts';

/** A patient's link to their own consultations (patient.calendarFeed). */
export const patientCalendarFeedRouter = router({
  status: patientProcedure.query(({ ctx }) => feedStatus(ctx, ctx.user.id)),
  renew: patientProcedure.mutation(({ ctx }) => renewFeed(ctx, ctx.user.id)),
  revoke: patientProcedure.mutation(({ ctx }) => revokeFeed(ctx, ctx.user.id)),
});

/** A psychologist's link to their agenda (psychologist.calendarFeed). */
export const psychologistCalendarFeedRouter = router({
  status: psychologistProcedure.query(({ ctx }) => feedStatus(ctx, ctx.user.id)),
  renew: psychologistProcedure.mutation(({ ctx }) => renewFeed(ctx, ctx.user.id)),
  revoke: psychologistProcedure.mutation(({ ctx }) => revokeFeed(ctx, ctx.user.id)),
});
