import { expect, test, type Page } from './journey-test.ts';
import { formatDay } from '@acolhe/shared/calendar-format';
import {
  bookingDateButton,
  bookingDateButtons,
  dayOfWeek,
  demo,
  demoPsychologistId,
  demoPsychologistName,
  expectToast,
  firstFreeSlot,
  logIn,
  offeredDays,
  submitLogin,
  trpcQuery,
  uniqueEmail,
} from './support.ts';

async function registerPatient(page: Page, name: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('E-mail').fill(uniqueEmail('agenda'));
  await page.locator('input[name="password"]').fill('segredo1');
  await page.getByLabel('Confirmar senha').fill('segredo1');
  await page.getByLabel('Telefone').fill('(11) 91234-5678');
  await page.getByText('Li e aceito os').click({ position: { x: 4, y: 8 } });
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
}

/**
 * Thursday of the journeys' week (journey-clock.ts: the run starts on its Monday) and the demo
 * psychologist's first free time from 18:00 on it: an evening no other journey of the run books.
 */
async function thursdayEveningSlot(page: Page, psychologistId: number): Promise<{ date: string; time: string }> {
  const day = dayOfWeek(4);
  const { time } = await firstFreeSlot(page.request, psychologistId, day, '18:00');
  const date = formatDay(day);
  await expect(bookingDateButtons(page).first()).toBeVisible();
  const dateButton = bookingDateButton(page, date);
  await dateButton.click();
  await expect(dateButton).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: 'Horários' }).getByRole('button', { name: time, exact: true })).toBeEnabled();
  return { date, time };
}

