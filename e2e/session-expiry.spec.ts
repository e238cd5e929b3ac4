import { expect, test, type Page } from './journey-test.ts';
import { withJourneyDatabase } from './fixtures/journey-database.ts';
import { demo, expectToast, holdRequests, journeyNow, logIn, submitLogin } from './support.ts';

/** As if the user had done nothing for 40 minutes by the server's clock: its own idle check then ends the sign-in. */
function ageAuthSessionsOf(email: string): void {
  withJourneyDatabase((db) =>
    db
      .prepare(
        'update auth_sessions set last_seen_at = ? where user_id = (select id from users where email = ?)',
      )
      .run(new Date(journeyNow().getTime() - 40 * 60_000).toISOString(), email),
  );
}

/** Resolves once the dashboard's own reads have been answered: one sent after the ageing would expire the sign-in before the click. */
function dashboardReadsAnswered(page: Page): Promise<unknown> {
  return Promise.all(
    ['patient.overview', 'appointments.dashboard'].map((procedure) =>
      page.waitForResponse((answer) => answer.url().includes(procedure)),
    ),
  );
}

/**
 * Signs the patient in to the dashboard with its read held (one request, or several: whichever carries
 * it), then ages the sign-in: the read, once released, is refused. Returns the release.
 */
async function onDashboardWithReadHeld(page: Page): Promise<() => void> {
  const release = await holdRequests(
    page,
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('appointments.dashboard'),
  );
  await logIn(page, demo.patient);
  await expect(page.getByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
  ageAuthSessionsOf(demo.patient);
  return release;
}

test('after 30 idle minutes the next click says the session expired, and login returns to that page', async ({
  page,
}) => {
  const answered = dashboardReadsAnswered(page);
  await logIn(page, demo.patient);
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  await answered;

  ageAuthSessionsOf(demo.patient);
  await page.getByRole('link', { name: 'Meu perfil' }).click();

  await expectToast(page, 'Sua sessão expirou. Entre novamente.');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

  await submitLogin(page, demo.patient);
  await expect(page).toHaveURL(/\/patient\/profile$/);
});

test('a sign-in found expired while the next screen still loads leads back to that screen after login', async ({
  page,
}) => {
  const releaseDashboardRead = await onDashboardWithReadHeld(page);

  const releaseProfileCode = await holdRequests(page, /\/assets\/patient-profile-page-[\w-]+\.js$/);
  await page.getByRole('link', { name: 'Meu perfil' }).click();
  // The address shows the chosen page while the dashboard stays on screen until the profile's code arrives.
  await expect(page).toHaveURL(/\/patient\/profile$/);
  await expect(page.getByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();

  // The dashboard's read reaches the server now, after the ageing, and is refused.
  releaseDashboardRead();
  await expectToast(page, 'Sua sessão expirou. Entre novamente.');
  await expect(page).toHaveURL(/\/login$/);
  releaseProfileCode();

  await submitLogin(page, demo.patient);
  await expect(page).toHaveURL(/\/patient\/profile$/);
});

test('a guarded page reached after the sign-in expired elsewhere leads back to itself after login', async ({
  page,
}) => {
  const answered = dashboardReadsAnswered(page);
  await logIn(page, demo.patient);
  await answered;
  ageAuthSessionsOf(demo.patient);

  // Expired on a public page first, then the user follows a link to a guarded page.
  await page.goto('/agenda');
  const book = page.getByRole('link', { name: 'Agendar Consulta' }).first();
  const booking = await book.getAttribute('href');
  expect(booking).toMatch(/^\/schedule\/\d+$/);
  await book.click();
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, demo.patient);
  await expect(page).toHaveURL(new RegExp(`${booking ?? 'none'}$`));
});

test('a sign-in found expired while the user leaves the area lets them leave', async ({ page }) => {
  const releaseDashboardRead = await onDashboardWithReadHeld(page);

  const releaseLandingCode = await holdRequests(page, /\/assets\/landing-page-[\w-]+\.js$/);
  await page.getByRole('link', { name: 'Acolhe — página inicial' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  releaseDashboardRead();
  await expectToast(page, 'Sua sessão expirou. Entre novamente.');
  releaseLandingCode();

  // The home page the user chose, not the login page.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByLabel('Senha')).toHaveCount(0);
});
