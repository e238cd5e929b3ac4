import { expect, test, type Page } from './journey-test.ts';
import { demo, logIn, screenshots } from './support.ts';

/** The link's path on this server (the link itself names PUBLIC_URL's host). */
async function feedPath(page: Page): Promise<string> {
  const url = await page.getByTestId('calendar-feed-url').inputValue();
  expect(url).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  expect(await page.getByTestId('calendar-feed-webcal').inputValue()).toBe(url.replace(/^https?:\/\//, 'webcal://'));
  return new URL(url).pathname;
}

test('a patient makes a calendar link, subscribes with it, and replaces it; the old one stops working', async ({ page, request }) => {
  // Two screenshots and six feed fetches: on a shared machine it runs long
  // (docs/decisions/test-timeouts.md "Longer timeouts for the slowest tests").
  test.setTimeout(150_000);
  await logIn(page, demo.patient);
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  await page.getByRole('link', { name: 'Meu perfil' }).click();
  const section = page.getByRole('region', { name: 'Calendário', exact: true });
  await expect(section.getByText('Você ainda não tem um link de calendário.')).toBeVisible();

  await section.getByRole('button', { name: 'Gerar link' }).click();
  await expect(section.getByText('Guarde este link agora')).toBeVisible();
  const first = await feedPath(page);
  const feed = await request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain('X-WR-CALNAME:Acolhe — minhas consultas');
  expect(text).toMatch(/BEGIN:VEVENT\r\nUID:appointment-\d+@/);
  await expect(section.getByRole('link', { name: 'Abrir no app de calendário' })).toHaveAttribute('href', /^webcal:\/\//);
  await section.scrollIntoViewIfNeeded();
  await screenshots(page, 'calendar-feed-patient');

  await section.getByRole('button', { name: 'Gerar novo link' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Gerar um novo link?' });
  await dialog.getByRole('button', { name: 'Gerar novo link' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => new URL(await page.getByTestId('calendar-feed-url').inputValue()).pathname).not.toBe(first);
  const second = await feedPath(page);
  expect(second).not.toBe(first);
  expect((await request.get(first)).status()).toBe(404);
  expect((await request.get(second)).status()).toBe(200);

  // Shown once: after a reload only the date it was made remains.
  await page.reload();
  // A reload on a loaded machine can take a while: the longer wait is for the page, not the text.
  await expect(section.getByText(/Seu link está ativo desde \d{2}\/\d{2}\/\d{4}/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('calendar-feed-url')).toHaveCount(0);
  await section.getByRole('button', { name: 'Desativar link' }).click();
  await page.getByRole('alertdialog', { name: 'Desativar o link do calendário?' }).getByRole('button', { name: 'Desativar link' }).click();
  await expect(section.getByText('Você ainda não tem um link de calendário.')).toBeVisible();
  expect((await request.get(second)).status()).toBe(404);
});

test('a psychologist subscribes to their agenda from the settings', async ({ page, request }) => {
  test.setTimeout(150_000);
  await logIn(page, demo.psychologist);
  await expect(page).toHaveURL(/\/psychologist\/dashboard$/);
  await page.goto('/psychologist/settings');
  const section = page.getByRole('region', { name: 'Calendário', exact: true });
  await section.getByRole('button', { name: 'Gerar link' }).click();
  const path = await feedPath(page);
  const text = await (await request.get(path)).text();
  expect(text).toContain('X-WR-CALNAME:Acolhe — agenda de consultas');
  expect(text).toMatch(/BEGIN:VEVENT\r\nUID:appointment-\d+@/);
  await section.scrollIntoViewIfNeeded();
  await screenshots(page, 'calendar-feed-psychologist');
});
