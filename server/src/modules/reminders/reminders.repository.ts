import type { Db } from '../../db/connection.ts';

export type ReminderKind = '24h' | '1h';

const sentColumn = { '24h': 'reminder_24h_sent_at', '1h': 'reminder_1h_sent_at' } as const;

/** Scheduled appointments starting in (from, to] whose reminder of this kind is not claimed yet. */
export async function selectDue(db: Db, kind: ReminderKind, window: { from: string; to: string }): Promise<number[]> {
  const rows = await db
    .selectFrom('appointments')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('starts_at', '>', window.from)
    .where('starts_at', '<=', window.to)
    .where(sentColumn[kind], 'is', null)
    .orderBy('starts_at', 'asc')
    .execute();
  return rows.map((row) => row.id);
}

/** The reminder's claim: true for the one caller whose update found it unclaimed and still scheduled. */
export async function claim(db: Db, appointmentId: number, kind: ReminderKind, at: string): Promise<boolean> {
  const result = await db
    .updateTable('appointments')
    .set({ [sentColumn[kind]]: at })
    .where('id', '=', appointmentId)
    .where('status', '=', 'scheduled')
    .where(sentColumn[kind], 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function insertLinks(db: Db, links: { tokenHash: string; appointmentId: number; action: 'confirm' | 'cancel' }[]) {
  await db
    .insertInto('appointment_links')
    .values(links.map((link) => ({ token_hash: link.tokenHash, appointment_id: link.appointmentId, action: link.action })))
    .execute();
}

export function selectLink(db: Db, tokenHash: string) {
  return db
    .selectFrom('appointment_links')
    .innerJoin('appointments', 'appointments.id', 'appointment_links.appointment_id')
    .innerJoin('users as psychologist', 'psychologist.id', 'appointments.psychologist_id')
    .innerJoin('users as patient', 'patient.id', 'appointments.patient_id')
    .select([
      'appointment_links.action',
      'appointment_links.used_at as usedAt',
      'appointments.id as appointmentId',
      'appointments.patient_id as patientId',
      'appointments.starts_at as startsAt',
      'appointments.status',
      'psychologist.name as psychologistName',
      'psychologist.is_active as psychologistActive',
      'appointments.cancellation_notice_hours as cancellationNoticeHours',
    ])
    .where('appointment_links.token_hash', '=', tokenHash)
    // A deactivated or erased patient's links open nothing, like an unknown one.
    .where('patient.is_active', '=', 1)
    .where('patient.anonymised_at', 'is', null)
    .executeTakeFirst();
}

/** Single use: only the first caller's update finds the link unused. */
export async function markLinkUsed(db: Db, tokenHash: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('appointment_links')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function markConfirmed(db: Db, appointmentId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('appointments')
    .set({ confirmed_at: at })
    .where('id', '=', appointmentId)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
