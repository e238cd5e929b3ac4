import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, expect, test } from 'vitest';
import { migrations } from '../../migrations/index.ts';
import { createDb } from '../src/db/connection.ts';

const dir = mkdtempSync(join(tmpdir(), 'acolhe-migration-'));
const db = createDb(join(dir, 'upgrade.db'));
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

test('the admin migrations fill the folded search columns of the rows already there', async () => {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('2026_11_22_0009_create_session_attendance')).error).toBeUndefined();
  await sql`insert into companies (name, cnpj, email, plan, status, code, contract_start)
    values ('Óptica Luz', '11.222.333/0001-81', 'RH@Luz.com.br', 'basic', 'active', 'LUZ2026', '2026-01-01')`.execute(
    db,
  );
  await sql`insert into users (email, password_hash, name, phone, role)
    values ('joao@exemplo.com', 'x', 'João Ávila', '', 'patient')`.execute(db);

  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  expect(await db.selectFrom('users').select('search_text').executeTakeFirstOrThrow()).toEqual({
    search_text: 'joao avila joao@exemplo.com',
  });
  expect(
    await db.selectFrom('companies').select(['search_text', 'deleted_at']).executeTakeFirstOrThrow(),
  ).toEqual({
    search_text: 'optica luz 11.222.333/0001-81 11222333000181 rh@luz.com.br',
    deleted_at: null,
  });
  expect(
    await db.selectFrom('psychologist_profiles').select(['crp_checked_by', 'crp_checked_at']).execute(),
  ).toEqual([]);
});
