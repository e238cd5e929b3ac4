import { expect, test } from './journey-test.ts';
import { approvedPsychologist, everyDay, expectAccessible, journeyPassword as password } from './fixtures/approved-psychologist.ts';
import { appRunning, bookingDateButtons, expectToast, logIn, screenshots, trpcMutation, uniqueEmail } from './support.ts';

const psychologistName = 'Sílvia Semanal Teste';
const patientName = 'Sérgio Série Teste';


test('a patient books a 4-week series, sees four consultations and cancels the last two; the psychologist books the freed weeks again and cancels the rest of the patient\'s series', async ({ page, browser, baseURL }) => {
  test.slow();
  if (!baseURL) throw new Error('baseURL');
  const { id: psychologistId, email: psychologistEmail } = await approvedPsychologist(baseURL, {
    name: psychologistName,
    emailPrefix: 'semanal',
    slots: everyDay('08:00', '20:00'),
    cancellationNoticeHours: 24,
  });
  const registered = await trpcMutation<{ user: { id: number } }>(page.request, 'auth.register', {
    role: 'patient',
    name: patientName,
    email: uniqueEmail('serie'),
    password,
    phone: '(21) 98888-7777',
    acceptTerms: true,
  });

  await page.goto(`/schedule/${psychologistId}`);
  await expect(page.getByRole('heading', { name: psychologistName })).toBeVisible({ timeout: 30_000 });
  // A day a few days ahead (well outside the 24-hour notice), its first free time.
  const day = bookingDateButtons(page).nth(3);
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const [year, month, dayOfMonth] = ((await day.getAttribute('data-day')) ?? '').split('-');
  const slot = page.getByRole('group', { name: 'Horários' }).getByRole('button', { disabled: false }).first();
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  const time = (await slot.textContent())?.trim() ?? '';

  await page.getByText('Repetir toda semana').click();
  await page.getByLabel('Por quantas semanas').selectOption('4');
  const preview = page.getByRole('list', { name: 'Semanas verificadas' });
  await expect(preview.getByRole('listitem')).toHaveCount(4, { timeout: 30_000 });
  await expect(preview.getByText('Livre', { exact: true })).toHaveCount(4);
  await expect(page.getByText('Todas as 4 semanas estão livres.')).toBeVisible();
  await expectAccessible(page, 'agendamento com série semanal');
  await screenshots(page, 'series-booking-preview');

  await page.getByRole('button', { name: 'Confirmar 4 consultas' }).click();
  await expectToast(page, '4 consultas semanais agendadas!');
  const result = page.getByRole('region', { name: 'Resultado da série semanal' });
  await expect(result.getByText('Agendada', { exact: true })).toHaveCount(4);
  await expectAccessible(page, 'resultado da série');
  await screenshots(page, 'series-booking-result');

  await result.getByRole('link', { name: 'Ver minhas consultas' }).click();
  await expect(page).toHaveURL(/\/patient\/appointments$/);
  const cards = page.getByRole('article', { name: new RegExp(`^${psychologistName} `) });
  await expect(cards).toHaveCount(4, { timeout: 30_000 });
  for (const [index, card] of (await cards.all()).entries()) await expect(card).toContainText(`Semanal · ${index + 1} de 4`);
  await expectAccessible(page, 'minhas consultas com série');
  await screenshots(page, 'series-appointments');
  await page.goto('/patient/dashboard');
  const upcoming = page.getByRole('region', { name: 'Próximas consultas' }).getByRole('listitem');
  await expect(upcoming.filter({ hasText: 'Semanal · 1 de 4' })).toHaveCount(1);
  await expect(upcoming.filter({ hasText: 'Semanal · 4 de 4' })).toHaveCount(1);
  await screenshots(page, 'series-dashboard');
  await page.goto('/patient/appointments');

  // 'Cancelar esta e as próximas' from the third: the third and fourth are cancelled, the first two stay.
  await cards.nth(2).getByRole('button', { name: 'Cancelar esta e as próximas' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancelar esta e as próximas?' });
  await expect(dialog).toContainText('todas as seguintes desta série semanal serão canceladas');
  await expectAccessible(page, 'cancelar esta e as próximas');
  await screenshots(page, 'series-cancel-rest');
  await dialog.getByRole('button', { name: 'Sim, cancelar todas' }).click();
  await expectToast(page, '2 consultas da série canceladas.');
  await expect(cards.filter({ hasText: 'Agendada' })).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Cancelada' })).toHaveCount(2);
  await expect(cards.first().getByRole('button', { name: 'Cancelar esta e as próximas' })).toBeVisible();

  // The psychologist sees the series card on the patient's page and checks a new series there.
  const psychologist = await (await browser.newContext()).newPage();
  await logIn(psychologist, psychologistEmail, password);
  await expect(psychologist).toHaveURL(/\/psychologist\/dashboard$/);
  await psychologist.goto(`/psychologist/patients/${registered.user.id}`);
  await expect(psychologist.getByRole('heading', { level: 1, name: patientName })).toBeVisible({ timeout: 30_000 });
  const seriesCard = psychologist.getByRole('region', { name: 'Série semanal' });
  await expect(seriesCard).toBeVisible({ timeout: 30_000 });
  // The same four weeks: the two the patient kept are taken, the two cancelled ones are free again.
  await seriesCard.getByRole('textbox', { name: 'Primeira data' }).fill(`${dayOfMonth}/${month}/${year}`);
  await seriesCard.getByRole('textbox', { name: 'Primeira data' }).press('Enter');
  await seriesCard.getByLabel('Horário').fill(time);
  await seriesCard.getByRole('button', { name: 'Verificar semanas' }).click();
  const checked = seriesCard.getByRole('list', { name: 'Semanas verificadas' });
  await expect(checked.getByRole('listitem')).toHaveCount(4, { timeout: 30_000 });
  await expect(checked.getByText('Horário ocupado', { exact: true })).toHaveCount(2);
  await expect(checked.getByText('Livre', { exact: true })).toHaveCount(2);
  await expectAccessible(psychologist, 'série semanal na página do paciente');
  await screenshots(psychologist, 'series-psychologist-patient');
  await seriesCard.getByRole('button', { name: 'Agendar 2 consultas' }).click();
  await expectToast(psychologist, '2 de 4 consultas semanais agendadas.');
  await expect(seriesCard.getByText('Agendada', { exact: true })).toHaveCount(2);
  await expect(seriesCard.getByText('Não agendada: Horário ocupado', { exact: true })).toHaveCount(2);

  // From the dashboard, the psychologist cancels the patient's first week and the later ones of its series.
  await psychologist.goto('/psychologist/dashboard');
  const rows = psychologist.getByRole('listitem').filter({ hasText: patientName }).filter({ hasText: 'Agendada' });
  await expect(rows).toHaveCount(4, { timeout: 30_000 });
  await appRunning(psychologist);
  await rows.first().getByRole('button', { name: 'Cancelar' }).click();
  const reasonDialog = psychologist.getByRole('dialog', { name: 'Cancelar consulta?' });
  await reasonDialog.getByLabel('Motivo do cancelamento').fill('Vou mudar meus horários de sábado.');
  await reasonDialog.getByText('Cancelar também as próximas consultas desta série semanal').click();
  await expectAccessible(psychologist, 'cancelar série pelo psicólogo');
  await screenshots(psychologist, 'series-psychologist-cancel-rest');
  await reasonDialog.getByRole('button', { name: 'Cancelar consulta' }).click();
  await expectToast(psychologist, '2 consultas da série canceladas. O paciente foi avisado por e-mail.');
  await expect(rows).toHaveCount(2);
});
