import { expect, test } from '@playwright/test';

test('the landing page shows the three live figures from the seeded database', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('stat-psychologists')).toHaveText('127+');
  await expect(page.getByTestId('stat-consultations')).toHaveText('5.420+');
  await expect(page.getByTestId('stat-rating')).toHaveText('4,9');
  await page.getByRole('link', { name: 'Começar Agora' }).click();
  await expect(page).toHaveURL(/\/register$/);
});
