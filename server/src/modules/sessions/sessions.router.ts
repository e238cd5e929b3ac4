import { markAttendanceInput, sendSignalInput, sessionIdInput } from '@acolhe/shared/sessions';
import { router } from '../../trpc/init.ts';
import { authedProcedure, participantProcedure, psychologistProcedure } from '../../trpc/procedures.ts';
import { holdAuthSessionDuring } from '../../identity/auth-session.service.ts';
import * as sessions from './sessions.service.ts';

/** Video sessions. Every procedure is row-scoped: only the appointment's patient and psychologist get past it. */
export const sessionsRouter = router({
  details: participantProcedure
    .input(sessionIdInput)
    .query(({ ctx, input }) => sessions.sessionDetails(ctx, ctx.user, input.appointmentId)),
  join: participantProcedure
    .input(sessionIdInput)
    .mutation(({ ctx, input }) => sessions.joinSession(ctx, ctx.user, input.appointmentId)),
  /** The embedded engine's signalling, over SSE (httpSubscriptionLink). */
  signals: participantProcedure
    .input(sessionIdInput)
    .subscription(async ({ ctx, input, signal }) => {
      const stream = await sessions.openSignalStream(ctx, ctx.user, input.appointmentId, signal ?? new AbortController().signal);
      return holdAuthSessionDuring(ctx, ctx.authSessionToken, stream);
    }),
  // Only a sender present in the room gets through (the hub checks), and presence comes from `signals`,
  // which waits for enrolment: checking it again would read the settings on every ICE candidate.
  signal: authedProcedure
    .input(sendSignalInput)
    .mutation(({ ctx, input }) => sessions.sendSignal(ctx, ctx.user, input.appointmentId, input.payload)),
  markAttendance: psychologistProcedure
    .input(markAttendanceInput)
    .mutation(({ ctx, input }) => sessions.markAttendance(ctx, ctx.user, input)),
});
