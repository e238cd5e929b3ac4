import { expect, test, type Page } from '@playwright/test';
import { withJourneyDatabase } from './fixtures/journey-database.ts';
import { demo, demoPassword, expectToast, logIn } from './support.ts';

/** As if the user had done nothing for 40 minutes: the server's own idle check then ends the sign-in. */
function ageAuthSessionsOf(email: string): void {
  withJourneyDatabase((db) =>
    db
      .prepare('update auth_sessions set last_seen_at = ? where user_id = (select id from users where email = ?)')
      .run(new Date(Date.now() - 40 * 60_000).toISOString(), email),
  );
}

/** Resolves once the dashboard's own reads have been answered: one sent after the ageing would expire the sign-in before the click. */
function dashboardReadsAnswered(page: Page): Promise<unknown> {
  return Promise.all(
    ['patient.overview', 'appointments.dashboard'].map((procedure) => page.waitForResponse((answer) => answer.url().includes(procedure))),
  );
}

test('after 30 idle minutes the next click says the session expired, and login returns to that page', async ({ page }) => {
  const answered = dashboardReadsAnswered(page);
  await logIn(page, demo.patient);
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  await answered;

  ageAuthSessionsOf(demo.patient);
  await page.getByRole('link', { name: 'Meu perfil' }).click();

  await expectToast(page, 'Sua sessão expirou. Entre novamente.');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

  await page.getByLabel('E-mail').fill(demo.patient);
  await page.getByLabel('Senha').fill(demoPassword);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/patient\/profile$/);
});
