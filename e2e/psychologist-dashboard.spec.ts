import { expect, test, type APIRequestContext, type Browser } from './journey-test.ts';
import { approvedPsychologist, journeyPassword } from './fixtures/approved-psychologist.ts';
import { moveAppointments } from './fixtures/journey-database.ts';
import { demo, journeyNow, logIn, screenshots, trpcMutation, trpcQuery, uniqueEmail, uniqueNumber } from './support.ts';

const timeZone = 'America/Sao_Paulo';
const password = journeyPassword;

interface Slot {
  startsAt: string;
  available: boolean;
}

const dayOf = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
const timeOf = (instant: Date) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
const dayMonthOf = (instant: Date) => new Intl.DateTimeFormat('pt-BR', { timeZone, day: '2-digit', month: '2-digit' }).format(instant);

/** What the dashboard says before the join window (15 minutes before the start) opens. */
function expectedHint(startsAt: Date): string {
  const opensAt = new Date(startsAt.getTime() - 15 * 60_000);
  return dayOf(opensAt) === dayOf(journeyNow())
    ? `Disponível às ${timeOf(opensAt)}`
    : `Disponível em ${dayMonthOf(opensAt)} às ${timeOf(opensAt)}`;
}

/** A whole minute `minutes` from the journeys' now, rounded up to five so it reads like a real slot. */
function fromNow(minutes: number): Date {
  const at = journeyNow().getTime() + minutes * 60_000;
  return new Date(Math.ceil(at / 300_000) * 300_000);
}

/** Three free slots of the psychologist, from the first available days. */
async function freeSlots(request: APIRequestContext, psychologistId: number, count: number): Promise<string[]> {
  const found: string[] = [];
  for (const date of await trpcQuery<string[]>(request, 'directory.availableDates', { psychologistId })) {
    const slots = await trpcQuery<Slot[]>(request, 'directory.slots', { psychologistId, date });
    found.push(...slots.filter((slot) => slot.available).map((slot) => slot.startsAt));
    if (found.length >= count) return found.slice(0, count);
  }
  throw new Error('sem horários livres');
}

/** A newly approved psychologist (registration and approval have their own journeys) and a patient of theirs. */
async function psychologistWithPatient(browser: Browser, baseURL: string | undefined) {
  if (!baseURL) throw new Error('baseURL');
  const { id, email, api } = await approvedPsychologist(baseURL, { name: `Lia Painel ${uniqueNumber()}`, emailPrefix: 'painel' });
  await api.dispose();

  const patientName = `Téo Painel ${uniqueNumber()}`;
  const patient = await browser.newContext({ baseURL });
  await trpcMutation(patient.request, 'auth.register', {
    role: 'patient',
    name: patientName,
    email: uniqueEmail('teo'),
    password,
    phone: '(11) 91234-5678',
    acceptTerms: true,
  });
  return { email, psychologistId: id, patientName, patient };
}

test('the dashboard offers joining only inside the window, and says when it opens otherwise', async ({ page, browser, baseURL }) => {
  test.slow();
  const { email, psychologistId, patientName, patient } = await psychologistWithPatient(browser, baseURL);
  const starts = { open: fromNow(5), laterToday: fromNow(60), otherDay: fromNow(2 * 24 * 60) };
  const slots = await freeSlots(patient.request, psychologistId, 3);
  const ids: number[] = [];
  for (const startsAt of slots) {
    ids.push((await trpcMutation<{ id: number }>(patient.request, 'appointments.book', { psychologistId, startsAt })).id);
  }
  await patient.close();
  const [open, laterToday, otherDay] = ids as [number, number, number];
  moveAppointments([
    [open, starts.open],
    [laterToday, starts.laterToday],
    [otherDay, starts.otherDay],
  ]);

  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/psychologist\/dashboard$/);
  const sectionOf = (startsAt: Date) =>
    page.getByRole('region', { name: dayOf(startsAt) === dayOf(journeyNow()) ? 'Consultas de hoje' : 'Próximas consultas' });
  const rowOf = (startsAt: Date) =>
    sectionOf(startsAt).getByRole('listitem', { name: `${patientName} ${dayMonthOf(startsAt)}/${dayOf(startsAt).slice(0, 4)} às ${timeOf(startsAt)}` });

  const openRow = rowOf(starts.open);
  await expect(openRow.getByRole('link', { name: 'Entrar na sessão' })).toBeVisible();
  await expect(openRow).not.toContainText('Disponível');

  for (const startsAt of [starts.laterToday, starts.otherDay]) {
    const row = rowOf(startsAt);
    await expect(row).toContainText(expectedHint(startsAt));
    await expect(row.getByRole('link', { name: 'Entrar na sessão' })).toHaveCount(0);
  }
  // Never a disabled button standing in for one that cannot be used yet.
  await expect(page.getByRole('button', { name: 'Entrar na sessão' })).toHaveCount(0);
  await screenshots(page, 'psychologist-dashboard-join');

  await openRow.getByRole('link', { name: 'Entrar na sessão' }).click();
  await expect(page).toHaveURL(new RegExp(`/psychologist/session/${open}$`));
});

test("the demo psychologist's upcoming list is compact on a phone: no join buttons, a short line saying when each opens", async ({ page }) => {
  await logIn(page, demo.psychologist);
  await expect(page).toHaveURL(/\/psychologist\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Próximas consultas' }).getByRole('listitem').first()).toBeVisible();
  await screenshots(page, 'psychologist-dashboard-demo');
  await page.setViewportSize({ width: 390, height: 844 });
  const upcoming = page.getByRole('region', { name: 'Próximas consultas' });
  const rows = upcoming.getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  // No disabled join button anywhere. The seed's consultation joinable right away may still be there (earlier
  // journeys of the run may have used it): only that one row has the link, and a line of buttons for it.
  await expect(upcoming.getByRole('button', { name: 'Entrar na sessão' })).toHaveCount(0);
  const waiting = rows.filter({ hasNot: page.getByRole('link', { name: 'Entrar na sessão' }) });
  expect(await rows.count() - (await waiting.count())).toBeLessThanOrEqual(1);
  expect(await waiting.count()).toBeGreaterThan(0);
  for (const row of await waiting.all()) await expect(row).toContainText(/Disponível em \d{2}\/\d{2} às \d{2}:\d{2}/);
  // Name, status and 'Cancelar'; time and the hint: two short lines (a row with a disabled button took about 160 px).
  for (const row of await waiting.all()) expect((await row.boundingBox())?.height ?? Infinity).toBeLessThanOrEqual(90);
});
