import { readFile } from 'node:fs/promises';
import { formatDay } from '@acolhe/shared/calendar-format';
import { expect, test, type Browser, type Page } from './journey-test.ts';
import {
  adminMenu,
  bookingDateButton,
  bookingDateButtons,
  cnpjWithCheckDigits,
  demo,
  demoPsychologistId,
  expectToast,
  logIn,
  platformDay,
  screenshots,
  type Slot,
  trpcQuery,
  uniqueCnpj,
  uniqueEmail,
  uniqueNumber,
} from './support.ts';

async function logInAsAdmin(page: Page): Promise<void> {
  await logIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

function companyRow(page: Page, name: string) {
  return page.getByRole('row', { name });
}

async function searchCompanies(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder('Buscar empresas...').fill(text);
}

/** Fills 'Nova Empresa' and adds it; returns the code the page shows for the employees. */
async function addCompany(page: Page, company: { name: string; cnpj: string; email: string; employees?: string }): Promise<string> {
  await page.getByRole('button', { name: 'Nova Empresa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Empresa' });
  await dialog.getByLabel('Nome da empresa').fill(company.name);
  await dialog.getByLabel('CNPJ').fill(company.cnpj);
  await dialog.getByLabel('E-mail').fill(company.email);
  if (company.employees) await dialog.getByLabel('Funcionários').fill(company.employees);
  await dialog.getByRole('button', { name: 'Adicionar Empresa' }).click();
  await expectToast(page, 'Empresa adicionada com sucesso!');
  await expect(dialog).toBeHidden();
  const notice = page.getByRole('status', { name: 'Empresa adicionada', exact: true });
  await expect(notice).toContainText(company.name);
  return (await notice.getByTestId('company-code').textContent()) ?? '';
}

async function registerPatient(browser: Browser, name: string, companyCode?: string): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail('gestao');
  await page.goto('/register');
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.locator('input[name="password"]').fill('segredo1');
  await page.getByLabel('Confirmar senha').fill('segredo1');
  await page.getByLabel('Telefone').fill('(11) 91234-5678');
  if (companyCode) await page.getByLabel('Código da empresa (opcional)').fill(companyCode);
  await page.getByText('Li e aceito os').click({ position: { x: 4, y: 8 } });
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expectToast(page, 'Cadastro realizado com sucesso!');
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  return { page, email };
}

