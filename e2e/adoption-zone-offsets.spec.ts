import { expect, test, type Page } from './journey-test.ts';
import { demo, demoPassword, demoPsychologistId, journeyNow } from './support.ts';

// The first Intl.DateTimeFormat a page builds loads the browser's time-zone data, a long stretch of
// main-thread work (docs/decisions/intl-free-adoption.md
// "Dates and numbers without the browser's Intl while a page is adopted"). The server sends the platform zone's offsets around today (shared/src/zone-offsets.ts), so
// adopting a page that shows dates, and the screens the app renders next, build none.

async function countDateFormats(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = { built: 0 };
    Object.assign(window, { dateFormats: counted });
    const Original = Intl.DateTimeFormat;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        counted.built += 1;
        return Reflect.construct(target, args);
      },
      apply(target, self, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        counted.built += 1;
        return Reflect.apply(target, self, args);
      },
    });
  });
}

const dateFormatsBuilt = (page: Page) => page.evaluate(() => (window as unknown as { dateFormats: { built: number } }).dateFormats.built);

test("adopting a profile with its reviews' dates builds no date format of the browser's", async ({ page, request }) => {
  await countDateFormats(page);
  await page.goto(`/psychologist/${await demoPsychologistId(request)}`);
  await expect(page.locator('#root[data-adopted="true"]')).toBeAttached({ timeout: 30_000 });
  const reviews = page.getByRole('region', { name: 'Avaliações recentes' }).getByRole('listitem');
  await expect(reviews.first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  expect(await dateFormatsBuilt(page)).toBe(0);
});

test("a patient's dashboard and the appointments the app renders next show times without the browser's zone rules", async ({ page }) => {
  await countDateFormats(page);
  const answer = await page.request.post('/trpc/auth.login', { data: { email: demo.patient, password: demoPassword } });
  expect(answer.ok()).toBe(true);
  await page.goto('/patient/dashboard');
  await expect(page.locator('#root[data-adopted="true"]')).toBeAttached({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Minhas consultas' }).first().click();
  await expect(page.getByRole('heading', { name: 'Minhas consultas', level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/\d{2}\/\d{2}\/\d{4}.*\d{2}:\d{2}/);
  expect(await dateFormatsBuilt(page)).toBe(0);
});

test('a page the app renders by itself gets the zone and its offsets from the platform', async ({ page }) => {
  await countDateFormats(page);
  const info = await page.request.get('/trpc/platform.info');
  const { result } = (await info.json()) as { result: { data: { timeZone: string; offsets: { from: number; to: number; offset: number }[] } } };
  const now = journeyNow().getTime();
  expect(result.data.offsets.some((span) => span.from <= now && now < span.to)).toBe(true);

  const answer = await page.request.post('/trpc/auth.login', { data: { email: demo.patient, password: demoPassword } });
  expect(answer.ok()).toBe(true);
  // Not rendered on the server: the app asks platform.info before it shows a date.
  await page.goto('/patient/appointments');
  await expect(page.getByRole('main')).toContainText(/\d{2}\/\d{2}\/\d{4}.*\d{2}:\d{2}/, { timeout: 30_000 });
  expect(await dateFormatsBuilt(page)).toBe(0);
});
