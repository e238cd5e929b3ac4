import { expect, test, type Page } from './journey-test.ts';

interface LandingFigures {
  psychologists: number;
  consultations: number;
  averageRating: number | null;
}

/** What the server counts right now: other journeys of the run approve psychologists and book. */
async function landingFigures(page: Page): Promise<LandingFigures> {
  const answer = await page.request.get('/trpc/stats.landing');
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { result: { data: LandingFigures } };
  return body.result.data;
}

test('the landing page shows the three live figures from the database', async ({ page }) => {
  const figures = await landingFigures(page);
  // The seed's 127 approved psychologists and 5,420 consultations, plus whatever earlier journeys added.
  expect(figures.psychologists).toBeGreaterThanOrEqual(127);
  expect(figures.consultations).toBeGreaterThanOrEqual(5420);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('stat-psychologists')).toHaveText(`${figures.psychologists.toLocaleString('pt-BR')}+`);
  await expect(page.getByTestId('stat-consultations')).toHaveText(`${figures.consultations.toLocaleString('pt-BR')}+`);
  await expect(page.getByTestId('stat-rating')).toHaveText('4,9');
  await page.getByRole('link', { name: 'Começar Agora' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test.describe('with scripts turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page still shows its figures and links: they come in the first HTML', async ({ page }) => {
    const figures = await landingFigures(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('stat-psychologists')).toHaveText(`${figures.psychologists.toLocaleString('pt-BR')}+`);
    await expect(page.getByTestId('stat-consultations')).toHaveText(`${figures.consultations.toLocaleString('pt-BR')}+`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true })).toHaveAttribute('href', '/login');
  });

  test('its styles are all in the head, read before the body is laid out', async ({ page }) => {
    await page.goto('/');
    const styles = await page.evaluate(() => ({
      inHead: document.head.querySelectorAll('style').length,
      inBody: document.body.querySelectorAll('style').length,
    }));
    expect(styles.inBody).toBe(0);
    expect(styles.inHead).toBeGreaterThan(0);
    // The figures band is styled by those rules: white text on the brand colour, not the browser's default.
    await expect(page.getByTestId('stat-psychologists')).not.toHaveCSS('color', 'rgb(0, 0, 0)');
  });
});
