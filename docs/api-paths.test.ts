import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { appRouter } from '../server/src/router.ts';

const repo = join(import.meta.dirname, '..');
const heading = '## API paths and their folders';

interface Row {
  path: string;
  folder: string;
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
    .map(([, path = '', folder = '']) => ({ path, folder }));
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

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
