import { sql, type Kysely } from 'kysely';
import { bytes, createRefusalTrigger, dropRowTrigger, generatedId, nowText } from './dialect.ts';

/**
 * The clinical record (prontuário, Resolução CFP 01/2009 art. 2): one per psychologist and patient, made
 * of entries (identification, demand and objectives, one evolution per consultation, referral or closure,
 * private notes), each a chain of versions whose text is AES-256-GCM ciphertext. Kept by law at least
 * 20 years, so nothing here is ever updated or deleted: a correction is a new version, and triggers
 * refuse any change to what is written, including the audit of every read and write. Users and
 * appointments are referenced without cascades, so they cannot be deleted from under a record either.
 */
const appendOnlyTables = [
  'clinical_records',
  'clinical_record_entries',
  'clinical_record_versions',
  'clinical_record_audit',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = nowText(db);
  await db.schema
    .createTable('clinical_records')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('psychologist_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('patient_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('clinical_records_one_per_pair', ['psychologist_id', 'patient_id'])
    .execute();
  await db.schema
    .createIndex('clinical_records_patient_idx')
    .on('clinical_records')
    .column('patient_id')
    .execute();

  await db.schema
    .createTable('clinical_record_entries')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('record_id', 'integer', (col) => col.notNull().references('clinical_records.id'))
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('identification','demand','evolution','closure','note')`),
    )
    .addColumn('appointment_id', 'integer', (col) => col.references('appointments.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint(
      'clinical_record_entries_evolution_has_appointment',
      sql`(kind = 'evolution') = (appointment_id is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('clinical_record_entries_record_idx')
    .on('clinical_record_entries')
    .column('record_id')
    .execute();
  // One identification, one demand and one closure per record; one evolution per consultation.
  await sql`create unique index clinical_record_entries_one_section
    on clinical_record_entries (record_id, kind) where kind in ('identification','demand','closure')`.execute(
    db,
  );
  await sql`create unique index clinical_record_entries_one_evolution
    on clinical_record_entries (record_id, appointment_id) where appointment_id is not null`.execute(db);

  await db.schema
    .createTable('clinical_record_versions')
    .addColumn('entry_id', 'integer', (col) => col.notNull().references('clinical_record_entries.id'))
    .addColumn('version', 'integer', (col) => col.notNull().check(sql`version >= 1`))
    .addColumn('author_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('key_id', 'text', (col) => col.notNull())
    .addColumn('nonce', bytes(db), (col) => col.notNull())
    .addColumn('ciphertext', bytes(db), (col) => col.notNull())
    .addColumn('auth_tag', bytes(db), (col) => col.notNull())
    .addPrimaryKeyConstraint('clinical_record_versions_pk', ['entry_id', 'version'])
    .execute();
  await db.schema
    .createIndex('clinical_record_versions_key_idx')
    .on('clinical_record_versions')
    .column('key_id')
    .execute();

  await db.schema
    .createTable('clinical_record_audit')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('actor_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('patient_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('record_id', 'integer', (col) => col.references('clinical_records.id'))
    .addColumn('entry_id', 'integer', (col) => col.references('clinical_record_entries.id'))
    .addColumn('version', 'integer')
    .addColumn('action', 'text', (col) =>
      col.notNull().check(sql`action in ('read','read_history','create','correct')`),
    )
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('clinical_record_audit_patient_idx')
    .on('clinical_record_audit')
    .columns(['actor_id', 'patient_id', 'at'])
    .execute();

  for (const table of appendOnlyTables) {
    for (const change of ['update', 'delete']) {
      await createRefusalTrigger(db, { name: `${table}_no_${change}`, table, event: change, message: `${table} is append-only` });
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...appendOnlyTables].reverse()) {
    for (const change of ['update', 'delete'])
      await dropRowTrigger(db, `${table}_no_${change}`, table);
    await db.schema.dropTable(table).execute();
  }
}
