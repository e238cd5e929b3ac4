import { expect, test, type APIRequestContext, type Page } from './journey-test.ts';
import { initialsOf } from '@acolhe/shared/names';
import { approvedPsychologist, psychologistApplication, signedIn } from './fixtures/approved-psychologist.ts';
import {
  appRunning,
  demo,
  demoPassword,
  demoPsychologistId,
  demoPsychologistName,
  holdRequests,
  journeyNow,
  submitLogin,
  trpcMutation,
  trpcQuery,
  uniqueEmail,
} from './support.ts';

// The directory, a profile and each role's dashboard come from the server as HTML with their data
// (client/src/server-render/), so they read without any script; the app then adopts the page.

const pageStateMarker = 'id="acolhe-page-state"';

async function signIn(request: APIRequestContext, email: string): Promise<void> {
  const answer = await request.post('/trpc/auth.login', { data: { email, password: demoPassword } });
  expect(answer.ok()).toBe(true);
}

/** Holds back the app's scripts (or those matching `which`) until `release` is called, as on a slow phone. */
function holdScripts(page: Page, which: RegExp = /\/assets\/.*\.js$/): Promise<() => void> {
  return holdRequests(page, which);
}

interface ListedPsychologist {
  name: string;
  photoUrl: string | null;
}

/** The psychologists on the directory's first page who have a photo (the demo gives most of them one). */
type WithPhoto = ListedPsychologist & { photoUrl: string };

async function psychologistsWithPhotos(request: APIRequestContext): Promise<[WithPhoto, ...WithPhoto[]]> {
  const first = await trpcQuery<{ items: ListedPsychologist[] }>(request, 'directory.list', {});
  const [one, ...others] = first.items.filter((item): item is WithPhoto => item.photoUrl !== null);
  if (!one) throw new Error('no demo psychologist with a photo on the first page');
  return [one, ...others];
}

