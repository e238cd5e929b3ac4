import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from './journey-test.ts';
import { trpcQuery } from './support.ts';

/**
 * The JS a first visit downloads, gzipped here at level 9 so the figure is the same on every machine:
 * sizes are deterministic where times are not. The limits are the issue's: a cold `/` at most 150 KB,
 * a cold `/agenda` at most 200 KB.
 */
async function coldScriptBytes(page: Page, path: string, ready: () => Promise<void>): Promise<{ gzip: number; files: string[] }> {
  const bodies: Promise<Buffer>[] = [];
  const files: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    files.push(new URL(response.url()).pathname);
    bodies.push(response.body());
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  const gzip = (await Promise.all(bodies)).reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  // The list, for finding what to move out of the first load when a limit is crossed.
  mkdirSync('.test-output/bundle', { recursive: true });
  writeFileSync(`.test-output/bundle/${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}.json`, JSON.stringify({ gzip, files }, null, 2));
  return { gzip, files };
}

/**
 * The directory's ten files (client/vite.config.ts): the first script and what it imports, the route
 * preloading, Rolldown's runtime, the route table, React, Chakra, the theme, the app and the public pages;
 * with a margin of two.
 */
const maxPublicPageScripts = 12;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('a cold load of / asks for at most 150 KB of gzipped JS', async ({ page }) => {
  const { gzip, files } = await coldScriptBytes(page, '/', () => expect(page.getByTestId('stat-psychologists')).toBeVisible());
  console.log(`/: ${kb(gzip)} of JS in ${files.length} files`);
  expect(gzip).toBeLessThanOrEqual(150 * 1024);
});

test('a cold load of /agenda asks for at most 200 KB of gzipped JS', async ({ page }) => {
  const { gzip, files } = await coldScriptBytes(page, '/agenda', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 }));
  console.log(`/agenda: ${kb(gzip)} of JS in ${files.length} files`);
  // The page really ran: its cards came from the server.
  await expect(page.getByRole('link', { name: /Ver perfil/i }).first()).toBeVisible();
  expect(gzip).toBeLessThanOrEqual(200 * 1024);
  // Each file a page's script asks for costs the main thread of a phone, apart from its bytes
  // (client/vite.config.ts groups the public pages; Rolldown alone made 47 of them).
  expect(files.length, files.join('\n')).toBeLessThanOrEqual(maxPublicPageScripts);
});

test("a cold load of a psychologist's profile asks for as few script files as the directory, and no zod", async ({ page, request }) => {
  const { items } = await trpcQuery<{ items: { id: number }[] }>(request, 'directory.list', {});
  expect(items.length, 'the directory lists someone').toBeGreaterThan(0);
  const { files } = await coldScriptBytes(page, `/psychologist/${items[0]?.id ?? 0}`, () => expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 }));
  expect(files.length, files.join('\n')).toBeLessThanOrEqual(maxPublicPageScripts);
  // The profile shows one appointment message; taken from the schemas' module, it brought zod along.
  const withZod = files.filter((file) => readFileSync(`client/dist${file}`, 'utf8').includes('`$ZodType`'));
  expect(withZod).toEqual([]);
});

test("the server's page renderer carries React's production build only, whatever NODE_ENV the server runs with", () => {
  const renderer = readFileSync('client/dist-ssr/render-page.js', 'utf8');
  expect(renderer.includes('renderPage'), 'the renderer exports renderPage').toBe(true);
  // React picks its build at run time from process.env.NODE_ENV; the build settles it instead.
  expect(renderer.includes('process.env.NODE_ENV'), 'the renderer reads process.env.NODE_ENV at run time').toBe(false);
});

// The first script's static imports are evaluated in the task that ends the parse, which also styles the
// whole page: React's evaluation there made one long task on `/agenda` (client/src/main.tsx;
// docs/decisions/first-script.md "A light first script and a start in stages"), and Chakra's had made it
// longer still. The HTML names both, so they are fetched
// with the first script (client/build/preload-chunk.ts) and evaluated in tasks of their own.
test('the first script imports neither React nor Chakra, and the page still fetches both at once', () => {
  const html = readFileSync('client/dist/index.html', 'utf8');
  const entry = /<script type="module" crossorigin src="\/assets\/([^"]+)"/.exec(html)?.[1];
  expect(entry, 'index.html names its first script').toBeDefined();
  // Every file the first script's evaluation reaches: its static imports, theirs, and so on.
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    for (const match of readFileSync(`client/dist/assets/${file}`, 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(match[1] ?? '');
  };
  visit(entry ?? '');
  expect([...reached].filter((file) => file.startsWith('framework-') || file.startsWith('chakra-'))).toEqual([]);
  // It does start the app: the route preloading it imports first is hinted, with React under it.
  expect(readFileSync(`client/dist/assets/${entry}`, 'utf8')).toMatch(/import\(["`]\.\/preload-route-[^"`]+\.js["`]\)/);
  for (const chunk of ['preload-route', 'framework', 'chakra']) {
    expect(html, `index.html hints ${chunk}`).toMatch(new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${chunk}-[^"]+\\.js">`));
  }
});
