import { expect, test, type Browser } from '@playwright/test';
import { demo, expectToast, logIn, screenshots, trpcMutation, trpcQuery, uniqueCrp, uniqueEmail } from './support.ts';

// A Brazilian whose browser is in English: native date and time inputs would show mm/dd/yyyy and AM/PM.
test.use({ locale: 'en-US' });

/** A day ahead in São Paulo as the screen shows it, dd/mm/aaaa. */
function daysAhead(days: number): { label: string } {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + days * 86_400_000));
  const [year, month, day] = iso.split('-');
  return { label: `${day}/${month}/${year}` };
}

/** A psychologist of their own, registered and approved over the API, so the demo agenda stays as seeded. */
async function approvedPsychologist(browser: Browser): Promise<string> {
  const email = uniqueEmail('agenda-pt');
  const applicant = await browser.newContext();
  await trpcMutation(applicant.request, 'auth.register', {
    role: 'psychologist',
    name: `Lívia Agenda ${Date.now()}`,
    email,
    password: 'segredo1',
    phone: '(21) 97777-6666',
    acceptTerms: true,
    professionalTitle: 'Psicóloga',
    crp: uniqueCrp(),
    specialty: 'Psicologia Clínica',
    bio: 'Atendo adultos com foco em ansiedade e depressão há dez anos.',
    hourlyRate: 150,
    availableHours: '08:00-18:00',
  });
  await applicant.close();
  const admin = await browser.newContext();
  await trpcMutation(admin.request, 'auth.login', { email: demo.admin, password: 'demo123' });
  const {
    items: [application],
  } = await trpcQuery<{ items: { id: number }[] }>(admin.request, 'admin.applications.list', { search: email });
  if (!application) throw new Error('application not found');
  await trpcMutation(admin.request, 'admin.applications.approve', { id: application.id, crpChecked: true });
  await admin.close();
  return email;
}

test('in an English browser the agenda shows dd/mm/aaaa and 24-hour times, and works from the keyboard', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = await approvedPsychologist(browser);
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  await logIn(page, email, 'segredo1');
  await expect(page).toHaveURL(/\/psychologist\/dashboard$/);
  await page.goto('/psychologist/schedule');
  await expect(page.getByText('Disponibilidade Semanal')).toBeVisible({ timeout: 30_000 });

  // A slot: typed digits become 24-hour HH:MM, the arrows move it by 15 minutes, an hour alone gets ':00'.
  const start = page.getByRole('textbox', { name: 'Início Segunda-feira 1' });
  const end = page.getByRole('textbox', { name: 'Fim Segunda-feira 1' });
  // Registration's service hours (08:00-18:00) became the first agenda.
  await expect(start).toHaveValue('08:00');
  await expect(end).toHaveValue('18:00');
  await start.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('1330');
  await expect(start).toHaveValue('13:30');
  await page.keyboard.press('ArrowDown');
  await expect(start).toHaveValue('13:15');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('19');
  await page.keyboard.press('Tab');
  await expect(end).toHaveValue('19:00');
  await page.getByRole('button', { name: 'Salvar Configurações' }).click();
  await expectToast(page, 'Configurações de agenda salvas com sucesso!');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Início Segunda-feira 1' })).toHaveValue('13:15', { timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Fim Segunda-feira 1' })).toHaveValue('19:00');

  // A blocked date picked from the calendar with the keyboard: it opens on today, in Portuguese.
  const date = page.getByRole('textbox', { name: 'Data a bloquear' });
  await expect(date).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  const tomorrow = daysAhead(1);
  await page.getByRole('button', { name: 'Abrir calendário' }).focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('application', { name: 'Calendário' }).or(page.getByRole('dialog', { name: 'Calendário' }));
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('button', { name: 'Próximo mês' })).toBeVisible();
  await screenshots(page, 'agenda-pickers-calendar');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(date).toHaveValue(tomorrow.label);
  await page.getByLabel('Motivo do bloqueio').fill('Consulta médica');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expectToast(page, 'Data bloqueada adicionada');
  await expect(page.getByRole('button', { name: `Remover bloqueio de ${tomorrow.label}` })).toBeVisible();
  // Another typed as dd/mm/aaaa.
  const typed = daysAhead(40);
  await date.fill(typed.label);
  await date.press('Enter');
  await expect(date).toHaveValue(typed.label);
  await page.getByLabel('Motivo do bloqueio').fill('Congresso');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expectToast(page, 'Data bloqueada adicionada');
  await expect(page.getByRole('button', { name: `Remover bloqueio de ${typed.label}` })).toBeVisible();

  await screenshots(page, 'agenda-pickers');
});
