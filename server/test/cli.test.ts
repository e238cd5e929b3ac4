import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test, vi } from 'vitest';
import { appVersion } from '../src/version.ts';

// Each test starts the CLI through tsx several times, which alone can pass the default timeout on a busy
// machine (docs/decisions/test-timeouts.md "Longer timeouts for the slowest tests").
vi.setConfig({ testTimeout: 60_000 });

const dir = mkdtempSync(join(tmpdir(), 'acolhe-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function acolhe(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const env = { ...process.env, DATABASE_PATH: join(dir, 'cli.db'), LOG_LEVEL: 'silent' };
    execFile('node_modules/.bin/tsx', ['server/src/main.ts', ...args], { env, encoding: 'utf8' }, (error, stdout, stderr) => {
      resolve({ code: typeof error?.code === 'number' ? error.code : error ? -1 : 0, stdout, stderr });
    });
  });
}

test('--help lists every command in pt-BR, also after a command', async () => {
  const [help, afterCommand] = await Promise.all([acolhe('--help'), acolhe('backup', '-h')]);
  expect(help.code).toBe(0);
  for (const line of ['Uso: acolhe [comando]', 'serve', 'migrate', 'seed [--fresh]', 'create-admin', 'backup ARQUIVO', 'restore ARQUIVO', 'copy-to-postgres --from', '--version']) {
    expect(help.stdout).toContain(line);
  }
  expect(afterCommand.stdout).toBe(help.stdout);
});

test('--version prints the version; an unknown command, a missing file or a bad administrator is refused in pt-BR', async () => {
  const [version, unknown, missing, admin, weak] = await Promise.all([
    acolhe('--version'),
    acolhe('instalar'),
    acolhe('restore'),
    acolhe('create-admin', '--email', 'chefe'),
    acolhe('create-admin', '--email', 'chefe@exemplo.com', '--name', 'Chefe Geral', '--password', '123456'),
  ]);
  expect(version).toMatchObject({ code: 0, stdout: `${appVersion}\n` });
  expect(unknown).toMatchObject({ code: 2, stderr: 'Comando desconhecido: instalar. Veja "acolhe --help".\n' });
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain('Uso: acolhe restore ARQUIVO');
  expect(admin.code).toBe(1);
  expect(admin.stderr).toContain('Uso: acolhe create-admin');
  expect(admin.stderr).toContain('name: informe o nome');
  expect(admin.stderr).not.toMatch(/Invalid|expected/);
  // The same password policy as registration: an administrator's account is no weaker than a patient's.
  expect(weak.code).toBe(1);
  expect(weak.stderr).toContain('password: Essa senha é muito comum. Escolha outra.');
});

test('migrate, then backup of the migrated database: the backup says loudly that it carries no records key when there is none', async () => {
  expect((await acolhe('migrate')).stdout).toContain('Migrações aplicadas:');
  const backup = await acolhe('backup', join(dir, 'copias', 'cli.db'));
  expect(backup.code).toBe(0);
  expect(backup.stdout).toContain('Backup gravado em');
  expect(backup.stderr).toContain('NENHUMA CHAVE DOS PRONTUÁRIOS FOI ENCONTRADA');
});
