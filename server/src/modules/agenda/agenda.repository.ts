import type { AvailabilitySlotInput } from '@acolhe/shared/agenda';
import type { Db } from '../../db/connection.ts';

export function selectAgendaSettings(db: Db, psychologistId: number) {
  return db
    .selectFrom('psychologist_profiles')
    .select([
      'consultation_minutes as consultationMinutes',
      'interval_minutes as intervalMinutes',
      'cancellation_notice_hours as cancellationNoticeHours',
    ])
    .where('user_id', '=', psychologistId)
    .executeTakeFirstOrThrow();
}

export function selectSlots(db: Db, psychologistId: number) {
  return db
    .selectFrom('availability_slots')
    .select([
      'id',
      'weekday',
      'start_time as startTime',
      'end_time as endTime',
      'is_available as isAvailable',
    ])
    .where('psychologist_id', '=', psychologistId)
    .orderBy('weekday')
    .orderBy('start_time')
    .orderBy('id')
    .execute();
}

export function updateAgendaSettings(
  db: Db,
  psychologistId: number,
  settings: { consultationMinutes: number; intervalMinutes: number; cancellationNoticeHours?: number | undefined },
) {
  return db
    .updateTable('psychologist_profiles')
    .set({
      consultation_minutes: settings.consultationMinutes,
      interval_minutes: settings.intervalMinutes,
      ...(settings.cancellationNoticeHours === undefined ? {} : { cancellation_notice_hours: settings.cancellationNoticeHours }),
    })
    .where('user_id', '=', psychologistId)
    .execute();
}

export function deleteSlots(db: Db, psychologistId: number) {
  return db.deleteFrom('availability_slots').where('psychologist_id', '=', psychologistId).execute();
}

export async function insertSlots(db: Db, psychologistId: number, slots: AvailabilitySlotInput[]) {
  if (slots.length === 0) return;
  await db
    .insertInto('availability_slots')
    .values(
      slots.map((slot) => ({
        psychologist_id: psychologistId,
        weekday: slot.weekday,
        start_time: slot.startTime,
        end_time: slot.endTime,
        is_available: slot.isAvailable ? 1 : 0,
      })),
    )
    .execute();
}

/** Blocked dates on or after `fromDate` ('YYYY-MM-DD' sorts as text). */
export function selectBlockedDatesFrom(db: Db, psychologistId: number, fromDate: string) {
  return db
    .selectFrom('blocked_dates')
    .select(['id', 'date', 'reason'])
    .where('psychologist_id', '=', psychologistId)
    .where('date', '>=', fromDate)
    .orderBy('date')
    .execute();
}

export function insertBlockedDate(db: Db, blocked: { psychologistId: number; date: string; reason: string }) {
  return db
    .insertInto('blocked_dates')
    .values({ psychologist_id: blocked.psychologistId, date: blocked.date, reason: blocked.reason })
    .returning(['id', 'date', 'reason'])
    .executeTakeFirstOrThrow();
}

/** Deletes one of the psychologist's own blocked dates; returns whether one was deleted. */
export async function deleteBlockedDate(db: Db, psychologistId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('blocked_dates')
    .where('id', '=', id)
    .where('psychologist_id', '=', psychologistId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Start instants of the psychologist's scheduled consultations in [from, to) (ISO UTC strings). */
export async function selectScheduledStarts(
  db: Db,
  psychologistId: number,
  range: { from: string; to: string },
): Promise<string[]> {
  const rows = await db
    .selectFrom('appointments')
    .select('starts_at')
    .where('psychologist_id', '=', psychologistId)
    .where('status', '=', 'scheduled')
    .where('starts_at', '>=', range.from)
    .where('starts_at', '<', range.to)
    .execute();
  return rows.map((row) => row.starts_at);
}
