import { expect, test } from './journey-test.ts';
import { approvedPsychologist, everyDay, journeyPassword as password } from './fixtures/approved-psychologist.ts';
import { appRunning, expectToast, journeyNow, logIn, platformDay, screenshots, trpcMutation, trpcQuery, uniqueEmail } from './support.ts';

const psychologistName = 'Rita Antecedência Teste';
const patientName = 'Paulo Cancelamento Teste';


/**
 * Set up through the API (registration and approval have journeys of their own): a psychologist who sees
 * patients every hour of every day and asks for 48 hours' notice, so a consultation two hours from now is
 * always inside the notice, whatever day the journey runs.
 */
async function psychologistAskingFor48Hours(baseURL: string): Promise<{ id: number; email: string }> {
  const { id, email } = await approvedPsychologist(baseURL, {
    name: psychologistName,
    emailPrefix: 'politica',
    slots: everyDay('00:00', '23:59'),
    cancellationNoticeHours: 48,
  });
  return { id, email };
}

test('a patient cancelling inside the notice is warned and the consultation reads as a late cancellation; the psychologist cancels another with a reason', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  if (!baseURL) throw new Error('baseURL');
  const { id: psychologistId, email: psychologistEmail } = await psychologistAskingFor48Hours(baseURL);

  // A new patient (signed in by registering, in the page's own cookie jar) books the first free hour at least two hours away.
  await trpcMutation(page.request, 'auth.register', {
    role: 'patient',
    name: patientName,
    email: uniqueEmail('paciente'),
    password,
    phone: '(21) 98888-7777',
    acceptTerms: true,
  });
  const soonest = journeyNow().getTime() + 2 * 3_600_000;
  const slots = [
    ...(await trpcQuery<{ startsAt: string; available: boolean }[]>(page.request, 'directory.slots', { psychologistId, date: platformDay(0) })),
    ...(await trpcQuery<{ startsAt: string; available: boolean }[]>(page.request, 'directory.slots', { psychologistId, date: platformDay(1) })),
  ];
  const [slot, later] = slots.filter((candidate) => candidate.available && Date.parse(candidate.startsAt) >= soonest);
  if (!slot || !later) throw new Error('nenhum horário livre');
  await trpcMutation(page.request, 'appointments.book', { psychologistId, startsAt: slot.startsAt });
  await trpcMutation(page.request, 'appointments.book', { psychologistId, startsAt: later.startsAt });

  await page.goto('/patient/appointments');
  const cards = page.getByRole('article', { name: new RegExp(`^${psychologistName} `) });
  // Two scheduled, soonest first; a loaded machine may take a while to answer the first list.
  await expect(cards).toHaveCount(2, { timeout: 30_000 });
  const card = cards.first();
  await expect(card).toContainText('Agendada');
  await card.getByRole('button', { name: 'Cancelar' }).click();

  const dialog = page.getByRole('alertdialog', { name: 'Cancelar consulta?' });
  await expect(dialog.getByRole('alert')).toHaveText(
    "Faltam menos de 48h para a consulta. O cancelamento contará como cancelamento tardio ('Cancelada com menos de 48h').",
  );
  await screenshots(page, 'cancellation-late-warning');
  await dialog.getByRole('button', { name: 'Cancelar mesmo assim' }).click();
  await expectToast(page, 'Consulta cancelada. Como faltavam menos de 48h, ela conta como cancelamento tardio.');
  await expect(dialog).toBeHidden();

  // The cancelled card moves below the upcoming one, labelled and without actions.
  const lateCard = cards.filter({ hasText: 'Cancelada com menos de 48h' });
  await expect(lateCard).toHaveCount(1);
  await expect(lateCard.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);
  await page.getByRole('group', { name: 'Filtrar consultas' }).getByRole('button', { name: 'Canceladas' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Cancelada com menos de 48h');
  await screenshots(page, 'cancellation-late-label');

  // The psychologist: the notice in the agenda settings, then the other consultation cancelled with a reason.
  const psychologist = await (await browser.newContext()).newPage();
  await logIn(psychologist, psychologistEmail, password);
  await expect(psychologist).toHaveURL(/\/psychologist\/dashboard$/);
  await psychologist.goto('/psychologist/schedule');
  await expect(psychologist.getByLabel('Antecedência mínima para cancelar')).toHaveValue('48');
  await screenshots(psychologist, 'cancellation-agenda-notice');
  await psychologist.goto('/psychologist/dashboard');
  const row = psychologist.getByRole('listitem').filter({ hasText: patientName }).filter({ hasText: 'Agendada' });
  await expect(row).toHaveCount(1);
  await appRunning(psychologist);
  await row.getByRole('button', { name: 'Cancelar' }).click();
  const reasonDialog = psychologist.getByRole('dialog', { name: 'Cancelar consulta?' });
  await reasonDialog.getByRole('button', { name: 'Cancelar consulta' }).click();
  await expect(reasonDialog.getByText('Informe o motivo do cancelamento')).toBeVisible();
  await reasonDialog.getByLabel('Motivo do cancelamento').fill('Precisei me ausentar por motivo de saúde.');
  await screenshots(psychologist, 'cancellation-psychologist-reason');
  await reasonDialog.getByRole('button', { name: 'Cancelar consulta' }).click();
  await expectToast(psychologist, 'Consulta cancelada. O paciente foi avisado por e-mail.');
  await expect(reasonDialog).toBeHidden();
  await expect(psychologist.getByRole('listitem').filter({ hasText: patientName }).filter({ hasText: 'Agendada' })).toHaveCount(0);
});