test('the admin adds a company, finds it, switches its status and plan, and deletes it', async ({ page }) => {
  test.slow();
  const name = `Nova Era Tecnologia ${uniqueNumber()}`;
  // The new alphanumeric format, its check digits worked out by the test.
  const alphanumericBase = `A${String(uniqueNumber() % 1e7).padStart(7, '0')}0001`;
  const cnpj = cnpjWithCheckDigits(alphanumericBase);
  await logInAsAdmin(page);
  await adminMenu(page).getByRole('link', { name: 'Empresas Conveniadas' }).click();
  await expect(page.getByRole('heading', { name: 'Empresas Conveniadas' })).toBeVisible();
  for (const header of ['Empresa', 'Contato', 'Funcionários', 'Consultas/Mês', 'Receita/Mês', 'Plano', 'Status', 'Ações']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const companiesBefore = Number(await page.getByTestId('total-companies').textContent());
  await screenshots(page, 'admin-companies');

  // Nothing is added without the required fields, nor with a CNPJ whose check digits are wrong.
  await page.getByRole('button', { name: 'Nova Empresa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Empresa' });
  await dialog.getByRole('button', { name: 'Adicionar Empresa' }).click();
  await expectToast(page, 'Preencha todos os campos obrigatórios');
  await dialog.getByLabel('Nome da empresa').fill(name);
  await dialog.getByLabel('CNPJ').fill(`${cnpj.slice(0, -1)}${(Number(cnpj.slice(-1)) + 1) % 10}`);
  await dialog.getByLabel('E-mail').fill('rh@novaera');
  await dialog.getByRole('button', { name: 'Adicionar Empresa' }).click();
  await expect(dialog.getByText('CNPJ inválido')).toBeVisible();
  await expect(dialog.getByText('E-mail inválido')).toBeVisible();
  await screenshots(page, 'admin-companies-new');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  const code = await addCompany(page, { name, cnpj, email: 'rh@novaera.com.br', employees: '250' });
  expect(code).toMatch(/^NOVA-[2-9A-HJ-NP-Z]{4}$/);
  await expect(page.getByTestId('total-companies')).toHaveText(String(companiesBefore + 1));

  // The same CNPJ again is refused beside its field, by the server.
  await page.getByRole('button', { name: 'Nova Empresa' }).click();
  await dialog.getByLabel('Nome da empresa').fill('Outra com o mesmo CNPJ');
  await dialog.getByLabel('CNPJ').fill(cnpj.replace(/[^0-9A-Z]/g, ''));
  await dialog.getByLabel('E-mail').fill('rh@outra.com.br');
  await dialog.getByRole('button', { name: 'Adicionar Empresa' }).click();
  await expect(dialog.getByText('Já existe uma empresa com este CNPJ')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await searchCompanies(page, cnpj);
  await expect(page.getByText('1 empresa(s) encontrada(s)')).toBeVisible();
  const row = companyRow(page, name);
  await expect(row).toContainText('Pendente');
  await expect(row).toContainText('250');
  await screenshots(page, 'admin-companies-created');

  await row.getByRole('button', { name: 'Ativar empresa' }).click();
  await expectToast(page, 'Status da empresa atualizado');
  await expect(row).toContainText('Ativa');
  await row.getByLabel(`Plano de ${name}`).selectOption('premium');
  await expectToast(page, 'Plano da empresa atualizado');

  await page.reload();
  await searchCompanies(page, 'nova era tecnologia');
  await expect(companyRow(page, name)).toContainText('Ativa');
  await expect(companyRow(page, name).getByLabel(`Plano de ${name}`)).toHaveValue('premium');

  await companyRow(page, name).getByRole('button', { name: 'Desativar empresa' }).click();
  await expectToast(page, 'Status da empresa atualizado');
  await page.reload();
  await searchCompanies(page, cnpj);
  await expect(companyRow(page, name)).toContainText('Inativa');

  await companyRow(page, name).getByRole('button', { name: 'Excluir empresa' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir empresa?' });
  await expect(confirm).toContainText('As consultas já realizadas continuam registradas');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expectToast(page, 'Empresa removida');
  await expect(page.getByText('Nenhuma empresa encontrada')).toBeVisible();
  await expect(page.getByText('0 empresa(s) encontrada(s)')).toBeVisible();
  await expect(page.getByTestId('total-companies')).toHaveText(String(companiesBefore));
  await screenshots(page, 'admin-companies-empty');
});

test("an employee books with the company's code and the company's Consultas/Mês rises by one", async ({ page, browser }) => {
  test.slow();
  const name = `Delta Energia ${uniqueNumber()}`;
  await logInAsAdmin(page);
  await adminMenu(page).getByRole('link', { name: 'Empresas Conveniadas' }).click();
  const code = await addCompany(page, { name, cnpj: uniqueCnpj(), email: 'rh@delta.com.br' });
  await searchCompanies(page, name);
  const row = companyRow(page, name);
  await row.getByRole('button', { name: 'Ativar empresa' }).click();
  await expectToast(page, 'Status da empresa atualizado');
  await expect(row.getByTestId('monthly-appointments')).toHaveText('0');

  const employee = await registerPatient(browser, 'Elisa Funcionária', code);
  const psychologistId = await demoPsychologistId(employee.page.request);
  await employee.page.goto(`/schedule/${psychologistId}`);
  // Consultas/Mês counts the consultations that start this month: the demo psychologist's last free time
  // today, which is always in this month (the journeys' clock starts the run on a Monday at 09:00) and
  // an hour no other journey of the run books.
  const today = platformDay(0);
  const todaySlots = await trpcQuery<Slot[]>(employee.page.request, 'directory.slots', { psychologistId, date: today });
  const lastFree = todaySlots.filter((slot) => slot.available).at(-1);
  if (!lastFree) throw new Error('nenhum horário livre hoje');
  await expect(bookingDateButtons(employee.page).first()).toBeVisible();
  await bookingDateButton(employee.page, formatDay(today)).click();
  await employee.page.getByRole('group', { name: 'Horários' }).getByRole('button', { name: lastFree.time, exact: true }).click();
  await employee.page.getByRole('button', { name: 'Confirmar Agendamento' }).click();
  await expectToast(employee.page, 'Consulta agendada com sucesso!');
  await employee.page.context().close();

  await page.reload();
  await searchCompanies(page, name);
  await expect(companyRow(page, name).getByTestId('monthly-appointments')).toHaveText('1');
  // Receita/Mês counts completed consultations only; this one has not happened yet.
  await expect(companyRow(page, name).getByTestId('monthly-revenue')).toHaveText(/R\$\s0,00/);

  // The company's own report never shows a figure from fewer than 5 people.
  const downloading = page.waitForEvent('download');
  await companyRow(page, name).getByRole('button', { name: 'Exportar relatório' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^relatorio_delta-energia-\d+_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain('Período;Pessoas atendidas;Consultas;Consultas realizadas;Custo (R$)');
  expect(csv).toMatch(/Total de [^;]+;< 5;< 5;< 5;< 5/);
  expect(csv).not.toContain('Elisa');
});

test('the admin deactivates a patient, who can no longer log in, then reactivates them', async ({ page, browser }) => {
  test.slow();
  const name = `Otávio Desativado ${uniqueNumber()}`;
  const patient = await registerPatient(browser, name);

  await logInAsAdmin(page);
  await adminMenu(page).getByRole('link', { name: 'Usuários' }).click();
  await expect(page.getByRole('heading', { name: 'Usuários' })).toBeVisible();
  // The admin's own row cannot be switched off.
  await page.getByPlaceholder('Buscar por nome ou e-mail').fill(demo.admin);
  const own = page.getByRole('row').filter({ hasText: demo.admin });
  await expect(own.getByRole('button', { name: 'Desativar' })).toBeDisabled();
  await expect(own).toContainText('Você não pode desativar a sua própria conta');

  // Accent- and case-blind search, with the role filter.
  await page.getByPlaceholder('Buscar por nome ou e-mail').fill(name.toUpperCase().replace('Á', 'A'));
  await page.getByLabel('Tipo de usuário').selectOption('patient');
  const row = page.getByRole('row', { name });
  await expect(row).toContainText('Ativo');
  await expect(page.getByText('1 usuário encontrado')).toBeVisible();
  await screenshots(page, 'admin-users');

  await row.getByRole('button', { name: 'Desativar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Desativar usuário?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Desativar' }).click();
  await expectToast(page, 'Usuário desativado');
  await expect(row).toContainText('Inativo');
  await page.getByLabel('Situação').selectOption('active');
  await expect(page.getByText('Nenhum usuário encontrado')).toBeVisible();
  await page.getByLabel('Situação').selectOption('inactive');
  await expect(row).toContainText('Inativo');

  // Their open session ended at once, and a new login is refused.
  await patient.page.reload();
  await expect(patient.page).toHaveURL(/\/login/);
  await logIn(patient.page, patient.email, 'segredo1');
  await expectToast(patient.page, 'Conta desativada. Fale com o suporte.');
  await expect(patient.page).toHaveURL(/\/login/);

  await row.getByRole('button', { name: 'Reativar' }).click();
  await page.getByRole('alertdialog', { name: 'Reativar usuário?' }).getByRole('button', { name: 'Reativar' }).click();
  await expectToast(page, 'Usuário reativado');
  await logIn(patient.page, patient.email, 'segredo1');
  await expect(patient.page).toHaveURL(/\/patient\/dashboard$/);
  await patient.page.context().close();
});

test('the booking horizon the admin sets persists and limits the dates patients are offered', async ({ page, browser }) => {
  test.slow();
  const patientContext = await browser.newContext();
  const patient = await patientContext.newPage();
  const psychologistId = await demoPsychologistId(patient.request);
  await logIn(patient, demo.patient);
  await expect(patient).toHaveURL(/\/patient\/dashboard$/);
  const offeredDates = async () => {
    await patient.goto(`/schedule/${psychologistId}`);
    const dates = patient.getByRole('group', { name: 'Datas disponíveis' }).getByRole('button');
    await expect(dates.first()).toBeVisible();
    return dates.count();
  };
  expect(await offeredDates()).toBeGreaterThan(8);

  await logInAsAdmin(page);
  await adminMenu(page).getByRole('link', { name: 'Configurações' }).click();
  const horizon = page.getByLabel('Período de agendamento (dias)');
  await expect(horizon).toHaveValue('90');
  await expect(page.getByText('Embutido (WebRTC ponto a ponto)')).toBeVisible();
  await expect(page.getByText('Caixa de saída no banco de dados (sem SMTP)')).toBeVisible();
  await screenshots(page, 'admin-settings');

  await horizon.fill('400');
  await page.getByRole('button', { name: 'Salvar Configurações' }).click();
  await expect(page.getByText('O período de agendamento deve ser de 7 a 365 dias')).toBeVisible();

  try {
    await horizon.fill('7');
    await page.getByRole('button', { name: 'Salvar Configurações' }).click();
    await expectToast(page, 'Configurações salvas com sucesso!');
    await page.reload();
    await expect(page.getByLabel('Período de agendamento (dias)')).toHaveValue('7');

    // Today and the 7 days after it at most.
    const limited = await offeredDates();
    expect(limited).toBeGreaterThan(0);
    expect(limited).toBeLessThanOrEqual(8);
  } finally {
    // The other journeys of the run book further ahead.
    await page.getByLabel('Período de agendamento (dias)').fill('90');
    await page.getByRole('button', { name: 'Salvar Configurações' }).click();
    await expectToast(page, 'Configurações salvas com sucesso!');
    await patientContext.close();
  }
});