// The server loads its renderer a moment after it starts listening; until then pages are the shell.
test.beforeAll(async ({ request }) => {
  await expect
    .poll(async () => (await (await request.get('/agenda')).text()).includes(pageStateMarker), { timeout: 30_000 })
    .toBe(true);
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the directory shows the first page of psychologists the server lists', async ({ page, request }) => {
    const first = await trpcQuery<{ items: { name: string }[] }>(request, 'directory.list', {});
    await page.goto('/agenda');
    await expect(page.getByRole('heading', { name: 'Encontre seu psicólogo' })).toBeVisible();
    await expect(page).toHaveTitle('Encontre seu psicólogo — Acolhe');
    await expect(page.getByRole('article')).toHaveCount(first.items.length);
    await expect(page.getByRole('article').first()).toContainText(first.items[0]?.name ?? '—');
    await expect(page.getByRole('link', { name: 'Ver Perfil' }).first()).toHaveAttribute('href', /^\/psychologist\/\d+$/);
  });

  test("the directory's cards show each psychologist's photo, not their initials", async ({ page, request }) => {
    const withPhoto = await psychologistsWithPhotos(request);
    await page.goto('/agenda');
    for (const item of withPhoto) {
      const photo = page.getByRole('article', { name: item.name, exact: true }).locator(`img[src="${item.photoUrl}"]`);
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    }
  });

  test("a profile shows the psychologist's name and the way to book", async ({ page, request }) => {
    await page.goto(`/psychologist/${await demoPsychologistId(request)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(demoPsychologistName);
    await expect(page).toHaveTitle(`${demoPsychologistName} — Acolhe`);
    await expect(page.getByRole('link', { name: 'Agendar Consulta' }).first()).toBeVisible();
  });

  test('an unknown profile is answered 404 and says the psychologist was not found', async ({ page }) => {
    const answer = await page.goto('/psychologist/987654');
    expect(answer?.status()).toBe(404);
    await expect(page.getByText('Psicólogo não encontrado')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver todos os psicólogos' })).toHaveAttribute('href', '/agenda');
  });

  test("the patient's dashboard greets them with their own figures", async ({ page }) => {
    await signIn(page.request, demo.patient);
    const overview = await trpcQuery<{ upcoming: number; completed: number }>(page.request, 'patient.overview');
    await page.goto('/patient/dashboard');
    await expect(page.getByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
    await expect(page).toHaveTitle('Olá, Ana! — Acolhe');
    const figure = (label: string) => page.getByRole('term').filter({ hasText: label }).locator('+ dd');
    await expect(figure('Próximas consultas')).toHaveText(String(overview.upcoming));
    await expect(figure('Consultas realizadas')).toHaveText(String(overview.completed));
  });
});

test('the app adopts the directory without asking again for what it shows, and works on', async ({ page }) => {
  const asked: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/trpc/')) asked.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/agenda');
  await page.waitForLoadState('networkidle');
  expect(asked.filter((path) => path.includes('directory.list') || path.includes('auth.me'))).toEqual([]);
  expect(problems).toEqual([]);

  // Alive once adopted (the network can fall quiet before the adoption ends): a sort asks the server and
  // the address keeps it.
  await expect(page.locator('#root[data-adopted="true"]')).toBeAttached({ timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: 'Menor preço' });
  await expect(page).toHaveURL(/ordem=price-low/);
  await expect.poll(() => asked.some((path) => path.includes('directory.list'))).toBe(true);
});

test('the app adopts an unknown profile as not found, without asking again or showing a spinner', async ({ page }) => {
  const asked: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/trpc/')) asked.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('404')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/psychologist/987654');
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Psicólogo não encontrado')).toBeVisible();
  await expect(page.getByText('Carregando perfil...')).toHaveCount(0);
  expect(asked.filter((path) => path.includes('directory.profile'))).toEqual([]);
  expect(problems).toEqual([]);
});

test('a private page is rendered only for its own role; anyone else gets the shell', async ({ request, playwright, baseURL }) => {
  const anonymous = await (await request.get('/patient/dashboard')).text();
  expect(anonymous).toContain('<div id="root"></div>');
  expect(anonymous).not.toContain(pageStateMarker);

  const psychologist = await playwright.request.newContext({ baseURL });
  await signIn(psychologist, demo.psychologist);
  const wrongRole = await psychologist.get('/patient/dashboard');
  expect(await wrongRole.text()).not.toContain(pageStateMarker);
  const own = await psychologist.get('/psychologist/dashboard');
  expect(own.headers()['cache-control']).toBe('no-store');
  expect(await own.text()).toContain(pageStateMarker);
  await psychologist.dispose();

  // '/psychologist/dashboard' is the dashboard, not the profile of a psychologist called "dashboard", and
  // the psychologist's other pages are theirs too: the browser renders them.
  const patient = await playwright.request.newContext({ baseURL });
  await signIn(patient, demo.patient);
  for (const path of ['/psychologist/dashboard', '/psychologist/patients', '/psychologist/reports']) {
    const answer = await patient.get(path);
    expect(answer.status(), path).toBe(200);
    expect(await answer.text(), path).toContain('<div id="root"></div>');
  }
  await patient.dispose();
  const visitorPage = await (await request.get('/psychologist/settings')).text();
  expect(visitorPage).toContain('<div id="root"></div>');
});

// A signed-in page is rendered for its reader and scored by no crawler: its first script comes after the
// content and nothing is hinted, so the parse reaches the content before any script is compiled
// (server/src/http/pages/script-after-content.ts). Public pages keep the hints their Lighthouse score needs.
test("a signed-in page names its first script after the content and hints nothing; a public page keeps its hints", async ({ page, request }) => {
  const publicPage = await (await request.get('/agenda')).text();
  expect(publicPage).toContain('rel="modulepreload"');
  expect(publicPage.indexOf('<script type="module"')).toBeLessThan(publicPage.indexOf('<div id="root">'));

  await signIn(page.request, demo.patient);
  const privatePage = await (await page.request.get('/patient/dashboard')).text();
  expect(privatePage).toContain(pageStateMarker);
  expect(privatePage).not.toContain('rel="modulepreload"');
  expect(privatePage.indexOf('<script type="module"')).toBeGreaterThan(privatePage.indexOf(pageStateMarker));

  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/patient/dashboard');
  await expect(page.getByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root[data-adopted="true"]')).toBeAttached({ timeout: 30_000 });
  // Adopted by the app: its links now navigate within the page, which keeps what was set on it.
  await page.evaluate(() => Object.assign(window, { keptAcrossNavigation: true }));
  await page.getByRole('link', { name: 'Minhas consultas' }).first().click();
  await expect(page.getByRole('heading', { name: 'Minhas consultas', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'keptAcrossNavigation' in window)).toBe(true);
  expect(problems).toEqual([]);
});

// The psychologist's dashboard decides "started", "cancellable" and the join hint from "now": rendered on
// the server, that is the server's clock (CLOCK_START in the journeys), so the app adopts it unchanged.
test("the psychologist's dashboard rendered on the server is adopted as it is, at the server's instant", async ({ page }) => {
  await signIn(page.request, demo.psychologist);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/psychologist/dashboard');
  await expect(page.getByRole('region', { name: 'Consultas de hoje' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root[data-adopted="true"]')).toBeAttached({ timeout: 30_000 });
  expect(problems).toEqual([]);
});

// The server reads what each dashboard and a profile show before it renders them (page-reads.ts), so each
// is rendered once instead of once per layer of data (the session, then the page's own answers).
test('each dashboard and a profile are rendered in one pass', async ({ request, playwright, baseURL }) => {
  const profile = `/psychologist/${await demoPsychologistId(request)}`;
  const passesOf = (answer: { headers(): Record<string, string> }) => /desc="(\d+) pass/.exec(answer.headers()['server-timing'] ?? '')?.[1];
  for (const [email, path] of [
    [demo.patient, '/patient/dashboard'],
    [demo.psychologist, '/psychologist/dashboard'],
    [demo.admin, '/admin/dashboard'],
    [demo.patient, profile],
    [null, profile],
  ] as const) {
    const viewer = await playwright.request.newContext({ baseURL });
    if (email) await signIn(viewer, email);
    const answer = await viewer.get(path);
    expect(await answer.text(), path).toContain(pageStateMarker);
    expect(passesOf(answer), `${email} ${path}`).toBe('1');
    await viewer.dispose();
  }
});

// An applicant not yet approved lands on the dashboard's address and sees where their application
// stands: the dashboard's own reads (refused to them) are not made, and the page is still one pass.
test("a psychologist awaiting approval gets their application's state from the server, in one pass", async ({ playwright, baseURL }) => {
  const email = uniqueEmail('aguardando-ssr');
  const visitor = await playwright.request.newContext({ baseURL });
  await trpcMutation(visitor, 'auth.register', psychologistApplication('Renata Aguiar', email));
  await visitor.dispose();
  const applicant = await signedIn(baseURL ?? '', email);
  const answer = await applicant.get('/psychologist/dashboard');
  const html = await answer.text();
  expect(html).toContain(pageStateMarker);
  expect(html).toContain('Aguardando Aprovação');
  expect(/desc="(\d+) pass/.exec(answer.headers()['server-timing'] ?? '')?.[1]).toBe('1');
  await applicant.dispose();
});

// Chakra's global styles (reset, tokens as CSS variables, the page colours) come in the server's HTML on
// an adopted page, which does not build them again (client/build/chakra-lazy-global.ts), and from the
// app on a page it renders itself; both must hold, also after navigating from one to the other.
test("Chakra's global styles hold on an adopted page and on one the app renders itself", async ({ page }) => {
  const globals = () =>
    page.evaluate(() => ({
      brand: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-teal-650').trim(),
      background: getComputedStyle(document.body).backgroundColor,
    }));
  const styled = { brand: '#0f766e', background: 'rgb(250, 250, 250)' };
  await page.goto('/agenda');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root[data-adopted="true"]')).toBeAttached({ timeout: 30_000 });
  expect(await globals()).toMatchObject(styled);
  await page.getByRole('link', { name: 'Entrar', exact: true }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  expect(await globals()).toMatchObject(styled);

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  expect(await globals()).toMatchObject(styled);
});

// Moving a sheet re-styles and lays out the whole page, so the app adopts the server's style elements
// where they stand (client/src/app/page-style-cache.ts) and writes none of their rules a second time.
test("adopting a page leaves the server's styles in place and writes none of their rules again", async ({ page, request }) => {
  await page.addInitScript(() => {
    const moved: string[] = [];
    Object.assign(window, { movedStyles: moved });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes) if (node.nodeName === 'STYLE') moved.push((node as Element).outerHTML.slice(0, 60));
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/agenda', `/psychologist/${await demoPsychologistId(request)}`]) {
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-adopted', 'true');
    await page.waitForLoadState('networkidle');
    const styles = await page.evaluate(() => {
      const written = document.querySelector('style[data-page-styles]');
      const ids = new Set(written?.getAttribute('data-page-styles')?.split(' ') ?? []);
      const again = [...document.querySelectorAll('style:not([data-page-styles])')].flatMap((element) =>
        [...(element.textContent ?? '').matchAll(/\.css-([a-z0-9]+)/g)].map((match) => match[1]).filter((id) => id !== undefined && ids.has(id)),
      );
      return { written: ids.size, again, moved: (window as unknown as { movedStyles: string[] }).movedStyles };
    });
    expect(styles.written, path).toBeGreaterThan(20);
    expect(styles.again, path).toEqual([]);
    expect(styles.moved, path).toEqual([]);
  }
});

test('a search typed before the app adopts the directory is not lost', async ({ page, request }) => {
  const first = await trpcQuery<{ items: { name: string }[] }>(request, 'directory.list', {});
  const wanted = first.items.at(-1)?.name ?? '—';
  // The app's scripts wait until the search is typed, as on a slow phone.
  const release = await holdScripts(page);
  // Not 'domcontentloaded': that waits for the module scripts held back here.
  await page.goto('/agenda', { waitUntil: 'commit' });
  await page.getByPlaceholder('Buscar por nome ou especialidade').fill(wanted);
  release();
  await expect(page).toHaveURL(/busca=/, { timeout: 30_000 });
  await expect(page.getByRole('article', { name: wanted, exact: true })).toBeVisible();
});

test('a sort and a specialty chosen before the app adopts the directory are not lost', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/agenda', { waitUntil: 'commit' });
  await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: 'Menor preço' });
  await page.getByRole('combobox', { name: 'Especialidade' }).selectOption({ index: 1 });
  const specialty = await page.getByRole('combobox', { name: 'Especialidade' }).inputValue();
  release();
  await expect(page).toHaveURL(/ordem=price-low/, { timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`especialidade=${encodeURIComponent(specialty).replace(/%20/g, '(\\+|%20)')}`));
  await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('price-low');
  await expect(page.getByRole('combobox', { name: 'Especialidade' })).toHaveValue(specialty);
});

test('a visitor who picks a date chip before the app adopts the profile keeps that date through the login', async ({ page, request }) => {
  const psychologistId = await demoPsychologistId(request);
  const release = await holdScripts(page);
  await page.goto(`/psychologist/${psychologistId}`, { waitUntil: 'commit' });
  const chip = page.getByRole('region', { name: 'Próximas datas disponíveis' }).getByRole('link').first();
  const href = (await chip.getAttribute('href')) ?? '';
  expect(href).toMatch(new RegExp(`^/schedule/${psychologistId}\\?data=\\d{4}-\\d{2}-\\d{2}$`));
  await chip.click();
  release();
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  await submitLogin(page, demo.patient);
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('group', { name: 'Datas disponíveis' }).getByRole('button', { pressed: true })).toHaveCount(1);
});

test('a tap on a server-rendered button while the app is still starting is made once the app listens', async ({ page }) => {
  // The first script runs; the app's own modules wait until the tap, as on a slow phone.
  const release = await holdScripts(page, /\/assets\/(theme|mount-app)-[\w-]+\.js$/);
  await page.goto('/agenda', { waitUntil: 'commit' });
  await expect(page.locator('#root[data-app="starting"]')).toBeAttached({ timeout: 30_000 });
  const pager = page.getByRole('navigation', { name: 'Paginação' });
  await expect(pager).toContainText('Página 1 de');
  await pager.getByRole('button', { name: 'Próxima' }).click();
  // The tap came before React listened, and did nothing yet.
  await expect(page.locator('#root')).toHaveAttribute('data-app', 'starting');
  await expect(page).toHaveURL(/\/agenda$/);
  release();
  await expect(page).toHaveURL(/pagina=2/, { timeout: 30_000 });
  await expect(pager).toContainText('Página 2 de');
});

test("a tap while React listens but waits for the screen's chunk is made once the page is adopted, and only once", async ({ page }) => {
  // React is listening, but cannot adopt the directory before its chunk arrives: it stops such a tap.
  const release = await holdScripts(page, /\/assets\/public-pages-[\w-]+\.js$/);
  await page.goto('/agenda', { waitUntil: 'commit' });
  await appRunning(page);
  const pager = page.getByRole('navigation', { name: 'Paginação' });
  await pager.getByRole('button', { name: 'Próxima' }).click();
  // React stopped the tap: the page is not adopted, and nothing happened yet.
  await expect(page.locator('#root')).not.toHaveAttribute('data-adopted', 'true');
  await expect(page).toHaveURL(/\/agenda$/);
  release();
  await expect(page).toHaveURL(/pagina=2/, { timeout: 30_000 });
  await expect(pager).toContainText('Página 2 de');
  // Made twice, the tap would go on to page 3 within a task or two.
  await expect(page.locator('#root[data-adopted="true"]')).toBeAttached();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/pagina=2/);
});

test('a tap made more than 5 s before the app adopts the page is not made any more', async ({ page }) => {
  const release = await holdScripts(page, /\/assets\/(theme|mount-app)-[\w-]+\.js$/);
  await page.goto('/agenda', { waitUntil: 'commit' });
  await expect(page.locator('#root[data-app="starting"]')).toBeAttached({ timeout: 30_000 });
  await page.getByRole('navigation', { name: 'Paginação' }).getByRole('button', { name: 'Próxima' }).click();
  await expect(page.locator('#root')).toHaveAttribute('data-app', 'starting');
  // Past the 5 s lifetime of a kept tap (earlyTapLifetimeMs in client/src/start/early-tap.ts).
  await page.waitForTimeout(5_500);
  release();
  await expect(page.locator('#root[data-adopted="true"]')).toBeAttached({ timeout: 30_000 });
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/agenda$/);
});

test("a photo that fails to load leaves the psychologist's initials", async ({ page, request }) => {
  const [withPhoto] = await psychologistsWithPhotos(request);
  await page.route(/\/api\/photos\//, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/agenda');
  const card = page.getByRole('article', { name: withPhoto.name, exact: true });
  await expect(card.locator('img')).toHaveCount(0);
  await expect(card.getByText(initialsOf(withPhoto.name), { exact: true })).toBeVisible();
});

test('photos that load stay shown after the app adopts the page', async ({ page, request }) => {
  const [withPhoto] = await psychologistsWithPhotos(request);
  await page.goto('/agenda');
  await expect(page.locator('#root[data-adopted="true"]')).toBeAttached({ timeout: 30_000 });
  const photo = page.getByRole('article', { name: withPhoto.name, exact: true }).locator(`img[src="${withPhoto.photoUrl}"]`);
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test("a visitor's directory page is kept until the directory changes, and the app adopts a kept page without asking again", async ({ page, request, baseURL }) => {
  const name = 'Rosalina Guardada';
  const psychologist = await approvedPsychologist(baseURL ?? '', { name, emailPrefix: 'pagina-guardada' });
  const path = `/agenda?busca=${encodeURIComponent('Rosalina Guardada')}`;
  const fetchPage = async () => {
    const answer = await request.get(path);
    expect(answer.status()).toBe(200);
    return { hit: answer.headers()['x-cache'] === 'hit', html: await answer.text() };
  };
  const rendered = await fetchPage();
  expect(rendered.html).toContain(name);
  expect(rendered.html).toContain('R$\u00a0150,00');
  const kept = await fetchPage();
  expect(kept.hit).toBe(true);
  expect(kept.html).toBe(rendered.html);

  // The kept page's answers count as fresh when it arrives, by the browser's clock: with that clock five
  // minutes past the render (a page kept that long), the app still asks for none of them again.
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/trpc/')) asked.push(sent.url());
  });
  // The browser's clock five minutes ahead of the journeys' clock, the servers' (journey-test.ts keeps the
  // page's navigation timing, which the app reads, through Playwright's clock).
  await page.clock.setSystemTime(journeyNow().getTime() + 5 * 60_000);
  await page.goto(path);
  await expect(page.locator('#root[data-adopted="true"]')).toBeAttached({ timeout: 30_000 });
  await expect(page.getByRole('article', { name, exact: true })).toBeVisible();
  expect(asked).toEqual([]);

  // A fee change bumps the directory's version: the next visitor gets the page anew, with the new fee.
  type Settings = { name: string; email: string; phone: string; specialty: string; experience: string | null; bio: string };
  const { experience, ...settings } = await trpcQuery<Settings>(psychologist.api, 'psychologistSettings.profile');
  await trpcMutation(psychologist.api, 'psychologistSettings.updateProfile', { ...settings, experience: experience ?? '', hourlyRate: 180 });
  const changed = await fetchPage();
  expect(changed.hit).toBe(false);
  expect(changed.html).toContain('R$\u00a0180,00');
  expect((await fetchPage()).hit).toBe(true);

  // Signed in, the page is always the visitor's own.
  await signIn(page.request, demo.patient);
  const signedIn = await page.request.get(path);
  expect(signedIn.headers()['x-cache']).toBeUndefined();
  expect(signedIn.headers()['cache-control']).toBe('no-store');
  await psychologist.api.dispose();
});
