import { freeRescheduleDays, videoFailureMinutes } from '@acolhe/shared/reschedule';
import { joinWindowOf } from '@acolhe/shared/time';
import type { Db } from '../../../db/connection.ts';
import { selectAttendanceEvents, type AttendanceEvent } from './reschedule.repository.ts';

/**
 * The attendance side of a video failure (shared/src/reschedule.ts defines it): both participants joined
 * inside the appointment's current join window and were in the room together for less than
 * `videoFailureMinutes` in all, judged once that window has closed. Only events inside the current window
 * count, so the join and leave events of a session held before a reschedule never describe the new one.
 */

interface Interval {
  from: number;
  to: number;
}

/**
 * When a user was in the room, from their events inside [opensAt, closesAt]: every join opens a
 * connection and every leave ends one (a newer stream replacing an older one joins before the old one
 * leaves), so they are present while any connection is open; one still open counts until `closesAt`.
 */
export function presenceOf(events: AttendanceEvent[], userId: number, opensAt: number, closesAt: number): Interval[] {
  const own = events
    .filter((event) => event.userId === userId)
    .map((event) => ({ kind: event.event, at: Date.parse(event.at) }))
    .filter((event) => event.at >= opensAt && event.at <= closesAt)
    .sort((a, b) => a.at - b.at || (a.kind === b.kind ? 0 : a.kind === 'join' ? -1 : 1));
  const intervals: Interval[] = [];
  let open = 0;
  let since = 0;
  for (const event of own) {
    if (event.kind === 'join') {
      if (open === 0) since = event.at;
      open += 1;
    } else if (open > 0) {
      open -= 1;
      if (open === 0) intervals.push({ from: since, to: event.at });
    }
  }
  if (open > 0) intervals.push({ from: since, to: closesAt });
  return intervals;
}

/** Milliseconds both lists of intervals cover at once. */
export function overlapMs(a: Interval[], b: Interval[]): number {
  let total = 0;
  for (const x of a) for (const y of b) total += Math.max(0, Math.min(x.to, y.to) - Math.max(x.from, y.from));
  return total;
}

export interface AttendedAppointment {
  id: number;
  patientId: number;
  psychologistId: number;
  startsAt: string;
}

/** Did the attendance of this appointment's current window show a failed video? */
export function attendanceShowsVideoFailure(appointment: AttendedAppointment, events: AttendanceEvent[], now: Date): boolean {
  const { opensAt, closesAt } = joinWindowOf(appointment.startsAt);
  if (now.getTime() <= closesAt.getTime()) return false;
  const patient = presenceOf(events, appointment.patientId, opensAt.getTime(), closesAt.getTime());
  const psychologist = presenceOf(events, appointment.psychologistId, opensAt.getTime(), closesAt.getTime());
  if (patient.length === 0 || psychologist.length === 0) return false;
  return overlapMs(patient, psychologist) < videoFailureMinutes * 60_000;
}

/** The ids among `appointments` whose attendance shows a failed video. */
export async function videoFailuresAmong(db: Db, appointments: AttendedAppointment[], now: Date): Promise<Set<number>> {
  const events = await selectAttendanceEvents(db, appointments.map((appointment) => appointment.id));
  return new Set(
    appointments
      .filter((appointment) => attendanceShowsVideoFailure(appointment, events.get(appointment.id) ?? [], now))
      .map((appointment) => appointment.id),
  );
}

/**
 * Among a patient's rows, those whose attendance shows a failed video; only rows that could still be
 * rescheduled for it are read (completed or no-show, within the free-reschedule days after the start).
 */
export function videoFailuresOfPatientRows(
  db: Db,
  patientId: number,
  rows: { id: number; psychologistId: number; startsAt: string; status: string }[],
  now: Date,
): Promise<Set<number>> {
  const since = now.getTime() - freeRescheduleDays * 86_400_000;
  const candidates = rows
    .filter((row) => (row.status === 'completed' || row.status === 'no_show') && Date.parse(row.startsAt) >= since)
    .map((row) => ({ id: row.id, patientId, psychologistId: row.psychologistId, startsAt: row.startsAt }));
  return videoFailuresAmong(db, candidates, now);
}
