import type { Db } from '../../../db/connection.ts';

export async function selectGivenAt(db: Db, patientId: number, psychologistId: number): Promise<string | null> {
  const row = await db
    .selectFrom('telehealth_consents')
    .select('given_at')
    .where('patient_id', '=', patientId)
    .where('psychologist_id', '=', psychologistId)
    .executeTakeFirst();
  return row?.given_at ?? null;
}

/** The first consent of a pair stands; giving it again changes nothing. */
export async function insertConsent(db: Db, row: { patientId: number; psychologistId: number; givenAt: string }) {
  await db
    .insertInto('telehealth_consents')
    .values({ patient_id: row.patientId, psychologist_id: row.psychologistId, given_at: row.givenAt })
    .onConflict((conflict) => conflict.columns(['patient_id', 'psychologist_id']).doNothing())
    .execute();
}

/** Whether the patient ever booked this psychologist (any status): consent is only asked of their patients. */
export async function hasAppointmentWith(db: Db, patientId: number, psychologistId: number): Promise<boolean> {
  const row = await db
    .selectFrom('appointments')
    .select('id')
    .where('patient_id', '=', patientId)
    .where('psychologist_id', '=', psychologistId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** How a patient who prefers in-person care reaches the psychologist: what the account holds. */
export function selectPsychologistContact(db: Db, psychologistId: number) {
  return db
    .selectFrom('users')
    .select(['name', 'email', 'phone'])
    .where('id', '=', psychologistId)
    .where('role', '=', 'psychologist')
    .executeTakeFirst();
}

/** The patient's consents, for their data export. */
export function selectConsentsOfPatient(db: Db, patientId: number) {
  return db
    .selectFrom('telehealth_consents')
    .innerJoin('users as psychologist', 'psychologist.id', 'telehealth_consents.psychologist_id')
    .select(['psychologist.name as psychologistName', 'telehealth_consents.given_at as givenAt'])
    .where('telehealth_consents.patient_id', '=', patientId)
    .orderBy('telehealth_consents.given_at')
    .execute();
}
