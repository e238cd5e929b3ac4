import { expect, test } from './journey-test.ts';
import { approvedPsychologist } from './fixtures/approved-psychologist.ts';
import {
  adminMenu,
  demo,
  expectToast,
  logIn,
  screenshots,
  trpcMutation,
  trpcQuery,
  uniqueEmail,
  uniqueNumber,
} from './support.ts';

interface Slot {
  startsAt: string;
  available: boolean;
}

test("a deactivated psychologist's future consultation shows a notice to the patient, who can still cancel it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  if (!baseURL) throw new Error('baseURL');
  // Registration, approval and booking have their own journeys; here they are set up over the API.
  const name = `Rita Desligada ${uniqueNumber()}`;
  const { id: psychologistId, api } = await approvedPsychologist(baseURL, { name, emailPrefix: 'desligada' });
  await api.dispose();
  await logIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  const patientContext = await browser.newContext();
  const patient = await patientContext.newPage();
  await trpcMutation(patientContext.request, 'auth.register', {
    role: 'patient',
    name: 'Bruna Paciente',
    email: uniqueEmail('bruna'),
    password: 'segredo1',
    phone: '(11) 91234-5678',
    acceptTerms: true,
  });
  const [date] = await trpcQuery<string[]>(patientContext.request, 'directory.availableDates', { psychologistId });
  const slots = await trpcQuery<Slot[]>(patientContext.request, 'directory.slots', { psychologistId, date });
  const slot = slots.find((candidate) => candidate.available);
  if (!slot) throw new Error(`no free slot on ${String(date)}`);
  await trpcMutation(patientContext.request, 'appointments.book', { psychologistId, startsAt: slot.startsAt });

  await adminMenu(page).getByRole('link', { name: 'Usuários' }).click();
  await page.getByPlaceholder('Buscar por nome ou e-mail').fill(name);
  await page.getByLabel('Tipo de usuário').selectOption('psychologist');
  const row = page.getByRole('row', { name });
  await row.getByRole('button', { name: 'Desativar' }).click();
  await page.getByRole('alertdialog', { name: 'Desativar usuário?' }).getByRole('button', { name: 'Desativar' }).click();
  await expectToast(page, 'Usuário desativado');

  await patient.goto('/patient/dashboard');
  const upcoming = patient.getByRole('region', { name: 'Próximas consultas' });
  const listed = upcoming.getByRole('listitem').filter({ hasText: name });
  await expect(listed).toContainText('Agendada');
  await expect(listed).toContainText('Profissional indisponível');
  await screenshots(patient, 'patient-dashboard-psychologist-unavailable');

  await upcoming.getByRole('link', { name: 'Ver todas' }).click();
  const card = patient.getByRole('article', { name: new RegExp(name) });
  await expect(card).toContainText('Profissional indisponível');
  await expect(card).toContainText('Você pode cancelar esta consulta.');
  await expect(card.getByRole('link', { name: 'Ver perfil' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Entrar na sessão' })).toHaveCount(0);
  await screenshots(patient, 'patient-appointments-psychologist-unavailable');

  await card.getByRole('button', { name: 'Cancelar' }).click();
  await patient.getByRole('alertdialog', { name: 'Cancelar consulta?' }).getByRole('button', { name: 'Sim, cancelar' }).click();
  await expectToast(patient, 'Consulta cancelada com sucesso');
  await expect(card).toContainText('Cancelada');
  await expect(card).not.toContainText('Profissional indisponível');
  await patientContext.close();
});
