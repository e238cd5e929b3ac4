import { expect, test, type Page } from './journey-test.ts';
import { demo, demoPsychologistName, expectToast, logIn, offeredDays } from './support.ts';

interface Focused {
  name: string;
  day: string | null;
  inSlots: boolean;
}

/** What has the keyboard focus: its text, a booking date's day, and whether it is one of the times. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      name: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
      day: element?.getAttribute('data-day') ?? null,
      inSlots: Boolean(element?.closest('[aria-label="Horários"]')),
    };
  });
}

/** Presses Tab until the focused element is the one wanted; fails after `limit` presses. */
async function tabTo(page: Page, wanted: (current: Focused) => boolean, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (wanted(await focused(page))) return;
  }
  throw new Error(`nada de ${wanted.toString()} depois de ${limit} Tabs`);
}

/** The focus ring the theme draws: a solid outline of at least 2 px, in a colour other than transparent. */
function focusRingOf(page: Page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), color: style.outlineColor };
  });
}

test('a patient books a consultation from /agenda to the confirmation with the keyboard only', async ({ page }) => {
  test.slow();
  await logIn(page, demo.patient);
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  await page.goto('/agenda');
  await expect(page).toHaveTitle('Encontre seu psicólogo — Acolhe');

  // From here on only keys: find the psychologist by name and open the booking.
  await tabTo(page, (current) => current.name === 'Buscar por nome ou especialidade');
  await page.keyboard.type(demoPsychologistName);
  const card = page.getByRole('article', { name: demoPsychologistName });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await tabTo(page, (current) => current.name === 'Agendar Consulta');
  const ring = await focusRingOf(page);
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.color).not.toBe('rgba(0, 0, 0, 0)');
  await page.keyboard.press('Enter');

  // The booking page takes the focus on its heading, so Tab goes on from the top of the page.
  await expect(page).toHaveURL(/\/schedule\/\d+$/);
  const heading = page.getByRole('heading', { name: 'Agendar consulta', level: 1 });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle('Agendar consulta — Acolhe');

  // A date weeks ahead, so the journeys that book the next days meet no taken time.
  const days = await offeredDays(page);
  const isoDay = (day: string) => day.split('/').reverse().join('-');
  const target = isoDay(days[Math.min(days.length - 1, 25)] ?? '');
  await tabTo(page, (current) => current.day === target);
  expect((await focusRingOf(page)).style).toBe('solid');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Datas disponíveis' }).getByRole('button', { pressed: true })).toHaveAttribute('data-day', target);

  // The day's last free time, chosen with the space bar.
  const free = page.getByRole('group', { name: 'Horários' }).getByRole('button', { disabled: false });
  await expect(free.first()).toBeVisible();
  const time = ((await free.last().textContent()) ?? '').trim();
  await tabTo(page, (current) => current.inSlots && current.name === time);
  await page.keyboard.press('Space');
  const summary = page.getByRole('region', { name: 'Resumo do agendamento' });
  await expect(summary).toContainText(time);

  await tabTo(page, (current) => current.name.includes('Confirmar Agendamento'));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Consulta agendada com sucesso!');
  await expect(page).toHaveURL(/\/patient\/appointments$/);
  const [year, month, day] = target.split('-');
  await expect(page.getByRole('article', { name: `${demoPsychologistName} ${day}/${month}/${year} às ${time}` })).toBeVisible();
});
