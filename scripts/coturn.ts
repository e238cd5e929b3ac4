// Runs Debian's coturn (/usr/bin/turnserver) in the foreground for a test, on loopback, with its own
// configuration file: never the system service, never /etc/turnserver.conf.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { answersStun } from './turn-client.ts';

export const turnserverPath = process.env.TURNSERVER_PATH ?? '/usr/bin/turnserver';

export interface Coturn {
  port: number;
  stop(): Promise<void>;
}

/** A TCP port free right now on loopback (coturn listens on both UDP and TCP on it). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address !== 'string' ? done(address.port) : fail(new Error('sem porta'))));
    });
  });
}

/** The options a test server needs on top of any configuration: loopback only, no TLS, no CLI, no log files. */
export function loopbackOptions(port: number): string[] {
  return [
    `listening-port=${port}`,
    'listening-ip=127.0.0.1',
    'relay-ip=127.0.0.1',
    'allow-loopback-peers',
    'no-tls',
    'no-dtls',
    'no-cli',
    'no-stdout-log',
    'log-file=stdout',
    'simple-log',
  ];
}

async function waitUntilAnswering(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`turnserver saiu com ${child.exitCode}:\n${output()}`);
    if (await answersStun('127.0.0.1', port, 200)) return;
  }
  child.kill('SIGKILL');
  throw new Error(`turnserver não respondeu na porta ${port}:\n${output()}`);
}

/**
 * Starts turnserver with `lines` as its configuration file (written under .test-output/) and waits until
 * it answers STUN on `port`. Stopping kills that process only.
 */
export async function startCoturn(name: string, port: number, lines: string[]): Promise<Coturn> {
  const directory = resolve('.test-output/coturn');
  mkdirSync(directory, { recursive: true });
  const configFile = resolve(directory, `${name}.conf`);
  writeFileSync(configFile, `${lines.join('\n')}\n`);
  const child = spawn(turnserverPath, ['-c', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-8000)));
  child.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-8000)));
  await waitUntilAnswering(port, child, () => log);
  return {
    port,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGKILL');
      }),
  };
}

/** coturn with coturn's time-limited credentials (use-auth-secret), as the app's TURN_SECRET expects. */
export function startTestCoturn(port: number, secret: string): Promise<Coturn> {
  return startCoturn(`test-${port}`, port, [
    ...loopbackOptions(port),
    'use-auth-secret',
    `static-auth-secret=${secret}`,
    'realm=acolhe.test',
    'fingerprint',
  ]);
}
