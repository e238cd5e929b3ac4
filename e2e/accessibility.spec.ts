import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './journey-test.ts';
import { consentWhenAsked } from './fixtures/session-journey.ts';
import { animationsSettled, bookingDateButtons, demo, demoPsychologistId, logIn } from './support.ts';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const failingImpacts = new Set(['serious', 'critical']);
/** Page structure axe rates moderate, held to all the same: one `main` landmark, no skipped heading level. */
const structureRules = ['landmark-one-main', 'heading-order'];

interface Screen {
  name: string;
  path: string | ((page: Page) => Promise<string>);
}

/** A violation as a reviewer reads it: rule, impact, what it asks, and each offending element. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replaceAll('\n', '\n      ')}`);
      return `  ${violation.id} (${violation.impact ?? '?'}): ${violation.help}\n  ${violation.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** Waits for the screen to settle (its main heading, no loading text) and runs axe on it. */
async function expectAccessible(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Carregando/)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const serious = results.violations.filter((violation) => failingImpacts.has(violation.impact ?? ''));
  expect.soft(serious.map((violation) => violation.id), `${name} (${page.url()}):\n${describeViolations(serious)}`).toEqual([]);
  const structure = (await new AxeBuilder({ page }).withRules(structureRules).analyze()).violations;
  expect.soft(structure.map((violation) => violation.id), `${name} (${page.url()}):\n${describeViolations(structure)}`).toEqual([]);
}

async function checkScreens(page: Page, screens: Screen[]): Promise<void> {
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      const path = typeof screen.path === 'string' ? screen.path : await screen.path(page);
      await page.goto(path);
      await expectAccessible(page, screen.name);
    });
  }
}

// Every screen is loaded and analysed in turn: several screens' time for each journey.
test.describe.configure({ timeout: 300_000 });

test('public screens have no serious or critical WCAG 2.2 AA violation', async ({ page }) => {
  const psychologistId = await demoPsychologistId(page.request);
  await checkScreens(page, [
    { name: 'landing', path: '/' },
    { name: 'directory', path: '/agenda' },
    { name: 'psychologist profile', path: `/psychologist/${psychologistId}` },
    { name: 'login', path: '/login' },
    { name: 'register', path: '/register' },
    { name: 'privacy policy', path: '/privacidade' },
    { name: 'terms of use', path: '/termos' },
    { name: 'not found', path: '/pagina-que-nao-existe' },
  ]);
});

