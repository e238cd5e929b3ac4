import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';

/**
 * An appointment's iCalendar SEQUENCE (appointments.ics_sequence) is the one number calendars compare to
 * know which description of the event is newer: it starts at 0 with the booking and grows by one with
 * every change a calendar must see — a cancellation of any kind, a reschedule. The UID never changes.
 *
 * Use `bumpedIcsSequence()` as the value of `ics_sequence` in the very UPDATE that cancels or moves the
 * appointment (appointment-status.repository.ts does for cancellations), so the change and its new
 * sequence are one write; `bumpIcsSequence` is the same on its own, for a change made by another statement.
 * The mail and the feed read the column afterwards, so they always carry the current number.
 */
export function bumpedIcsSequence() {
  return sql<number>`ics_sequence + 1`;
}

export async function bumpIcsSequence(db: Db, appointmentId: number): Promise<void> {
  await db.updateTable('appointments').set({ ics_sequence: bumpedIcsSequence() }).where('id', '=', appointmentId).execute();
}
