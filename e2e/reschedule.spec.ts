import { expect, test, type Page } from './journey-test.ts';
import { formatDay } from '@acolhe/shared/calendar-format';
import { approvedPsychologist, everyDay, expectAccessible, journeyPassword as password } from './fixtures/approved-psychologist.ts';
import { moveAppointments } from './fixtures/journey-database.ts';
import { journeyNow, logIn, platformDay, screenshots, trpcMutation, trpcQuery, uniqueEmail } from './support.ts';

type Slot = { startsAt: string; time: string; available: boolean };


async function registerPatient(page: Page, name: string) {
  await trpcMutation(page.request, 'auth.register', {
    role: 'patient',
    name,
    email: uniqueEmail('paciente'),
    password,
    phone: '(21) 98888-7777',
    acceptTerms: true,
  });
}

/** A toast, waited for longer than support.ts does: the move and the lists it refreshes may be slow on a loaded machine. */
async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
}

/** On the reschedule screen: the day `day`, then its first free slot; answers the slot chosen. */
async function pickSlot(page: Page, psychologistId: number, day: string): Promise<Slot> {
  const slots = await trpcQuery<Slot[]>(page.request, 'directory.slots', { psychologistId, date: day });
  const free = slots.find((slot) => slot.available);
  if (!free) throw new Error(`nenhum horário livre em ${day}`);
  await page.getByRole('group', { name: 'Datas disponíveis' }).locator(`[data-day="${day}"]`).click();
  await page.getByRole('group', { name: 'Horários' }).getByRole('button', { name: free.time, exact: true }).click();
  return free;
}

