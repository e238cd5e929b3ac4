import { expect, test } from './journey-test.ts';
import { approvedPsychologist, journeyPassword } from './fixtures/approved-psychologist.ts';
import { moveAppointments, withJourneyDatabase } from './fixtures/journey-database.ts';
import { journeyNow, logIn, trpcMutation, trpcQuery, uniqueEmail, uniqueNumber } from './support.ts';

const password = journeyPassword;
const shots = process.env.SHOTS_DIR ?? '.test-output/screens';

/** The consultation starts 20 hours from the journeys' now, inside the 24-hour reminder's window. */
function moveToTomorrow(appointmentId: number): Date {
  const startsAt = new Date(Math.ceil((journeyNow().getTime() + 20 * 3_600_000) / 300_000) * 300_000);
  moveAppointments([[appointmentId, startsAt]]);
  return startsAt;
}

/** The confirm link's path in the patient's 24-hour reminder, once the scheduler (every ATTENDANCE_SWEEP_SECONDS) has written it. */
async function confirmLinkFor(recipient: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      () => {
        const mail = withJourneyDatabase(
          (db) =>
            db
              .prepare("select body_text from mail_outbox where recipient = ? and subject like 'Lembrete:%' and body_text like '%/lembrete/%' order by id")
              .get(recipient) as { body_text: string } | undefined,
        );
        path = mail && /Confirmar presença: \S+?(\/lembrete\/[\w-]{43})/.exec(mail.body_text)?.[1];
        return path ?? null;
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .not.toBeNull();
  return path ?? '';
}

test('a patient confirms presence from the reminder e-mail, and the psychologist sees it', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('baseURL');
  const psychologist = await approvedPsychologist(baseURL, { name: `Rita Lembrete ${uniqueNumber()}`, emailPrefix: 'lembrete' });
  await psychologist.api.dispose();
  const { email: psychologistEmail, id: psychologistId } = psychologist;

  const patientName = `Bia Lembrete ${uniqueNumber()}`;
  const patientEmail = uniqueEmail('bia');
  const patient = await browser.newContext({ baseURL });
  await trpcMutation(patient.request, 'auth.register', {
    role: 'patient',
    name: patientName,
    email: patientEmail,
    password,
    phone: '(11) 91234-5678',
    acceptTerms: true,
  });
  const [date] = await trpcQuery<string[]>(patient.request, 'directory.availableDates', { psychologistId: psychologistId });
  const slots = await trpcQuery<{ startsAt: string; available: boolean }[]>(patient.request, 'directory.slots', {
    psychologistId: psychologistId,
    date,
  });
  const free = slots.find((slot) => slot.available);
  if (!free) throw new Error('sem horários livres');
  const { id } = await trpcMutation<{ id: number }>(patient.request, 'appointments.book', { psychologistId: psychologistId, startsAt: free.startsAt });
  await patient.close();
  moveToTomorrow(id);

  // The e-mail's link opens a page that only asks; a mail scanner opening it confirms nothing.
  const link = await confirmLinkFor(patientEmail);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirmar presença' })).toBeVisible();
  await expect(page.getByText(/^Consulta com Rita Lembrete/)).toBeVisible();
  await page.screenshot({ path: `${shots}/reminder-link-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/reminder-link-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Confirmar presença' }).click();
  await expect(page.getByRole('heading', { name: 'Presença confirmada' })).toBeVisible();
  await page.screenshot({ path: `${shots}/reminder-confirmed-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Used once: opening it again says so.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Link já utilizado' })).toBeVisible();

  await logIn(page, psychologistEmail, password);
  await expect(page).toHaveURL(/\/psychologist\/dashboard$/);
  const row = page.getByRole('listitem', { name: new RegExp(`^${patientName} `) });
  await expect(row).toContainText('Presença confirmada');
  await page.screenshot({ path: `${shots}/reminder-dashboard-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/reminder-dashboard-390.png`, fullPage: true });
});
