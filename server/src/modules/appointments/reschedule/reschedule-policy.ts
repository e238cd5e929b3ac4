import { isLateCancellation, type AppointmentStatus, type CancelledByRole } from '@acolhe/shared/appointments';
import { freeRescheduleDays, rescheduleMessages } from '@acolhe/shared/reschedule';

/** What decides whether the patient may move an appointment now (shared/src/reschedule.ts has the rules). */
export interface RescheduleFacts {
  status: AppointmentStatus;
  startsAt: string;
  cancellationNoticeHours: number;
  cancelledByRole: CancelledByRole | null;
  technicalProblemAt: string | null;
  psychologistActive: boolean;
  reviewed: boolean;
  /** The attendance of its current window shows a failed video (video-failure.ts). */
  videoFailed: boolean;
}

/**
 * `notice`: an upcoming consultation with at least its notice left; `free`: after a video failure or a
 * cancellation by 'system', whatever the notice, until `until`; `refused`: the message the server answers,
 * which the patient's list also shows (`shown`) when it explains a 'Remarcar' that no longer works.
 */
export type RescheduleOffer =
  | { mode: 'notice' }
  | { mode: 'free'; until: string }
  | { mode: 'refused'; message: string; shown: boolean };

const settledAfterStart: readonly AppointmentStatus[] = ['scheduled', 'completed', 'no_show'];

export function isFreeRescheduleCandidate(facts: RescheduleFacts, now: Date): boolean {
  if (facts.status === 'cancelled' && facts.cancelledByRole === 'system') return true;
  const started = Date.parse(facts.startsAt) <= now.getTime();
  return started && settledAfterStart.includes(facts.status) && (facts.technicalProblemAt !== null || facts.videoFailed);
}

export function rescheduleOffer(facts: RescheduleFacts, now: Date): RescheduleOffer {
  if (isFreeRescheduleCandidate(facts, now)) {
    const until = Date.parse(facts.startsAt) + freeRescheduleDays * 86_400_000;
    if (now.getTime() > until) return { mode: 'refused', message: rescheduleMessages.freeRescheduleOver, shown: false };
    if (facts.reviewed) return { mode: 'refused', message: rescheduleMessages.reviewed, shown: false };
    return { mode: 'free', until: new Date(until).toISOString() };
  }
  const upcoming = facts.status === 'scheduled' && Date.parse(facts.startsAt) > now.getTime();
  if (!upcoming || !facts.psychologistActive) {
    return { mode: 'refused', message: rescheduleMessages.notReschedulable, shown: false };
  }
  if (isLateCancellation(facts.startsAt, facts.cancellationNoticeHours, now)) {
    return { mode: 'refused', message: rescheduleMessages.tooLate(facts.cancellationNoticeHours), shown: true };
  }
  return { mode: 'notice' };
}
