import { joinWindow } from '@acolhe/shared/time';
import { runOnce } from '../../db/run-once.ts';
import type { AppServices } from '../../services.ts';
import { settleFromAttendance, type SweepCounts } from '../appointments/status/attendance-sweep.ts';
import { notifySystemCancellations } from '../appointments/status/system-cancellation.ts';
import { sendDueReminders } from '../reminders/reminders.service.ts';
import { appointmentIdOfRoom, userIdOfIdentity } from './livekit-engine.ts';
import * as repository from './sessions.repository.ts';

export type AttendanceSource = repository.AttendanceEvent['source'];

export async function recordAttendance(
  services: Pick<AppServices, 'db' | 'now'>,
  entry: { appointmentId: number; userId: number; event: 'join' | 'leave'; source: AttendanceSource },
): Promise<void> {
  await repository.insertAttendance(services.db, { ...entry, at: services.now().toISOString() });
}

/**
 * Settles the scheduled appointments whose join window has closed (started more than an hour ago) by
 * the rules written in appointments/status/attendance-sweep.ts: both joined → completed; the psychologist never
 * joined (or was deactivated) → cancelled by 'system', the patient e-mailed an offer to reschedule at no
 * cost; the patient never joined → no_show. Only joins inside each appointment's current window count.
 * Several servers on one PostgreSQL database sweep at the same intervals; one of them does the work
 * and the others, finding it under way, answer 'swept elsewhere'.
 */
export async function sweepAttendance(
  services: Pick<AppServices, 'db' | 'now' | 'config' | 'mailer'>,
): Promise<SweepCounts | 'swept elsewhere'> {
  const now = services.now();
  const startedBefore = new Date(now.getTime() - joinWindow.closesMinutesAfter * 60_000).toISOString();
  const tick = await runOnce(services.db, 'attendance-sweep', (db) =>
    settleFromAttendance(db, startedBefore, now, (trx, ids) => notifySystemCancellations(services, trx, ids)),
  );
  return tick.ran ? tick.result : 'swept elsewhere';
}

/**
 * The periodic jobs' scheduler: every `attendanceSweepSeconds` it runs the sweep, then sends the
 * consultation reminders that are due (the start-up run is the caller's). Returns the function that stops it.
 */
export function startAttendanceSweep(
  services: Pick<AppServices, 'db' | 'now' | 'config' | 'mailer'>,
  onError: (error: unknown, job: 'attendance sweep' | 'consultation reminders') => void,
): () => void {
  const run = async () => {
    await sweepAttendance(services).catch((error: unknown) => onError(error, 'attendance sweep'));
    await sendDueReminders(services).catch((error: unknown) => onError(error, 'consultation reminders'));
  };
  const timer = setInterval(() => void run(), services.config.attendanceSweepSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * A LiveKit participant joined or left a room. Only rooms of appointments and identities of that
 * appointment's own patient or psychologist count; anything else is ignored.
 */
export async function recordLiveKitAttendance(
  services: Pick<AppServices, 'db' | 'now'>,
  change: { event: 'join' | 'leave'; roomName: string; identity: string },
): Promise<boolean> {
  const appointmentId = appointmentIdOfRoom(change.roomName);
  const userId = userIdOfIdentity(change.identity);
  if (appointmentId === null || userId === null) return false;
  const appointment = await repository.selectSessionAppointment(services.db, appointmentId);
  if (!appointment || (appointment.patientId !== userId && appointment.psychologistId !== userId))
    return false;
  await recordAttendance(services, { appointmentId, userId, event: change.event, source: 'livekit' });
  return true;
}
