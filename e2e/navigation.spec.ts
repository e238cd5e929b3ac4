import { expect, test } from './journey-test.ts';
import { demo, logIn } from './support.ts';

test('an unknown path shows the 404 page, logs the path and links home', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/caminho/que-nao-existe');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(logged.some((line) => line.includes('/caminho/que-nao-existe'))).toBe(true);
  await page.getByRole('link', { name: 'Voltar para a página inicial' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a patient typing an admin URL is sent to their own dashboard', async ({ page }) => {
  await logIn(page, demo.patient);
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  await page.goto('/admin/psychologists');
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  await page.goto('/psychologist/schedule');
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
});

test('a signed-in user visiting the landing page goes to their dashboard; deep links survive a reload', async ({ page }) => {
  await logIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/companies');
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/companies$/);
  await expect(page.getByRole('heading', { name: 'Empresas Conveniadas' })).toBeVisible();
});

test('the layout fits a phone screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, demo.patient);
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a screen whose chunk cannot load shows the error page, and going back clears it", async ({ page }) => {
  await page.route(/\/assets\/terms-page-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/privacidade');
  const privacyHeading = page.getByRole('heading', { level: 1 });
  await expect(privacyHeading).toBeVisible();
  const privacyTitle = await privacyHeading.textContent();
  await page.getByRole('link', { name: 'Termos de Uso' }).click();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('Algo deu errado ao abrir esta página. Tente recarregar.')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: privacyTitle ?? '—' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
});
