import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { appRouter } from '../server/src/router.ts';
import * as procedures from '../server/src/trpc/procedures.ts';

const repo = join(import.meta.dirname, '..');
const heading = '## API paths and their folders';

interface Row {
  path: string;
  folder: string;
  caller: string;
}

/** The rows of the first table under the heading: `path` | `folder` | … */
function tableRows(): Row[] {
  const text = readFileSync(join(repo, 'docs/architecture.md'), 'utf8');
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no heading "${heading}"`);
  const lines = text.slice(start + heading.length + 2).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const table = lines.slice(first);
  const end = table.findIndex((line) => !line.startsWith('|'));
  return table
    .slice(2, end < 0 ? undefined : end)
    .map((line) => line.split('|').map((cell) => cell.trim().replace(/^`|`$/g, '')))
    .map(([, path = '', folder = '', caller = '']) => ({ path, folder, caller }));
}

const rows = tableRows();
const procedurePaths = Object.keys(appRouter._def.procedures);

describe('docs/architecture.md "API paths and their folders"', () => {
  test('lists every procedure of appRouter, and only those, once each', () => {
    const listed = rows.map((row) => row.path);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...procedurePaths].sort());
  });

  test.each(rows)('$path lives in $folder', ({ path, folder }) => {
    const dir = join(repo, folder);
    expect(existsSync(dir), `${folder} does not exist`).toBe(true);
    const routers = readdirSync(dir).filter((name) => name.endsWith('.router.ts'));
    expect(routers, `${folder} holds no *.router.ts`).not.toEqual([]);
    const segment = path.split('.').at(-1) ?? '';
    // A procedure is a router's property (`addEntry:`); one mounted alone names its folder (admin.dashboard).
    const defines = new RegExp(`\\b${segment}\\s*:|${segment}`, 'i');
    const found = routers.some((name) => {
      const source = readFileSync(join(dir, name), 'utf8');
      return (
        new RegExp(`\\b${segment}\\s*:`).test(source) ||
        (folder.endsWith(`/${kebab(segment)}/`) && defines.test(source))
      );
    });
    expect(found, `no router in ${folder} defines ${segment}`).toBe(true);
  });
});

/** The table's words for each procedure builder of server/src/trpc/procedures.ts. */
const callerOfBuilder = {
  publicProcedure: 'public',
  authedProcedure: 'signed in',
  participantProcedure: 'participant',
  patientProcedure: 'patient',
  psychologistProcedure: 'psychologist',
  adminProcedure: 'admin',
  clinicalRecordProcedure: 'record author',
} as const satisfies Partial<Record<keyof typeof procedures, string>>;

function middlewaresOf(built: unknown): readonly unknown[] {
  const def: unknown = typeof built === 'function' || typeof built === 'object' ? (built as { _def?: unknown })?._def : undefined;
  const middlewares: unknown = typeof def === 'object' && def !== null && 'middlewares' in def ? def.middlewares : undefined;
  if (!Array.isArray(middlewares)) throw new Error('tRPC procedure without a middleware list');
  return middlewares;
}

/** Who may call a procedure: the builder whose middleware chain is the longest start of the procedure's. */
function callerOf(path: string): string | undefined {
  const chain = middlewaresOf((appRouter._def.procedures as Record<string, unknown>)[path]);
  let best: { caller: string; length: number } | undefined;
  for (const [builder, caller] of Object.entries(callerOfBuilder)) {
    const prefix = middlewaresOf(procedures[builder as keyof typeof callerOfBuilder]);
    const starts = prefix.every((middleware, index) => chain[index] === middleware);
    if (starts && prefix.length > (best?.length ?? -1)) best = { caller, length: prefix.length };
  }
  return best?.caller;
}

test.each(rows)('$path may be called by: $caller', ({ path, caller }) => {
  expect(callerOf(path)).toBe(caller);
});

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
