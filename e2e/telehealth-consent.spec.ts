import { expect, test, type Page } from './journey-test.ts';
import { telehealthConsentText, urgentHelp } from '@acolhe/shared/telehealth-consent';
import { consentWhenAsked, openImminentSessionAsPatient } from './fixtures/session-journey.ts';
import {
  demo,
  demoPsychologistId,
  demoPsychologistName,
  firstFreeSlot,
  logIn,
  screenshots,
  trpcMutation,
  trpcQuery,
  uniqueEmail,
} from './support.ts';

/**
 * A new patient, signed in, with a consultation booked with the demo psychologist at the far end of the
 * booking horizon, where other journeys of the run do not book: the first free time on its last date.
 */
async function newPatientWithBooking(page: Page): Promise<number> {
  const request = page.request;
  const psychologistId = await demoPsychologistId(request);
  await trpcMutation(request, 'auth.register', {
    role: 'patient',
    name: 'Teresa Consentida',
    email: uniqueEmail('consentimento'),
    password: 'segredo1',
    phone: '(11) 91234-5678',
    acceptTerms: true,
  });
  const dates = await trpcQuery<string[]>(request, 'directory.availableDates', { psychologistId });
  const lastDate = dates.at(-1);
  if (!lastDate) throw new Error('nenhuma data no período de agendamento');
  const slot = await firstFreeSlot(request, psychologistId, lastDate);
  const booked = await trpcMutation<{ id: number }>(request, 'appointments.book', { psychologistId, startsAt: slot.startsAt });
  return booked.id;
}

test('a new patient is asked for consent, may prefer in-person care, and is not asked again once they agree', async ({ page }) => {
  // A registration, a booking, two full loads of the session page (its chunk is the largest) and screenshots.
  test.slow();
  const appointmentId = await newPatientWithBooking(page);
  await page.goto(`/patient/session/${appointmentId}`);
  await expect(page.getByRole('heading', { name: 'Sala de espera' })).toBeVisible({ timeout: 30_000 });

  const help = page.getByTestId('urgent-help');
  await expect(help).toHaveText(urgentHelp.text);
  await expect(help.getByRole('link', { name: 'Ligar para o CVV, 188' })).toHaveAttribute('href', 'tel:188');
  await expect(help.getByRole('link', { name: 'Ligar para o SAMU, 192' })).toHaveAttribute('href', 'tel:192');

  const consent = page.getByRole('region', { name: telehealthConsentText.title });
  await expect(consent).toContainText(telehealthConsentText.intro(demoPsychologistName));
  await expect(consent).toContainText('Lei 14.510/2022 (art. 26-A)');
  await expect(consent).toContainText('recusar o atendimento online e pedir atendimento presencial');
  await screenshots(page, 'telehealth-consent');

  await consent.getByRole('button', { name: telehealthConsentText.refuse }).click();
  const inPerson = page.getByRole('region', { name: telehealthConsentText.refusedTitle });
  await expect(inPerson).toContainText(telehealthConsentText.refusedText(demoPsychologistName));
  await expect(inPerson.getByRole('link', { name: 'psicologo@demo.com' })).toHaveAttribute('href', 'mailto:psicologo@demo.com');
  await expect(inPerson).toContainText(/\(\d{2}\) 9\d{4}-\d{4}/);
  await expect(inPerson.getByRole('link', { name: 'Ir para Minhas consultas' })).toHaveAttribute('href', '/patient/appointments');
  await expect(page.getByRole('button', { name: 'Entrar na sessão' })).toHaveCount(0);
  await expect(help).toBeVisible();
  await screenshots(page, 'telehealth-in-person');

  await inPerson.getByRole('button', { name: telehealthConsentText.changedMind }).click();
  await page.getByRole('button', { name: telehealthConsentText.accept }).click();
  // Consent given, the waiting room counts down to the consultation days ahead.
  await expect(page.getByTestId('session-countdown')).toBeVisible();
  await expect(page.getByRole('region', { name: telehealthConsentText.title })).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('session-countdown')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: telehealthConsentText.title })).toHaveCount(0);
  await expect(page.getByTestId('urgent-help')).toBeVisible();
});

test('the demo patient consents when asked and joins the imminent consultation', async ({ page }) => {
  test.slow();
  await logIn(page, demo.patient);
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  await openImminentSessionAsPatient(page);
  await expect(page.getByTestId('urgent-help')).toBeVisible();
  await consentWhenAsked(page, async () => {
    await expect(page.getByRole('region', { name: telehealthConsentText.title })).toContainText(demoPsychologistName);
  });
  await page.reload();
  // Asked once for this psychologist: straight to the devices now.
  await expect(page.getByRole('button', { name: 'Escolher câmera' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: telehealthConsentText.title })).toHaveCount(0);
  await page.getByRole('button', { name: 'Entrar na sessão' }).click();
  await expect(page.getByRole('button', { name: 'Encerrar chamada' })).toBeVisible();
  await page.getByRole('button', { name: 'Encerrar chamada' }).click();
  await expect(page).toHaveURL(/\/patient\/appointments$/);
});
