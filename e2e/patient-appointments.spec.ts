import { expect, test, type Page } from './journey-test.ts';
import { demo, expectToast, logIn, screenshots } from './support.ts';

async function openAppointments(page: Page): Promise<void> {
  await logIn(page, demo.patient);
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  await page.goto('/patient/appointments');
  await expect(page.getByRole('heading', { name: 'Minhas consultas' })).toBeVisible();
}

/** Chooses a filter and waits until the list on screen is that filter's, not the previous one's. */
async function filterBy(page: Page, label: string) {
  const button = page.getByRole('group', { name: 'Filtrar consultas' }).getByRole('button', { name: label });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  return cards;
}

/** 'Carlos Mendes 25/11/2026 às 16:00' -> 'Disponível a partir de 25/11 às 15:45' (no daylight saving in Brazil). */
function expectedJoinHint(cardLabel: string): string {
  const match = /(\d{2})\/(\d{2})\/(\d{4}) às (\d{2}):(\d{2})$/.exec(cardLabel);
  if (!match) throw new Error(`rótulo inesperado: ${cardLabel}`);
  const [, day, month, year, hours, minutes] = match.map(Number) as [number, number, number, number, number, number];
  const opens = new Date(Date.UTC(year, month - 1, day, hours, minutes) - 15 * 60_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `Disponível a partir de ${pad(opens.getUTCDate())}/${pad(opens.getUTCMonth() + 1)} às ${pad(opens.getUTCHours())}:${pad(opens.getUTCMinutes())}`;
}

test('the patient rates the completed consultation not yet reviewed and then sees the rating', async ({ page }) => {
  await openAppointments(page);
  const cards = await filterBy(page, 'Concluídas');
  for (const card of await cards.all()) await expect(card).toContainText('Concluída');

  const unreviewed = cards.filter({ has: page.getByRole('button', { name: 'Avaliar' }) });
  await expect(unreviewed).toHaveCount(1);
  const label = (await unreviewed.getAttribute('aria-label')) ?? '';
  await unreviewed.getByRole('button', { name: 'Avaliar' }).click();

  const dialog = page.getByRole('dialog', { name: 'Avaliar consulta' });
  const send = dialog.getByRole('button', { name: 'Enviar avaliação' });
  await expect(send).toBeDisabled();
  await dialog.getByRole('button', { name: '5 estrelas' }).click();
  await expect(dialog.getByRole('button', { name: '5 estrelas' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByLabel('Comentário (opcional)').fill('Sessão muito acolhedora, recomendo.');
  await send.click();
  await expectToast(page, 'Avaliação enviada. Obrigado!');
  await expect(dialog).toBeHidden();

  const reviewed = page.getByRole('article', { name: label, exact: true });
  await expect(reviewed.getByRole('img', { name: 'Sua avaliação: 5 estrelas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Avaliar' })).toHaveCount(0);
});

test('the Canceladas filter lists only cancelled consultations, without actions on them', async ({ page }) => {
  await openAppointments(page);
  const cards = await filterBy(page, 'Canceladas');
  for (const card of await cards.all()) {
    await expect(card).toContainText('Cancelada');
    await expect(card.getByRole('button', { name: /Cancelar|Entrar na sessão|Avaliar/ })).toHaveCount(0);
  }

  const all = await filterBy(page, 'Todas');
  await expect(all.filter({ hasText: 'Concluída' }).first()).toBeVisible();
  await expect(all.filter({ hasText: 'Agendada' }).first()).toBeVisible();
});

test('joining is open for the imminent consultation only; a later one shows when it opens', async ({ page }) => {
  await openAppointments(page);
  const cards = await filterBy(page, 'Agendadas');
  for (const card of await cards.all()) await expect(card).toContainText('Agendada');
  expect(await cards.count()).toBeGreaterThanOrEqual(2);

  // Soonest first: the first card is the one starting within minutes, the last one days ahead.
  const later = cards.last();
  await expect(later.getByRole('button', { name: 'Entrar na sessão' })).toHaveCount(0);
  await expect(later).toContainText(expectedJoinHint((await later.getAttribute('aria-label')) ?? ''));
  await expect(later.getByRole('button', { name: 'Cancelar' })).toBeEnabled();

  const imminent = cards.first();
  const join = imminent.getByRole('button', { name: 'Entrar na sessão' });
  await expect(join).toBeEnabled();
  await expect(imminent).not.toContainText('Disponível a partir de');
  await join.click();
  await expect(page).toHaveURL(/\/patient\/session\/\d+$/);
});

test('the dashboard lists upcoming and recent consultations and links to all of them', async ({ page }) => {
  await logIn(page, demo.patient);
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  const upcoming = page.getByRole('region', { name: 'Próximas consultas' });
  await expect(upcoming.getByRole('listitem').first()).toContainText('Carlos Mendes');
  await expect(upcoming.getByRole('listitem').first()).toContainText('Agendada');
  const recent = page.getByRole('region', { name: 'Consultas recentes' });
  await expect(recent.getByRole('listitem').first()).toBeVisible();
  await expect(recent.getByText('Agendada')).toHaveCount(0);

  // The consultation starting within minutes comes first and can be joined from here; later ones cannot.
  const join = upcoming.getByRole('link', { name: 'Entrar na sessão' });
  await expect(join).toHaveCount(1);
  await expect(upcoming.getByRole('listitem').first().getByRole('link', { name: 'Entrar na sessão' })).toBeVisible();
  await screenshots(page, 'patient-dashboard');

  await upcoming.getByRole('link', { name: 'Ver todas' }).click();
  await expect(page).toHaveURL(/\/patient\/appointments$/);
  await page.goBack();
  await join.click();
  await expect(page).toHaveURL(/\/patient\/session\/\d+$/);
});

test('the status filter lives in the URL: reload, back and forward keep it', async ({ page }) => {
  await openAppointments(page);
  const pressed = (label: string) =>
    expect(page.getByRole('group', { name: 'Filtrar consultas' }).getByRole('button', { name: label })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  await filterBy(page, 'Agendadas');
  await expect(page).toHaveURL(/\/patient\/appointments\?status=scheduled$/);
  await page.reload();
  await pressed('Agendadas');
  for (const card of await page.getByRole('article').all()) await expect(card).toContainText('Agendada');

  await filterBy(page, 'Concluídas');
  await expect(page).toHaveURL(/\?status=completed$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?status=scheduled$/);
  await pressed('Agendadas');
  await page.goBack();
  await expect(page).toHaveURL(/\/patient\/appointments$/);
  await pressed('Todas');
  await page.goForward();
  await pressed('Agendadas');

  await page.goto('/patient/appointments?status=cancelled');
  await pressed('Canceladas');
  await expect(page.getByRole('article').first()).toContainText('Cancelada');
  await screenshots(page, 'patient-appointments-cancelled');
});
