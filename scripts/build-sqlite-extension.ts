// Compiles server/native/sqlite-qpsg.c against the SQLite headers better-sqlite3 ships, into
// server/native/build/sqlite-qpsg.so (run by `npm ci`/`npm install` as the postinstall step). Without a C
// compiler it says so and leaves the server to run without it (slower joins, same results).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { sqliteExtensionDefaultPath } from '../server/src/db/sqlite-addon.ts';

const source = 'server/native/sqlite-qpsg.c';
const headers = 'node_modules/better-sqlite3/deps/sqlite3';
const output = sqliteExtensionDefaultPath;

const upToDate = existsSync(output) && statSync(output).mtimeMs >= statSync(source).mtimeMs;
if (!upToDate) {
  mkdirSync(dirname(output), { recursive: true });
  const compiler = process.env.CC ?? 'cc';
  const result = spawnSync(compiler, ['-O2', '-fPIC', '-shared', `-I${headers}`, source, '-o', output], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.warn(`build-sqlite-extension: ${compiler} could not compile ${source}; the server will run without it (joins planned at every execution).`);
  }
}
