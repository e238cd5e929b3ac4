import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { TestServer } from './harness.ts';
import { onPostgres } from './postgres/test-databases.ts';

/**
 * The bytes SQLite keeps of the database on disk: the file and its write-ahead log, after a checkpoint
 * has copied every committed page into the file.
 */
export async function databaseBytes(server: TestServer): Promise<Buffer> {
  const { db, config } = server.app.services;
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  const parts = [config.databasePath, `${config.databasePath}-wal`].map((path) => {
    try {
      return readFileSync(path);
    } catch {
      return Buffer.alloc(0);
    }
  });
  return Buffer.concat(parts);
}

/**
 * Changes one byte of a stored ciphertext as someone with write access to the file could: the
 * append-only trigger is dropped for the change and put back.
 */
export async function flipCiphertextByte(
  server: TestServer,
  entryId: number,
  version: number,
): Promise<void> {
  const { db } = server.app.services;
  const row = await db
    .selectFrom('clinical_record_versions')
    .select('ciphertext')
    .where('entry_id', '=', entryId)
    .where('version', '=', version)
    .executeTakeFirstOrThrow();
  const changed = Buffer.from(row.ciphertext);
  changed[0] = (changed[0] ?? 0) ^ 0x20;
  const tamper = sql`update clinical_record_versions set ciphertext = ${changed} where entry_id = ${entryId} and version = ${version}`;
  if (onPostgres()) {
    // The append-only trigger is set aside for this one statement, as an attacker with the database would.
    await sql`alter table clinical_record_versions disable trigger clinical_record_versions_no_update`.execute(db);
    await tamper.execute(db);
    await sql`alter table clinical_record_versions enable trigger clinical_record_versions_no_update`.execute(db);
    return;
  }
  const trigger = await sql<{
    sql: string;
  }>`select sql from sqlite_master where name = 'clinical_record_versions_no_update'`.execute(db);
  const definition = trigger.rows[0]?.sql ?? '';
  await sql`drop trigger clinical_record_versions_no_update`.execute(db);
  await tamper.execute(db);
  await sql.raw(definition).execute(db);
}

export async function auditRows(server: TestServer) {
  return server.app.services.db.selectFrom('clinical_record_audit').selectAll().orderBy('id').execute();
}
