import { existsSync, globSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * The docs are the code's map: every backticked repository path in README.md and docs/ (`server/src/…`,
 * `client/src/…`, `e2e/*.spec.ts`, …) must name a file or folder that exists, so a move that leaves the
 * map behind fails here (docs/testing.md "Paths in the docs"). Paths the server
 * docs write from `server/src` (`http/…`, `modules/…`, `db/…`) are held to that folder. Paths under a
 * folder .gitignore names (`client/dist/`, the builds' output) are made by a build and are not checked.
 */
const repo = join(import.meta.dirname, '..');

const fromRoot = ['server', 'client', 'shared', 'docs', 'deploy', 'lint', 'scripts', 'e2e', 'bench', 'migrations'];
const fromServerSource = ['modules', 'http', 'db', 'identity', 'trpc', 'secrets'];
const pathPattern = new RegExp(`^(?:${[...fromRoot, ...fromServerSource].join('|')})/[\\w.@*\\[\\]/-]*$`);

function markdownUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return markdownUnder(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** Folders .gitignore names outright (`client/dist/`): what is in them is built, not kept. */
const builtFolders = readFileSync(join(repo, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.endsWith('/') && !/[*?[!#]/.test(line));

interface Mention {
  where: string;
  path: string;
}

/** Every inline code span of a markdown file that is a repository path alone (outside fenced blocks). */
function mentionsOf(file: string): Mention[] {
  const mentions: Mention[] = [];
  let inFence = false;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (line.trimStart().startsWith('```')) inFence = !inFence;
      if (inFence) return;
      for (const [, code = ''] of line.matchAll(/`([^`\s]+)`/g)) {
        // A line or an anchor after the path (`router.ts:12`, `file.md#part`) is not part of it.
        const path = code.replace(/[:#].*$/, '');
        if (pathPattern.test(path)) mentions.push({ where: `${relative(repo, file)}:${index + 1}`, path });
      }
    });
  return mentions;
}

function inRepository(path: string): string {
  const top = path.split('/')[0] ?? '';
  return fromServerSource.includes(top) ? `server/src/${path}` : path;
}

function exists(path: string): boolean {
  if (/[*?[]/.test(path)) return globSync(path, { cwd: repo }).length > 0;
  return existsSync(join(repo, path));
}

const mentions = [join(repo, 'README.md'), ...markdownUnder(join(repo, 'docs'))]
  .flatMap(mentionsOf)
  .map(({ where, path }) => ({ where, path, resolved: inRepository(path) }))
  .filter(({ resolved }) => !builtFolders.some((folder) => `${resolved}/`.startsWith(folder)));

describe('repository paths named in the docs', () => {
  test('there are some (the pattern still finds them)', () => {
    expect(mentions.length).toBeGreaterThan(100);
  });

  test.each(mentions)('$where: $path', ({ path, resolved }) => {
    expect(exists(resolved), `${path} names nothing in the repository (looked for ${resolved})`).toBe(true);
  });
});
