import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, expect, test } from 'vitest';
import { migrations } from '../../migrations/index.ts';
import { createDb } from '../src/db/connection.ts';

const dir = mkdtempSync(join(tmpdir(), 'acolhe-phones-'));
const db = createDb(join(dir, 'phones.db'));
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

test('phones stored as typed become (11) 98765-4321; what is not a Brazilian number is left alone', async () => {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('2026_11_26_0710_add_public_read_versions')).error).toBeUndefined();
  const typed = ['11987654321', '+55 11 98765-4321', '(21) 3333-4444', '  (31)98765 4321 ', '12345', ''];
  for (const [index, phone] of typed.entries()) {
    await sql`insert into users (email, password_hash, name, phone, role, search_text)
      values (${`pessoa${index}@antes.test`}, 'x', 'Pessoa', ${phone}, 'patient', '')`.execute(db);
  }
  await sql`insert into companies (name, cnpj, email, phone, plan, status, code, contract_start, search_text)
    values ('Óptica Luz', '11.222.333/0001-81', 'rh@luz.com.br', '551133334444', 'basic', 'active', 'LUZ', '2026-01-01', ''),
           ('Sem Fone', '11.444.777/0001-61', 'rh@semfone.com.br', null, 'basic', 'active', 'SEM', '2026-01-01', '')`.execute(db);

  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  const users = await db.selectFrom('users').select('phone').orderBy('id').execute();
  expect(users.map((user) => user.phone)).toEqual([
    '(11) 98765-4321',
    '(11) 98765-4321',
    '(21) 3333-4444',
    '(31) 98765-4321',
    '12345',
    '',
  ]);
  const companies = await db.selectFrom('companies').select('phone').orderBy('id').execute();
  expect(companies.map((company) => company.phone)).toEqual(['(11) 3333-4444', null]);
});
