import { expect, test, type Page } from './journey-test.ts';
import { demo, logIn } from './support.ts';

/**
 * The toast queue and the toast region are fetched with the first toast (client/src/lib/notify.ts,
 * components/toast-region.tsx). A fetch that fails (offline, a chunk gone after a deploy) must cost the
 * toast it was for, never the page.
 */
async function openNewCompanyDialog(page: Page) {
  await logIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/companies');
  await expect(page.getByRole('heading', { name: 'Empresas Conveniadas' })).toBeVisible();
  await page.getByRole('button', { name: 'Nova Empresa' }).click();
  return page.getByRole('dialog', { name: 'Nova Empresa' });
}

test('a toast whose queue could not be fetched is lost, and the page goes on', async ({ page }) => {
  let refused = 0;
  await page.route(/\/assets\/toast-store-[\w-]+\.js$/, (route) => {
    refused++;
    return route.abort();
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const dialog = await openNewCompanyDialog(page);
  await dialog.getByRole('button', { name: 'Adicionar Empresa' }).click();
  await expect.poll(() => refused).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  await expect(page.getByTestId('toast-error')).toHaveCount(0);
  // No error page and no uncaught rejection: the dialog is still there and still answers.
  await dialog.getByLabel('Nome da empresa').fill('Ainda Aqui Ltda');
  await expect(dialog.getByLabel('Nome da empresa')).toHaveValue('Ainda Aqui Ltda');
  expect(errors).toEqual([]);
});

test("the toast region's chunk failing leaves the app running", async ({ page }) => {
  await page.route(/\/assets\/toaster-[\w-]+\.js$/, (route) => route.abort());
  const dialog = await openNewCompanyDialog(page);
  await dialog.getByRole('button', { name: 'Adicionar Empresa' }).click();
  await page.waitForTimeout(500);
  // No error page: the screen's dialog is still there and still answers.
  await expect(page.getByRole('heading', { name: 'Nova Empresa' })).toBeVisible();
  await dialog.getByLabel('Nome da empresa').fill('Ainda Aqui Ltda');
  await expect(dialog.getByLabel('Nome da empresa')).toHaveValue('Ainda Aqui Ltda');
});
