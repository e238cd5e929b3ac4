import type { Kysely } from 'kysely';

/**
 * A psychologist's patient list groups their appointments by patient and sums them up by status and
 * time; this index carries every column it reads, so the list never touches the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('appointments_psychologist_patient_idx')
    .on('appointments')
    .columns(['psychologist_id', 'patient_id', 'status', 'starts_at', 'ends_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('appointments_psychologist_patient_idx').execute();
}
