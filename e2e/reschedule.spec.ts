import { AxeBuilder } from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatDay } from '@acolhe/shared/calendar';
import { demo, demoPassword, logIn, screenshots, trpcMutation, trpcQuery, uniqueCrp, uniqueEmail } from './support.ts';

const password = 'segredo1';
const timeZone = 'America/Sao_Paulo';
type Slot = { startsAt: string; time: string; available: boolean };

/** A 'YYYY-MM-DD' day in São Paulo, `days` after today. */
function saoPauloDay(days: number, from = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(from + days * 86_400_000));
}

/** 'HH:MM' in São Paulo. */
function saoPauloTime(instant: number): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
}

/** 1 (Monday) to 7 (Sunday), as the agenda numbers weekdays, of a São Paulo day. */
function weekdayOf(day: string): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

async function signedIn(baseURL: string, email: string, secret: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  await trpcMutation(context, 'auth.login', { email, password: secret });
  return context;
}

/** An approved psychologist set up through the API (registration and approval have journeys of their own). */
async function approvedPsychologist(baseURL: string, name: string) {
  const email = uniqueEmail('remarcar');
  const visitor = await playwrightRequest.newContext({ baseURL });
  await trpcMutation(visitor, 'auth.register', {
    role: 'psychologist',
    name,
    email,
    password,
    phone: '(21) 97777-6666',
    acceptTerms: true,
    professionalTitle: 'Psicóloga',
    crp: uniqueCrp(),
    specialty: 'Psicologia Clínica',
    bio: 'Atendo adultos com foco em ansiedade e depressão há dez anos.',
    hourlyRate: 150,
    availableHours: '08:00-18:00',
  });
  const admin = await signedIn(baseURL, demo.admin, demoPassword);
  const applications = await trpcQuery<{ items: { id: number }[] }>(admin, 'admin.applications.list', { search: email });
  const id = applications.items[0]?.id;
  if (!id) throw new Error('candidatura não encontrada');
  await trpcMutation(admin, 'admin.applications.approve', { id, crpChecked: true });
  return { id, email, api: await signedIn(baseURL, email, password) };
}

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

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
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
  const psychologist = await approvedPsychologist(baseURL, psychologistName);
  const allDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startTime: '00:00', endTime: '23:59', isAvailable: true }));
  await trpcMutation(psychologist.api, 'agenda.save', { consultationMinutes: 50, intervalMinutes: 10, cancellationNoticeHours: 12, slots: allDay });

  await registerPatient(page, 'Renata Remarca Teste');
  const [first] = (await trpcQuery<Slot[]>(page.request, 'directory.slots', { psychologistId: psychologist.id, date: saoPauloDay(2) })).filter(
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
  const newDay = saoPauloDay(3);
  const chosen = await pickSlot(page, psychologist.id, newDay);
  const summary = page.getByRole('region', { name: 'Resumo da remarcação' });
  await expect(summary).toContainText(formatDay(newDay));
  await expect(summary).toContainText(chosen.time);
  await expectAccessible(page);
  await screenshots(page, 'reschedule-picker');
  await page.getByRole('button', { name: 'Confirmar remarcação' }).click();

  await expectToast(page, 'Consulta remarcada com sucesso!');
  await expect(page).toHaveURL(/\/patient\/appointments$/, { timeout: 30_000 });
  await expect(card).toContainText(formatDay(newDay), { timeout: 30_000 });
  await expect(card).toContainText(chosen.time);
  await expect(card).toContainText('Agendada');
  await expectAccessible(page);
  await screenshots(page, 'reschedule-list');

  const oldDay = await trpcQuery<Slot[]>(page.request, 'directory.slots', { psychologistId: psychologist.id, date: saoPauloDay(2) });
  expect(oldDay.find((slot) => slot.startsAt === first.startsAt)?.available).toBe(true);
});

test("the psychologist marks 'Problema técnico' on a started consultation; the patient reschedules it at no cost", async ({ page, browser, baseURL }) => {
  test.slow();
  if (!baseURL) throw new Error('baseURL');
  // Today's agenda opens on the next whole minute, so the first consultation starts within a minute.
  const opensAt = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
  const today = saoPauloDay(0);
  test.skip(saoPauloDay(0, opensAt + 60 * 60_000) !== today, 'too close to midnight in São Paulo for an agenda opening now');
  const psychologistName = 'Íris Problema Técnico Teste';
  const patientName = 'Vítor Reagenda Teste';
  const psychologist = await approvedPsychologist(baseURL, psychologistName);
  const slots = [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
    weekday === weekdayOf(today)
      ? { weekday, startTime: saoPauloTime(opensAt), endTime: saoPauloTime(opensAt + 60 * 60_000), isAvailable: true }
      : { weekday, startTime: '08:00', endTime: '18:00', isAvailable: true },
  );
  await trpcMutation(psychologist.api, 'agenda.save', { consultationMinutes: 50, intervalMinutes: 10, cancellationNoticeHours: 24, slots });

  await registerPatient(page, patientName);
  const [soon] = (await trpcQuery<Slot[]>(page.request, 'directory.slots', { psychologistId: psychologist.id, date: today })).filter(
    (slot) => slot.available,
  );
  if (!soon) throw new Error('nenhum horário livre hoje');
  await trpcMutation(page.request, 'appointments.book', { psychologistId: psychologist.id, startsAt: soon.startsAt });
  await page.waitForTimeout(Math.max(0, Date.parse(soon.startsAt) - Date.now() + 1_000));

  const desk = await (await browser.newContext()).newPage();
  await logIn(desk, psychologist.email, password);
  await expect(desk).toHaveURL(/\/psychologist\/dashboard$/);
  const row = desk.getByRole('listitem').filter({ hasText: patientName });
  await row.getByRole('button', { name: 'Problema técnico' }).click();
  await expectToast(desk, 'Problema técnico registrado. O paciente poderá reagendar sem custo.');
  await expect(row).toContainText('Problema técnico registrado');
  await expect(row.getByRole('button', { name: 'Problema técnico' })).toHaveCount(0);
  await expectAccessible(desk);
  await screenshots(desk, 'reschedule-technical-problem');

  await page.goto('/patient/appointments');
  const card = page.getByRole('article', { name: new RegExp(`^${psychologistName} `) });
  await expect(card).toContainText('Houve um problema técnico nesta sessão.', { timeout: 30_000 });
  await expectAccessible(page);
  await screenshots(page, 'reschedule-free-offer');
  await card.getByRole('link', { name: 'Reagendar sem custo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reagendar sem custo' })).toBeVisible();
  // Inside the 24-hour notice and after the start: allowed because the video failed.
  const tomorrow = saoPauloDay(1);
  const chosen = await pickSlot(page, psychologist.id, tomorrow);
  await screenshots(page, 'reschedule-free-picker');
  await page.getByRole('button', { name: 'Confirmar remarcação' }).click();
  await expectToast(page, 'Consulta remarcada com sucesso!');
  await expect(card).toContainText(formatDay(tomorrow), { timeout: 30_000 });
  await expect(card).toContainText(chosen.time);
  await expect(card).toContainText('Agendada');
});
