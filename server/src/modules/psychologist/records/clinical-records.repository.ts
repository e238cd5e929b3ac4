import type { Insertable } from 'kysely';
import type { RecordEntryKind } from '@acolhe/shared/clinical-records';
import type { Db } from '../../../db/connection.ts';
import type { ClinicalRecordAuditTable, ClinicalRecordVersionsTable } from '../../../db/schema.ts';

export function selectRecordId(db: Db, psychologistId: number, patientId: number) {
  return db
    .selectFrom('clinical_records')
    .select('id')
    .where('psychologist_id', '=', psychologistId)
    .where('patient_id', '=', patientId)
    .executeTakeFirst();
}

/** The record of the pair, made on its first entry. */
export async function ensureRecord(db: Db, psychologistId: number, patientId: number): Promise<number> {
  await db
    .insertInto('clinical_records')
    .values({ psychologist_id: psychologistId, patient_id: patientId })
    .onConflict((oc) => oc.columns(['psychologist_id', 'patient_id']).doNothing())
    .execute();
  const row = await selectRecordId(db, psychologistId, patientId);
  if (!row) throw new Error('clinical record missing after insert');
  return row.id;
}

const sealedColumns = [
  'clinical_record_versions.version',
  'clinical_record_versions.created_at as createdAt',
  'clinical_record_versions.key_id as keyId',
  'clinical_record_versions.nonce',
  'clinical_record_versions.ciphertext',
  'clinical_record_versions.auth_tag as authTag',
] as const;

/** Every entry of a record with its latest version, in the order they were written. */
export function selectLatestEntries(db: Db, recordId: number) {
  return db
    .selectFrom('clinical_record_entries')
    .innerJoin('clinical_record_versions', 'clinical_record_versions.entry_id', 'clinical_record_entries.id')
    .leftJoin('appointments', 'appointments.id', 'clinical_record_entries.appointment_id')
    .select([
      'clinical_record_entries.id as entryId',
      'clinical_record_entries.kind',
      'clinical_record_entries.appointment_id as appointmentId',
      'appointments.starts_at as appointmentStartsAt',
      'clinical_record_entries.created_at as entryCreatedAt',
      ...sealedColumns,
    ])
    .where('clinical_record_entries.record_id', '=', recordId)
    .where((eb) =>
      eb(
        'clinical_record_versions.version',
        '=',
        eb
          .selectFrom('clinical_record_versions as latest')
          .select((inner) => inner.fn.max('latest.version').as('version'))
          .whereRef('latest.entry_id', '=', 'clinical_record_entries.id'),
      ),
    )
    .orderBy('clinical_record_entries.id')
    .execute();
}

export function selectEntry(db: Db, recordId: number, entryId: number) {
  return db
    .selectFrom('clinical_record_entries')
    .leftJoin('appointments', 'appointments.id', 'clinical_record_entries.appointment_id')
    .select([
      'clinical_record_entries.id as entryId',
      'clinical_record_entries.kind',
      'clinical_record_entries.appointment_id as appointmentId',
      'appointments.starts_at as appointmentStartsAt',
      'clinical_record_entries.created_at as entryCreatedAt',
    ])
    .where('clinical_record_entries.record_id', '=', recordId)
    .where('clinical_record_entries.id', '=', entryId)
    .executeTakeFirst();
}

/** Every version of an entry, newest first. */
export function selectVersions(db: Db, entryId: number) {
  return db
    .selectFrom('clinical_record_versions')
    .select(sealedColumns)
    .where('clinical_record_versions.entry_id', '=', entryId)
    .orderBy('clinical_record_versions.version', 'desc')
    .execute();
}

export async function selectLatestVersion(db: Db, entryId: number): Promise<number> {
  const row = await db
    .selectFrom('clinical_record_versions')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('entry_id', '=', entryId)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

export async function insertEntry(
  db: Db,
  entry: { recordId: number; kind: RecordEntryKind; appointmentId: number | null; at: string },
): Promise<number> {
  const row = await db
    .insertInto('clinical_record_entries')
    .values({
      record_id: entry.recordId,
      kind: entry.kind,
      appointment_id: entry.appointmentId,
      created_at: entry.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertVersion(db: Db, version: Insertable<ClinicalRecordVersionsTable>): Promise<void> {
  await db.insertInto('clinical_record_versions').values(version).execute();
}

export async function insertAudit(db: Db, row: Insertable<ClinicalRecordAuditTable>): Promise<void> {
  await db.insertInto('clinical_record_audit').values(row).execute();
}

/** A consultation between the two, whatever its status. */
export function selectPairAppointment(
  db: Db,
  psychologistId: number,
  patientId: number,
  appointmentId: number,
) {
  return db
    .selectFrom('appointments')
    .select(['id', 'starts_at as startsAt', 'status'])
    .where('id', '=', appointmentId)
    .where('psychologist_id', '=', psychologistId)
    .where('patient_id', '=', patientId)
    .executeTakeFirst();
}

/** Who keeps a record on this patient (for the patient's data export): never the content. */
export function selectRecordKeepers(db: Db, patientId: number) {
  return db
    .selectFrom('clinical_records')
    .innerJoin('users as psychologist', 'psychologist.id', 'clinical_records.psychologist_id')
    .leftJoin('psychologist_profiles as profile', 'profile.user_id', 'clinical_records.psychologist_id')
    .select([
      'psychologist.name as psychologistName',
      'profile.professional_title as professionalTitle',
      'profile.crp',
      'clinical_records.created_at as openedAt',
    ])
    .where('clinical_records.patient_id', '=', patientId)
    .orderBy('clinical_records.id')
    .execute();
}