test('a booked time is taken for everyone else until the patient cancels it', async ({ page, browser }) => {
  // Two browsers and a registration: more than one ordinary journey's time on a busy machine.
  test.slow();
  const psychologistId = await demoPsychologistId(page.request);

  // The second patient has the page open on the same date before the first one books.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await registerPatient(other, 'Diana Concorrente');

  await logIn(page, demo.patient);
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  await page.goto(`/schedule/${psychologistId}`);
  await expect(page.getByRole('heading', { name: demoPsychologistName })).toBeVisible();
  const confirm = page.getByRole('button', { name: 'Confirmar Agendamento' });
  await expect(confirm).toBeDisabled();
  const { date, time } = await thursdayEveningSlot(page, psychologistId);
  await expect(confirm).toBeDisabled();

  await other.goto(`/schedule/${psychologistId}`);
  await bookingDateButton(other, date).click();
  await other.getByRole('button', { name: time, exact: true }).click();
  const summary = other.getByRole('region', { name: 'Resumo do agendamento' });
  await expect(summary).toContainText(time);

  await page.getByRole('button', { name: time, exact: true }).click();
  const ownSummary = page.getByRole('region', { name: 'Resumo do agendamento' });
  await expect(ownSummary).toContainText(date);
  await expect(ownSummary).toContainText(time);
  await expect(ownSummary).toContainText(`${demoPsychologistName} — Psicólogo — CRP 06/123456`);
  await confirm.click();
  await expectToast(page, 'Consulta agendada com sucesso!');
  await expect(page).toHaveURL(/\/patient\/appointments$/);
  const booked = page.getByRole('article', { name: `${demoPsychologistName} ${date} às ${time}` });
  await expect(booked).toContainText('Agendada');

  // Too late for the second patient: the clear conflict message, the time forgotten and now disabled.
  await other.getByRole('button', { name: 'Confirmar Agendamento' }).click();
  await expectToast(other, 'Este horário não está mais disponível.');
  await expect(summary).not.toContainText(time);
  await expect(other.getByRole('button', { name: time, exact: true })).toBeDisabled();

  await other.reload();
  await bookingDateButton(other, date).click();
  await expect(other.getByRole('button', { name: time, exact: true })).toBeDisabled();

  await booked.getByRole('button', { name: 'Cancelar' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancelar consulta?' });
  await dialog.getByRole('button', { name: 'Sim, cancelar' }).click();
  await expectToast(page, 'Consulta cancelada com sucesso');
  await expect(booked).toContainText('Cancelada');
  await expect(booked.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);

  await other.reload();
  await bookingDateButton(other, date).click();
  await expect(other.getByRole('button', { name: time, exact: true })).toBeEnabled();
  await otherContext.close();
});

test('the booking page shows the psychologist, leads back to the agenda and handles an unknown one', async ({ page }) => {
  const psychologistId = await demoPsychologistId(page.request);
  await logIn(page, demo.patient);
  await expect(page).toHaveURL(/\/patient\/dashboard$/);

  await page.goto(`/schedule/${psychologistId}`);
  const psychologist = page.getByRole('region', { name: 'Psicólogo' });
  await expect(psychologist).toContainText(demoPsychologistName);
  await expect(psychologist).toContainText('50 minutos');
  await expect(page.getByRole('heading', { name: 'Escolha uma data' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Escolha um horário' })).toHaveCount(0);

  await expect(bookingDateButtons(page).first()).toBeVisible();
  const [first, second] = (await offeredDays(page)).slice(3, 5);
  if (!first || !second) throw new Error('poucas datas disponíveis');
  await bookingDateButton(page, first).click();
  const freeTime = page.getByRole('group', { name: 'Horários' }).getByRole('button', { disabled: false }).first();
  const time = (await freeTime.textContent()) ?? '';
  await freeTime.click();
  const summary = page.getByRole('region', { name: 'Resumo do agendamento' });
  await expect(summary).toContainText(time);
  await expect(page.getByRole('button', { name: 'Confirmar Agendamento' })).toBeEnabled();

  // A new date forgets the chosen time.
  await bookingDateButton(page, second).click();
  await expect(summary).toContainText(second);
  await expect(summary).not.toContainText(time);
  await expect(page.getByRole('button', { name: 'Confirmar Agendamento' })).toBeDisabled();

  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/agenda$/);

  await page.goto('/schedule/999999');
  await expect(page.getByText('Psicólogo não encontrado')).toBeVisible();
});

test("a date chip on the profile opens the booking page on that date", async ({ page }) => {
  const psychologistId = await demoPsychologistId(page.request);
  await logIn(page, demo.patient);
  await expect(page).toHaveURL(/\/patient\/dashboard$/);

  await page.goto(`/psychologist/${psychologistId}`);
  const chips = page.getByRole('region', { name: 'Próximas datas disponíveis' }).getByRole('link');
  await expect(chips.first()).toBeVisible();
  const chip = chips.nth(2);
  const label = (await chip.textContent()) ?? '';
  const dayAndMonth = /\d{2}\/\d{2}/.exec(label)?.[0] ?? '';
  await chip.click();

  await expect(page).toHaveURL(new RegExp(`/schedule/${psychologistId}\\?data=\\d{4}-\\d{2}-\\d{2}$`));
  const chosen = page.getByRole('group', { name: 'Datas disponíveis' }).getByRole('button', { pressed: true });
  await expect(chosen).toHaveAccessibleName(new RegExp(`^${dayAndMonth} `));
  await expect(page.getByRole('group', { name: 'Horários' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Resumo do agendamento' })).toContainText(dayAndMonth);
  await expect(page).toHaveTitle('Agendar consulta — Acolhe');
});

test('a visitor who picks a date chip signs in and lands on the booking page on that date', async ({ page }) => {
  const psychologistId = await demoPsychologistId(page.request);
  await page.goto(`/psychologist/${psychologistId}`);
  const chip = page.getByRole('region', { name: 'Próximas datas disponíveis' }).getByRole('link').first();
  await chip.click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, demo.patient);
  await expect(page).toHaveURL(new RegExp(`/schedule/${psychologistId}\\?data=`));
  await expect(page.getByRole('group', { name: 'Datas disponíveis' }).getByRole('button', { pressed: true })).toHaveCount(1);
});

test('after signing out, booking from the directory asks to sign in again and returns to the booking page', async ({ page }) => {
  await logIn(page, demo.patient);
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Within the same tab, without a reload: the sign-out's own redirect must not catch this page.
  await page.getByRole('link', { name: 'Ver Agenda' }).click();
  const book = page.getByRole('article').first().getByRole('link', { name: 'Agendar Consulta' });
  const href = (await book.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/schedule\/\d+$/);
  await book.click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, demo.patient);
  await expect(page).toHaveURL(href);
});

test('a signed-out visitor following a link to a booking date keeps that date through the login', async ({ page }) => {
  const psychologistId = await demoPsychologistId(page.request);
  const chips = await trpcQuery<string[]>(page.request, 'directory.availableDates', { psychologistId });
  const day = chips[1] ?? chips[0] ?? '';
  await page.goto(`/schedule/${psychologistId}?data=${day}`);
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, demo.patient);
  await expect(page).toHaveURL(`/schedule/${psychologistId}?data=${day}`);
});

test('an unknown psychologist on the booking page reads "Psicólogo não encontrado" at once', async ({ page }) => {
  await logIn(page, demo.patient);
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  await page.goto('/schedule/987654');
  await expect(page.getByText('Psicólogo não encontrado')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Carregando psicólogo...')).toHaveCount(0);
  await page.goto('/schedule/abc');
  await expect(page.getByText('Psicólogo não encontrado')).toBeVisible({ timeout: 10_000 });
});