test('a patient reschedules a consultation to another free slot and sees it at the new time; the old slot is free again', async ({ page, baseURL }) => {
  test.slow();
  if (!baseURL) throw new Error('baseURL');
  const psychologistName = 'Helena Remarcação Teste';
  const psychologist = await approvedPsychologist(baseURL, {
    name: psychologistName,
    emailPrefix: 'remarcar',
    slots: everyDay('00:00', '23:59'),
    cancellationNoticeHours: 12,
  });

  await registerPatient(page, 'Renata Remarca Teste');
  const [first] = (await trpcQuery<Slot[]>(page.request, 'directory.slots', { psychologistId: psychologist.id, date: platformDay(2) })).filter(
    (slot) => slot.available,
  );
  if (!first) throw new Error('nenhum horário livre');
  await trpcMutation(page.request, 'appointments.book', { psychologistId: psychologist.id, startsAt: first.startsAt });

  await page.goto('/patient/appointments');
  const card = page.getByRole('article', { name: new RegExp(`^${psychologistName} `) });
  await expect(card).toHaveCount(1, { timeout: 30_000 });
  await expect(card).toContainText(first.time);
  await card.getByRole('link', { name: 'Remarcar' }).click();

  await expect(page).toHaveURL(/\/patient\/appointments\/\d+\/remarcar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Remarcar consulta' })).toBeVisible();
  const newDay = platformDay(3);
  const chosen = await pickSlot(page, psychologist.id, newDay);
  const summary = page.getByRole('region', { name: 'Resumo da remarcação' });
  await expect(summary).toContainText(formatDay(newDay));
  await expect(summary).toContainText(chosen.time);
  await expectAccessible(page, 'remarcação 1');
  await screenshots(page, 'reschedule-picker');
  await page.getByRole('button', { name: 'Confirmar remarcação' }).click();

  await expectToast(page, 'Consulta remarcada com sucesso!');
  await expect(page).toHaveURL(/\/patient\/appointments$/, { timeout: 30_000 });
  await expect(card).toContainText(formatDay(newDay), { timeout: 30_000 });
  await expect(card).toContainText(chosen.time);
  await expect(card).toContainText('Agendada');
  await expectAccessible(page, 'remarcação 2');
  await screenshots(page, 'reschedule-list');

  const oldDay = await trpcQuery<Slot[]>(page.request, 'directory.slots', { psychologistId: psychologist.id, date: platformDay(2) });
  expect(oldDay.find((slot) => slot.startsAt === first.startsAt)?.available).toBe(true);
});

test("the psychologist marks 'Problema técnico' on a started consultation; the patient reschedules it at no cost", async ({ page, browser, baseURL }) => {
  test.slow();
  if (!baseURL) throw new Error('baseURL');
  // The journeys' clock starts the run on a Monday at 09:00 in São Paulo: a consultation started now is
  // one of today's, far from midnight.
  const psychologistName = 'Íris Problema Técnico Teste';
  const patientName = 'Vítor Reagenda Teste';
  const psychologist = await approvedPsychologist(baseURL, {
    name: psychologistName,
    emailPrefix: 'remarcar',
    slots: everyDay('08:00', '18:00'),
    cancellationNoticeHours: 24,
  });

  await registerPatient(page, patientName);
  const [date] = await trpcQuery<string[]>(page.request, 'directory.availableDates', { psychologistId: psychologist.id });
  const [free] = (await trpcQuery<Slot[]>(page.request, 'directory.slots', { psychologistId: psychologist.id, date })).filter((slot) => slot.available);
  if (!free) throw new Error('nenhum horário livre');
  const { id } = await trpcMutation<{ id: number }>(page.request, 'appointments.book', { psychologistId: psychologist.id, startsAt: free.startsAt });
  // Moved in the database on purpose, to the top of this minute: the consultation has started, with no
  // wait for a slot to come (the journey is about the started consultation, not about booking one).
  moveAppointments([[id, new Date(Math.floor(journeyNow().getTime() / 60_000) * 60_000)]]);

  const desk = await (await browser.newContext()).newPage();
  await logIn(desk, psychologist.email, password);
  await expect(desk).toHaveURL(/\/psychologist\/dashboard$/);
  const row = desk.getByRole('listitem').filter({ hasText: patientName });
  await row.getByRole('button', { name: 'Problema técnico' }).click();
  await expectToast(desk, 'Problema técnico registrado. O paciente poderá reagendar sem custo.');
  await expect(row).toContainText('Problema técnico registrado');
  await expect(row.getByRole('button', { name: 'Problema técnico' })).toHaveCount(0);
  await expectAccessible(desk, 'remarcação 3');
  await screenshots(desk, 'reschedule-technical-problem');

  await page.goto('/patient/dashboard');
  const onDashboard = page.getByRole('region', { name: 'Próximas consultas' }).getByRole('listitem').filter({ hasText: psychologistName });
  await expect(onDashboard).toContainText('Houve um problema técnico nesta sessão.', { timeout: 30_000 });
  await expect(onDashboard.getByRole('link', { name: 'Reagendar sem custo' })).toHaveAttribute('href', /\/remarcar$/);
  await screenshots(page, 'reschedule-free-dashboard');
  await page.goto('/patient/appointments');
  const card = page.getByRole('article', { name: new RegExp(`^${psychologistName} `) });
  await expect(card).toContainText('Houve um problema técnico nesta sessão.', { timeout: 30_000 });
  await expectAccessible(page, 'remarcação 4');
  await screenshots(page, 'reschedule-free-offer');
  await card.getByRole('link', { name: 'Reagendar sem custo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reagendar sem custo' })).toBeVisible();
  // Inside the 24-hour notice and after the start: allowed because the video failed.
  const tomorrow = platformDay(1);
  const chosen = await pickSlot(page, psychologist.id, tomorrow);
  await screenshots(page, 'reschedule-free-picker');
  await page.getByRole('button', { name: 'Confirmar remarcação' }).click();
  await expectToast(page, 'Consulta remarcada com sucesso!');
  await expect(card).toContainText(formatDay(tomorrow), { timeout: 30_000 });
  await expect(card).toContainText(chosen.time);
  await expect(card).toContainText('Agendada');
});