test("the patient's screens, waiting room and call screen have no serious or critical violation", async ({ page, context }) => {
  await context.grantPermissions(['camera', 'microphone']);
  const psychologistId = await demoPsychologistId(page.request);
  await logIn(page, demo.patient);
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  await checkScreens(page, [
    { name: 'patient dashboard', path: '/patient/dashboard' },
    { name: 'my appointments', path: '/patient/appointments' },
    { name: 'my profile', path: '/patient/profile' },
    { name: 'booking', path: `/schedule/${psychologistId}` },
  ]);

  await test.step('booking with a date chosen', async () => {
    await bookingDateButtons(page).nth(1).click();
    await expect(page.getByRole('group', { name: 'Horários' })).toBeVisible();
    await expectAccessible(page, 'booking with a date chosen');
  });

  // The seeded consultation inside its join window (see video-session.spec.ts).
  await test.step('waiting room', async () => {
    await page.goto('/patient/appointments');
    await page.getByRole('button', { name: 'Entrar na sessão' }).first().click();
    await expect(page.getByRole('heading', { name: 'Sala de espera' })).toBeVisible();
    // The first journey of a run to enter meets the consent to online care.
    await consentWhenAsked(page, () => expectAccessible(page, 'telehealth consent'));
    await expect(page.getByRole('button', { name: 'Escolher câmera' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Escolher microfone' })).toBeVisible();
    await expectAccessible(page, 'waiting room');
  });

  await test.step('call screen', async () => {
    await page.getByRole('button', { name: 'Entrar na sessão' }).click();
    await expect(page.getByRole('button', { name: 'Encerrar chamada' })).toBeVisible();
    await animationsSettled(page);
    const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    const serious = results.violations.filter((violation) => failingImpacts.has(violation.impact ?? ''));
    expect.soft(serious.map((violation) => violation.id), `call screen:\n${describeViolations(serious)}`).toEqual([]);
    await page.getByRole('button', { name: 'Encerrar chamada' }).click();
    await expect(page).toHaveURL(/\/patient\/appointments$/);
  });
});

test("the psychologist's screens have no serious or critical violation", async ({ page }) => {
  await logIn(page, demo.psychologist);
  await expect(page).toHaveURL(/\/psychologist\/dashboard$/);
  await checkScreens(page, [
    { name: 'psychologist dashboard', path: '/psychologist/dashboard' },
    { name: 'agenda settings', path: '/psychologist/schedule' },
    { name: 'patients', path: '/psychologist/patients' },
    {
      name: 'a patient',
      path: async (current) => {
        const first = current.locator('main a[href^="/psychologist/patients/"]').first();
        await expect(first).toBeVisible();
        return (await first.getAttribute('href')) ?? '';
      },
    },
    { name: 'reports', path: '/psychologist/reports' },
    { name: 'settings', path: '/psychologist/settings' },
  ]);
});

// The administrator's eight screens in two journeys, each within the time limit on a busy machine.
test("the administrator's approvals, users and companies have no serious or critical violation", async ({ page }) => {
  await logIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await checkScreens(page, [
    { name: 'admin dashboard', path: '/admin/dashboard' },
    { name: 'psychologist applications', path: '/admin/psychologists' },
    { name: 'users', path: '/admin/users' },
    { name: 'companies', path: '/admin/companies' },
  ]);
});

test("the administrator's reports, financial, settings and security have no serious or critical violation", async ({ page }) => {
  await logIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await checkScreens(page, [
    { name: 'reports', path: '/admin/reports' },
    { name: 'financial', path: '/admin/financial' },
    { name: 'platform settings', path: '/admin/settings' },
    { name: 'security', path: '/admin/security' },
  ]);
});

/** WCAG contrast of an element's text on its own background, colours read as the browser paints them. */
async function contrastOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d context');
    // Any CSS colour (rgb(), color(srgb …) from color-mix) as the 8-bit channels painted over white.
    const channels = (css: string) => {
      context.fillStyle = '#fff';
      context.fillRect(0, 0, 1, 1);
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = (css: string) => {
      const [r = 0, g = 0, b = 0] = channels(css).map((value) => {
        const share = value / 255;
        return share <= 0.04045 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const style = getComputedStyle(node);
    const [text, fill] = [luminance(style.color), luminance(style.backgroundColor)];
    return (Math.max(text, fill) + 0.05) / (Math.min(text, fill) + 0.05);
  });
}

test('the primary button keeps 4.5:1 disabled, at rest and hovered', async ({ page }) => {
  const psychologistId = await demoPsychologistId(page.request);
  await logIn(page, demo.patient);
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  await page.goto(`/schedule/${psychologistId}`);
  const confirm = page.getByRole('button', { name: 'Confirmar Agendamento' });
  await expect(confirm).toBeDisabled();
  expect(await contrastOf(confirm)).toBeGreaterThanOrEqual(4.5);
  // Painted colours say nothing of opacity, which would fade text and fill together (Chakra's default).
  const opacities = await confirm.evaluate((node) => {
    const values: string[] = [];
    for (let element: Element | null = node; element; element = element.parentElement) {
      values.push(getComputedStyle(element).opacity);
    }
    return values;
  });
  expect(opacities.every((value) => value === '1')).toBe(true);

  await bookingDateButtons(page).nth(1).click();
  await page.getByRole('group', { name: 'Horários' }).locator('button:not([disabled])').first().click();
  await expect(confirm).toBeEnabled();
  await page.mouse.move(0, 0);
  // Enabling fades from the disabled colours to the solid ones (the recipe's colour transition): measure
  // once it has settled on the brand's solid teal (#0f766e), not midway, where a frame read 2.8:1.
  await expect.poll(() => confirm.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(15, 118, 110)');
  const resting = await confirm.evaluate((node) => getComputedStyle(node).backgroundColor);
  expect(await contrastOf(confirm)).toBeGreaterThanOrEqual(4.5);

  await confirm.hover();
  await expect.poll(() => confirm.evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe(resting);
  // Through the hover's transition and after it, every shade keeps the text readable.
  for (let sample = 0; sample < 5; sample += 1) {
    expect(await contrastOf(confirm)).toBeGreaterThanOrEqual(4.5);
    await page.waitForTimeout(100);
  }
});
