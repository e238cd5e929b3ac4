import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { readRecord } from '../src/modules/psychologist/records/clinical-records.service.ts';
import { addEntry } from '../src/modules/psychologist/records/record-writing.service.ts';

const dir = mkdtempSync(join(tmpdir(), 'acolhe-records-key-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function configFor(name: string, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_PATH: join(dir, `${name}.db`),
    LOG_LEVEL: 'silent',
    CLIENT_DIST: join(dir, 'no-client'),
    ...env,
  });
}

/** A psychologist, a patient and an appointment between them, written straight to the database. */
async function pairOf(app: FastifyInstance) {
  const { db } = app.services;
  const [psychologistId, patientId] = await Promise.all(
    (['psychologist', 'patient'] as const).map(async (role) => {
      const user = await db
        .insertInto('users')
        .values({ email: `${role}@chave.test`, password_hash: 'x', name: role, phone: '', role })
        .returning('id')
        .executeTakeFirstOrThrow();
      return user.id;
    }),
  );
  await db
    .insertInto('appointments')
    .values({
      patient_id: patientId ?? 0,
      psychologist_id: psychologistId ?? 0,
      starts_at: '2026-11-02T13:00:00.000Z',
      ends_at: '2026-11-02T13:50:00.000Z',
      status: 'completed',
      price_cents: 1,
    })
    .execute();
  return { psychologistId: psychologistId ?? 0, patientId: patientId ?? 0 };
}

describe('the records key', () => {
  test('without RECORDS_KEY, one is generated on first run into a file beside the database, readable by its owner only, and reused', async () => {
    const config = configFor('first');
    const keyPath = `${config.databasePath}.records-key`;
    expect(existsSync(keyPath)).toBe(false);
    const app = await buildApp(config);
    expect(statSync(keyPath).mode & 0o777).toBe(0o600);
    const stored = Buffer.from(readFileSync(keyPath, 'utf8').trim(), 'base64');
    expect(stored).toHaveLength(32);
    expect(app.services.recordsKeyring.current.key.equals(stored)).toBe(true);
    const pair = await pairOf(app);
    await addEntry(app.services, pair.psychologistId, {
      patientId: pair.patientId,
      kind: 'note',
      text: 'Sobrevive ao reinício.',
    });
    await app.close();

    const again = await buildApp(config);
    const record = await readRecord(again.services, pair.psychologistId, pair.patientId);
    expect(record.entries.map((entry) => entry.text)).toEqual(['Sobrevive ao reinício.']);
    await again.close();

    // The key file lost (not restored from the backup): starting would make every record unreadable.
    renameSync(keyPath, `${keyPath}.bak`);
    await expect(buildApp(config)).rejects.toThrow(
      /A chave dos prontuários \(.*\) não existe, mas o banco já tem prontuários cifrados/,
    );
    expect(existsSync(keyPath)).toBe(false);
    // The wrong key is refused as well.
    await expect(
      buildApp(configFor('first', { RECORDS_KEY: randomBytes(32).toString('base64') })),
    ).rejects.toThrow(/não é a que cifrou os registros deste banco/);
    renameSync(`${keyPath}.bak`, keyPath);
    const restored = await buildApp(config);
    expect((await readRecord(restored.services, pair.psychologistId, pair.patientId)).entries[0]?.text).toBe(
      'Sobrevive ao reinício.',
    );
    await restored.close();
  });

  test('RECORDS_KEY from the environment is used and no file is written', async () => {
    const key = randomBytes(32);
    const config = configFor('env', { RECORDS_KEY: key.toString('base64') });
    const app = await buildApp(config);
    expect(app.services.recordsKeyring.current.key.equals(key)).toBe(true);
    expect(existsSync(`${config.databasePath}.records-key`)).toBe(false);
    await app.close();
  });

  test('RECORDS_KEY_FILE moves the file; a file holding no 32-byte key stops the start', async () => {
    const keyPath = join(dir, 'chaves', 'prontuarios.key');
    const app = await buildApp(configFor('moved', { RECORDS_KEY_FILE: keyPath }));
    expect(existsSync(keyPath)).toBe(true);
    await app.close();
    const badPath = join(dir, 'ruim.key');
    writeFileSync(badPath, 'curta');
    await expect(buildApp(configFor('bad', { RECORDS_KEY_FILE: badPath }))).rejects.toThrow(
      /não é uma chave de 32 bytes/,
    );
  });

  test('the configuration refuses a malformed key, and a shared database without one', () => {
    expect(() => configFor('x', { RECORDS_KEY: 'abc' })).toThrow(
      /RECORDS_KEY precisa ser uma chave de 32 bytes em base64/,
    );
    expect(() => configFor('x', { DATABASE_URL: 'postgres://localhost/acolhe' })).toThrow(
      /RECORDS_KEY: obrigatória com DATABASE_URL/,
    );
    const withKey = configFor('x', {
      DATABASE_URL: 'postgres://localhost/acolhe',
      RECORDS_KEY: randomBytes(32).toString('base64'),
    });
    expect(withKey.recordsKey.source).toBe('environment');
  });
});
