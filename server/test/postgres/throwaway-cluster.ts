import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL cluster of its own for a test run: initdb in a temp directory, started on a free loopback
 * port without fsync, removed at the end. initdb refuses to run as root, so as root it runs as the
 * `postgres` user Debian's package creates.
 */
export interface ThrowawayCluster {
  /** postgres://postgres@127.0.0.1:PORT/ — append a database name. */
  baseUrl: string;
  port: number;
  stop(): void;
}

export function postgresBinDir(): string | null {
  const fromEnv = process.env.POSTGRES_BIN;
  if (fromEnv && existsSync(join(fromEnv, 'initdb'))) return fromEnv;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function asClusterOwner(command: string, args: string[]): string[] {
  return process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', command, ...args] : [command, ...args];
}

function run(command: string, args: string[]): void {
  const [program = command, ...rest] = asClusterOwner(command, args);
  const result = spawnSync(program, rest, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} falhou:\n${result.stdout}\n${result.stderr}`);
}

export interface ClusterOptions {
  maxConnections?: number;
  /** Syncs every commit to disk, as a production cluster does (benches weigh it against SQLite's synchronous=FULL). */
  durable?: boolean;
}

export async function startThrowawayCluster(options: ClusterOptions = {}): Promise<ThrowawayCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL não encontrado (instale o pacote postgresql ou defina POSTGRES_BIN)');
  const dir = mkdtempSync(join(tmpdir(), 'acolhe-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    ...(options.durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    `-c max_connections=${options.maxConnections ?? 400}`,
  ].join(' ');
  run(join(bin, 'pg_ctl'), ['-D', data, '-o', settings, '-l', join(dir, 'server.log'), '-w', 'start']);
  let stopped = false;
  return {
    baseUrl: `postgres://postgres@127.0.0.1:${port}/`,
    port,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
