// Run by `npm test` after `npm run build:binary` (vitest.executable.config.ts): the executable, alone in an
// empty folder, does what a clinic's server does on its first day.
import { execFile, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { crc32, deflateSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { appVersion } from '../../src/version.ts';

const built = resolve('dist/acolhe');
const dir = mkdtempSync(join(tmpdir(), 'acolhe-executable-'));
const cache = mkdtempSync(join(tmpdir(), 'acolhe-executable-cache-'));
const executable = join(dir, 'acolhe');
// Nothing of the repository's environment: only what a service manager would give it.
const env = { PATH: '/usr/bin:/bin', HOME: dir, XDG_CACHE_HOME: cache, LOG_LEVEL: 'warn' };

beforeAll(() => {
  if (!existsSync(built)) throw new Error('dist/acolhe não existe: rode npm run build:binary');
  copyFileSync(built, executable);
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(cache, { recursive: true, force: true });
});

function acolhe(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(executable, args, { cwd: dir, env, encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) => {
      done({ code: typeof error?.code === 'number' ? error.code : error ? -1 : 0, stdout, stderr });
    });
  });
}

/** A 64×64 PNG of one colour, for the photo upload (sharp inside the executable re-encodes it). */
function pngPicture(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(64, 0);
  header.writeUInt32BE(64, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: 64 }, () => Buffer.from([0, ...Array.from({ length: 64 }, () => [200, 120, 60]).flat()])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

async function waitForAnswer(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`no answer from ${url}`);
}

test('--version and --help answer without any file beside the executable', async () => {
  expect(await acolhe('--version')).toMatchObject({ code: 0, stdout: `${appVersion}\n` });
  expect((await acolhe('--help')).stdout).toContain('Uso: acolhe [comando]');
});

test('alone in an empty folder it seeds, serves the landing page, the client, a server-rendered directory, tRPC, a demo login and a photo upload, backs up while serving, and stops on SIGTERM', async () => {
  const seeded = await acolhe('seed');
  expect(seeded.stdout).toContain('Dados de demonstração gravados');
  expect(seeded.code).toBe(0);
  // The SQLite extension went out with the other native files, and was found (a missing one is announced).
  expect(readdirSync(cache, { recursive: true }).some((name) => String(name).endsWith('sqlite-qpsg.so'))).toBe(true);
  expect(seeded.stderr).not.toContain('sqlite-qpsg');

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(executable, [], { cwd: dir, env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => server.on('exit', (code) => done(code)));
  try {
    await waitForAnswer(`${url}/api/health`, Date.now() + 30_000);

    const landing = await fetch(url);
    expect(landing.status).toBe(200);
    expect(await landing.text()).toContain('<title>Acolhe — Psicologia online</title>');
    const page = await fetch(`${url}/login`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const script = /<script[^>]+src="\/(assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    const asset = await fetch(`${url}/${script ?? 'no-script-in-index.html'}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toContain('immutable');

    // The directory comes rendered with its cards once the bundled renderer has loaded (in the background).
    await expect
      .poll(async () => (await (await fetch(`${url}/agenda`)).text()).includes('<article'), { timeout: 20_000, interval: 250 })
      .toBe(true);

    const stats = (await (await fetch(`${url}/trpc/stats.landing`)).json()) as { result: { data: { psychologists: number } } };
    expect(stats.result.data.psychologists).toBeGreaterThan(0);

    const login = await fetch(`${url}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'paciente@demo.com', password: 'demo123' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('set-cookie')).toContain('acolhe_session=');

    const psychologist = await fetch(`${url}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'psicologo@demo.com', password: 'demo123' }),
    });
    const cookie = psychologist.headers.get('set-cookie')?.split(';')[0] ?? '';
    const upload = await fetch(`${url}/api/psychologist/photo`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', cookie },
      body: pngPicture(),
    });
    expect(upload.status).toBe(200);
    const { photoUrl } = (await upload.json()) as { photoUrl: string };
    expect((await fetch(`${url}${photoUrl}`)).headers.get('content-type')).toBe('image/webp');

    const backup = await acolhe('backup', 'backups/primeiro.db');
    expect(backup.stdout).toContain('Backup gravado em backups/primeiro.db');
    expect(backup.code).toBe(0);
    expect(readdirSync(join(dir, 'backups')).sort()).toEqual(['primeiro.db', 'primeiro.db.records-key']);
    const restore = await acolhe('restore', 'backups/primeiro.db');
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('está em uso');
  } finally {
    server.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
  expect(output).not.toContain('"level":50');
  expect(output).not.toContain('sqlite-qpsg');
  expect(readdirSync(dir).sort()).toEqual(['acolhe', 'backups', 'data']);
}, 120_000);
