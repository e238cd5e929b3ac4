import { AxeBuilder } from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { bookingDateButtons, demo, demoPassword, expectToast, logIn, screenshots, trpcMutation, trpcQuery, uniqueCrp, uniqueEmail } from './support.ts';

const password = 'segredo1';
const psychologistName = 'Sílvia Semanal Teste';
const patientName = 'Sérgio Série Teste';

async function signedIn(baseURL: string, email: string, secret: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  await trpcMutation(context, 'auth.login', { email, password: secret });
  return context;
}

/** A psychologist of their own (set up through the API), seeing patients every hour of every day. */
async function psychologistEveryDay(baseURL: string): Promise<{ id: number; email: string }> {
  const email = uniqueEmail('semanal');
  const visitor = await playwrightRequest.newContext({ baseURL });
  await trpcMutation(visitor, 'auth.register', {
    role: 'psychologist',
    name: psychologistName,
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
  const psychologist = await signedIn(baseURL, email, password);
  const allDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startTime: '08:00', endTime: '20:00', isAvailable: true }));
  await trpcMutation(psychologist, 'agenda.save', { consultationMinutes: 50, intervalMinutes: 10, cancellationNoticeHours: 24, slots: allDay });
  return { id, email };
}

/** No serious or critical WCAG 2.2 AA violation on the screen as it is now (the accessibility journey's rule). */
async function expectAccessible(page: Page, name: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), name).toEqual([]);
}

test('a patient books a 4-week series, sees four consultations and cancels the last two; the psychologist books the freed weeks again and cancels the rest of the patient\'s series', async ({ page, browser, baseURL }) => {
  test.slow();
  if (!baseURL) throw new Error('baseURL');
  const { id: psychologistId, email: psychologistEmail } = await psychologistEveryDay(baseURL);
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
