import { sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';

/** Copies of a person's data outside their own rows, removed when they erase their account. */

export function selectIdentity(db: Db, userId: number) {
  return db.selectFrom('users').select(['name', 'email', 'phone']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** The person's own mail, sent or not (docs/decisions/product.md "Logs, erasure and what the law keeps"). */
export function deleteMailTo(db: Db, email: string) {
  return db.deleteFrom('mail_outbox').where(sql<string>`lower(recipient)`, '=', email.toLowerCase()).execute();
}

/** Other people's mail that names them (a psychologist's booking notice, say) keeps its row, not the mention. */
export function replaceInMail(db: Db, mention: string, replacement: string) {
  return db
    .updateTable('mail_outbox')
    .set({
      subject: sql<string>`replace(subject, ${mention}, ${replacement})`,
      body_text: sql<string>`replace(body_text, ${mention}, ${replacement})`,
    })
    .where((eb) =>
      eb.or([
        eb(sql<number>`instr(subject, ${mention})`, '>', 0),
        eb(sql<number>`instr(body_text, ${mention})`, '>', 0),
      ]),
    )
    .execute();
}

export function deleteLoginAddresses(db: Db, userId: number) {
  return db.deleteFrom('login_addresses').where('user_id', '=', userId).execute();
}

export async function deleteTwoFactor(db: Db, userId: number) {
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('two_factor').where('user_id', '=', userId).execute();
}

export function deleteCalendarFeed(db: Db, userId: number) {
  return db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
}

/** The calendars other people's mail carries about the person's consultations. */
export function selectCalendarsAbout(db: Db, patientId: number) {
  return db
    .selectFrom('mail_outbox')
    .select(['mail_outbox.id', 'mail_outbox.calendar_content as content'])
    .where('mail_outbox.appointment_id', 'in', (eb) =>
      eb.selectFrom('appointments').select('appointments.id').where('appointments.patient_id', '=', patientId),
    )
    .where('mail_outbox.calendar_content', 'is not', null)
    .execute();
}

export function updateCalendar(db: Db, mailId: number, content: string) {
  return db.updateTable('mail_outbox').set({ calendar_content: content }).where('id', '=', mailId).execute();
}
