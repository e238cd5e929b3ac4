import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './connection.ts';
import { migrateToLatest } from './migrate.ts';
import { preparedQuery } from './prepared-query.ts';

const dir = mkdtempSync(join(tmpdir(), 'acolhe-prepared-'));
let db: Db;

beforeAll(async () => {
  db = createDb(join(dir, 'prepared.db'));
  await migrateToLatest(db);
  await db
    .insertInto('users')
    .values(['ana', 'bia', 'caio'].map((name) => ({ email: `${name}@exemplo.com.br`, password_hash: 'x', name, phone: '', role: 'patient' as const })))
    .execute();
});

afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('prepared queries', () => {
  const byEmail = preparedQuery<{ email: string; role: 'patient' | 'psychologist' | 'admin' }>()((database, value) =>
    database.selectFrom('users').select(['name', 'role']).where('email', '=', value('email')).where('role', '=', value('role')).where('is_active', '=', 1),
  );

  it('runs with each call its own values, the constants kept', async () => {
    expect(await byEmail(db, { email: 'bia@exemplo.com.br', role: 'patient' })).toEqual([{ name: 'bia', role: 'patient' }]);
    expect(await byEmail(db, { email: 'caio@exemplo.com.br', role: 'patient' })).toEqual([{ name: 'caio', role: 'patient' }]);
    expect(await byEmail(db, { email: 'caio@exemplo.com.br', role: 'admin' })).toEqual([]);
  });

  it('runs inside a transaction with the transaction', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ name: 'Ana Souza' }).where('email', '=', 'ana@exemplo.com.br').execute();
      expect(await byEmail(trx, { email: 'ana@exemplo.com.br', role: 'patient' })).toEqual([{ name: 'Ana Souza', role: 'patient' }]);
    });
  });

  it('refuses a value that does not reach the query as a parameter', async () => {
    const computed = preparedQuery<{ name: string }>()((database, value) =>
      database.selectFrom('users').select('id').where('name', '=', value('name').toUpperCase()),
    );
    await expect(computed(db, { name: 'ana' })).rejects.toThrow('name did not reach the query as a value');
  });
});
