import { sql } from 'kysely';
import type { AppointmentStatus } from '@acolhe/shared/appointments';
import type { Db } from '../src/db/connection.ts';
import type { Database } from '../src/db/schema.ts';
import type { TestServer } from './harness.ts';

/** What tests read or write straight in the database, where no procedure does it. */

export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const result = await sql<{ count: number }>`select count(*) as count from ${sql.table(table)}`.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}

const trackedTables = [
  'users',
  'auth_sessions',
  'psychologist_profiles',
  'availability_slots',
  'user_preferences',
  'activity_log',
  'mail_outbox',
  'companies',
] as const satisfies readonly (keyof Database)[];

/** Row counts of the tables a registration or login could write to. */
export async function tableCounts(db: Db): Promise<Record<(typeof trackedTables)[number], number>> {
  const entries = await Promise.all(
    trackedTables.map(async (table) => [table, await countRows(db, table)] as const),
  );
  return Object.fromEntries(entries) as Record<(typeof trackedTables)[number], number>;
}

/** An appointment written straight to the database (any time, any status), 50 minutes long. */
export async function insertAppointment(
  server: TestServer,
  row: { patientId: number; psychologistId: number; startsAt: string; status?: AppointmentStatus },
): Promise<number> {
  const inserted = await server.app.services.db
    .insertInto('appointments')
    .values({
      patient_id: row.patientId,
      psychologist_id: row.psychologistId,
      starts_at: row.startsAt,
      ends_at: new Date(Date.parse(row.startsAt) + 50 * 60_000).toISOString(),
      status: row.status ?? 'scheduled',
      price_cents: 15000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function statusOf(server: TestServer, appointmentId: number) {
  const row = await server.app.services.db
    .selectFrom('appointments')
    .select('status')
    .where('id', '=', appointmentId)
    .executeTakeFirstOrThrow();
  return row.status;
}

export function attendanceOf(server: TestServer, appointmentId: number) {
  return server.app.services.db
    .selectFrom('session_attendance')
    .select(['user_id as userId', 'event', 'source'])
    .where('appointment_id', '=', appointmentId)
    .orderBy('id')
    .execute();
}

export async function emailOf(server: TestServer, userId: number): Promise<string> {
  const row = await server.app.services.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.email;
}

/** The mail the outbox holds for a user, oldest first: subject, text and .ics. */
export async function mailsTo(server: TestServer, userId: number) {
  const recipient = await emailOf(server, userId);
  return server.app.services.db
    .selectFrom('mail_outbox')
    .select(['subject', 'body_text as text', 'calendar_content as calendar'])
    .where('recipient', '=', recipient)
    .orderBy('id')
    .execute();
}
