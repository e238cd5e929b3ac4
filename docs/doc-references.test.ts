import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * Comments that send the reader to the documentation name the file from the repository root and the
 * heading in double quotes: `docs/domain.md "Booking"`, `README "Tests"` (docs/testing.md
 * "References from code comments to the docs"). Every such reference must name a file and a heading
 * that exist.
 */
const repo = join(import.meta.dirname, '..');
const roots = [
  'server',
  'client/src',
  'client/build',
  'client/vite.config.ts',
  'shared',
  'scripts',
  'bench',
  'e2e',
  'lint',
  'deploy',
  'migrations',
  'playwright.config.ts',
  'eslint.config.js',
  'vitest.config.ts',
  'vitest.postgres.config.ts',
  'vitest.executable.config.ts',
];
const skipped = new Set(['node_modules', 'dist', 'dist-ssr', '.tsbuild']);
const slashCommented = new Set(['.ts', '.tsx', '.mjs', '.cjs', '.js', '.c', '.h']);

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => !skipped.has(name))
    .flatMap((name) => filesUnder(join(path, name)));
}

/** The text of every comment of a file, each comment on one line (its markers and line breaks gone). */
function commentsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const raw = slashCommented.has(extname(file))
    ? (source.match(/\/\*[\s\S]*?\*\/|\/\/[^\n]*(?:\n[ \t]*\/\/[^\n]*)*/g) ?? [])
    : (source.match(/#[^\n]*(?:\n[ \t]*#[^\n]*)*/g) ?? []);
  return raw.map((comment) =>
    comment
      .split('\n')
      .map((line) => line.replace(/^\s*(\/\*+|\*\/|\*|\/\/+|#+)?/, '').replace(/\*\/\s*$/, ''))
      .join(' ')
      .replace(/\s+/g, ' '),
  );
}

function headingsOf(markdownFile: string): Set<string> {
  const headings = new Set<string>();
  let inFence = false;
  for (const line of readFileSync(markdownFile, 'utf8').split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    if (inFence || !/^#{1,6} /.test(line)) continue;
    const heading = line.replace(/^#+/, '').trim();
    headings.add(heading);
    // A heading's closing parenthesis may be left out: "Clinical records" names "Clinical records (prontuário)".
    headings.add(heading.replace(/ \(.*\)$/, ''));
  }
  return headings;
}

interface Reference {
  where: string;
  file: string;
  comma: boolean;
  heading: string;
}

const referencePattern = /\b(README(?:\.md)?|docs\/[\w./-]+\.md)(,?) "([^"]+)"/g;

const comments = roots
  .map((root) => join(repo, root))
  .filter((path) => existsSync(path))
  .flatMap(filesUnder)
  .filter((file) => !file.endsWith('doc-references.test.ts'))
  .flatMap((file) => commentsOf(file).map((text) => ({ where: relative(repo, file), text })));

const references: Reference[] = comments.flatMap(({ where, text }) =>
  [...text.matchAll(referencePattern)].map(([, file = '', comma, heading = '']) => ({
    where,
    file: file.startsWith('README') ? 'README.md' : file,
    comma: comma === ',',
    heading,
  })),
);

describe('references from code comments to the docs', () => {
  test('there are some (the pattern still finds them)', () => {
    expect(references.length).toBeGreaterThan(10);
  });

  test.each(references)('$where: $file "$heading"', ({ file, comma, heading }) => {
    expect(comma, 'write the file and the quoted heading with only a space between them').toBe(false);
    const path = join(repo, file);
    expect(existsSync(path), `${file} does not exist`).toBe(true);
    expect([...headingsOf(path)], `${file} has no heading "${heading}"`).toContain(heading);
  });

  test('no comment cites the decisions document outside the repository', () => {
    const outside = comments
      .filter(({ text }) => /(?<![\w/])decisions\.md\b|\bREADME,? \(|\bREADME, "/.test(text))
      .map(({ where }) => where);
    expect(outside).toEqual([]);
  });
});
