import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, expect, test } from 'vitest';
import { migrations } from '../../migrations/index.ts';
import { createDb, type Db } from '../src/db/connection.ts';
import { browserWithAuthSession, startTestServer } from './harness.ts';

const dir = mkdtempSync(join(tmpdir(), 'acolhe-migration-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const secret = 's'.repeat(40);
const migrator = (db: Db) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

async function tableNames(db: Db): Promise<string[]> {
  const rows = await sql<{
    name: string;
  }>`select name from sqlite_master where type in ('table', 'index')`.execute(db);
  return rows.rows.map((row) => row.name);
}

test('renaming sessions to auth_sessions keeps everyone signed in', async () => {
  const path = join(dir, 'before-rename.db');
  const db = createDb(path);
  await migrator(db).migrateTo('2026_11_22_0009_create_session_attendance');
  // Raw SQL: today's code writes columns that later migrations add.
  const { rows } = await sql<{ id: number }>`insert into users (email, password_hash, name, phone, role)
    values ('antes@teste.com', 'sem-senha', 'Admin Antigo', '', 'admin') returning id`.execute(db);
  const userId = rows[0]?.id ?? 0;
  const token = randomBytes(32).toString('base64url');
  const id = createHmac('sha256', secret).update(token).digest('base64url');
  await sql`insert into sessions (id, user_id, expires_at, last_seen_at)
    values (${id}, ${userId}, '2999-01-01T00:00:00.000Z', '2026-11-23T11:00:00.000Z')`.execute(db);
  await db.destroy();

  const server = await startTestServer({ DATABASE_PATH: path, AUTH_SESSION_SECRET: secret });
  try {
    expect(await browserWithAuthSession(server, token).client.auth.me.query()).toMatchObject({
      email: 'antes@teste.com',
    });
    const names = await tableNames(server.app.services.db);
    expect(names).toEqual(expect.arrayContaining(['auth_sessions', 'auth_sessions_user_idx']));
    expect(names).not.toContain('sessions');
    expect(names).not.toContain('sessions_user_idx');
  } finally {
    await server.close();
  }
});

test('the rename goes back down', async () => {
  const db = createDb(join(dir, 'down.db'));
  try {
    await migrator(db).migrateToLatest();
    await migrator(db).migrateTo('2026_11_22_0009_create_session_attendance');
    const names = await tableNames(db);
    expect(names).toEqual(expect.arrayContaining(['sessions', 'sessions_user_idx']));
    expect(names).not.toContain('auth_sessions');
  } finally {
    await db.destroy();
  }
});
