import { expect, test } from './journey-test.ts';
import { adminMenu, demo, expectToast, logIn, uniqueCrp, uniqueEmail } from './support.ts';

test('a psychologist registers, waits for approval, is approved by the admin and reaches the dashboard', async ({
  browser,
}) => {
  // Two people through registration, a refused duplicate CRP, approval and sign-in: longer than the default.
  test.setTimeout(150_000);
  const email = uniqueEmail('psi');
  const psychologist = await (await browser.newContext()).newPage();

  await psychologist.goto('/register');
  await psychologist.getByText('Sou psicólogo(a)').click();
  await expect(psychologist.getByText('precisam ser aprovadas pelo administrador')).toBeVisible();
  await psychologist.getByLabel('Nome completo').fill('Helena Aprovação Teste');
  await psychologist.getByLabel('E-mail').fill(email);
  await psychologist.locator('input[name="password"]').fill('segredo1');
  await psychologist.getByLabel('Confirmar senha').fill('segredo1');
  await psychologist.getByLabel('Telefone').fill('(21) 99876-5432');
  await psychologist.getByLabel('Título profissional').selectOption('Psicóloga');
  // The demo psychologist's CRP, typed another way: the server knows it is the same registration.
  await psychologist.getByRole('textbox', { name: 'CRP' }).fill('06.123456');
  await psychologist.getByLabel('Especialidade').selectOption('Neuropsicologia');
  await psychologist.getByLabel('Valor da consulta (R$)').fill('160');
  await psychologist.getByLabel('Horário de atendimento').fill('09:00-17:00');
  await psychologist.getByLabel('Biografia profissional').fill('Avaliação neuropsicológica de adultos e idosos há doze anos.');
  await psychologist.getByText('Li e aceito os').click({ position: { x: 4, y: 8 } });
  await psychologist.getByRole('button', { name: 'Criar conta' }).click();
  await expect(psychologist.getByText('Este CRP já está cadastrado').first()).toBeVisible();
  const crp = uniqueCrp();
  await psychologist.getByRole('textbox', { name: 'CRP' }).fill(crp);
  await psychologist.getByRole('button', { name: 'Criar conta' }).click();
  await expectToast(psychologist, 'Cadastro realizado! Aguarde a aprovação do administrador.');
  await expect(psychologist).toHaveURL(/\/login$/);

  await logIn(psychologist, email, 'segredo1');
  await expect(psychologist.getByRole('heading', { name: 'Aguardando Aprovação' })).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, demo.admin);
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await adminMenu(admin).getByRole('link', { name: 'Aprovação de Psicólogos' }).click();
  await admin.getByPlaceholder('Buscar por nome, e-mail ou especialidade').fill(email);
  const card = admin.getByRole('article', { name: 'Helena Aprovação Teste' });
  await expect(card).toBeVisible();
  await expect(admin.getByRole('article')).toHaveCount(1);
  await expect(admin.getByTestId('count-pending')).toHaveText('1');
  // Approving asks for the CRP check: the details open with the CFP register link and the tick box.
  await card.getByRole('button', { name: 'Aprovar' }).click();
  const details = admin.getByRole('dialog', { name: 'Helena Aprovação Teste' });
  await expect(details.getByText(`CRP: ${crp}`)).toBeVisible();
  await expect(details.getByRole('link', { name: /Cadastro Nacional de Psicólogos/ })).toHaveAttribute(
    'href',
    'https://cadastro.cfp.org.br/',
  );
  const approve = details.getByRole('button', { name: 'Aprovar' });
  await expect(approve).toBeDisabled();
  await details.getByText('CRP conferido no Cadastro Nacional').click();
  await approve.click();
  await expectToast(admin, 'Psicólogo aprovado com sucesso!');
  await expect(details).toBeHidden();
  // The applicant leaves the pending queue for the Aprovados tab.
  await expect(card).toBeHidden();
  await expect(admin.getByTestId('count-pending')).toHaveText('0');
  await expect(admin.getByTestId('count-approved')).toHaveText('1');
  await admin.getByRole('tab', { name: /^Aprovados/ }).click();
  await expect(card.getByText('Aprovado')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Aprovar' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Ver Detalhes' }).click();
  await expect(details.getByText(/^CRP conferido por .+ em \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await details.getByRole('button', { name: 'Fechar', exact: true }).click();

  await psychologist.getByRole('button', { name: 'Entrar novamente' }).click();
  await expect(psychologist).toHaveURL(/\/login$/);
  await logIn(psychologist, email, 'segredo1');
  await expect(psychologist).toHaveURL(/\/psychologist\/dashboard$/);
  await expect(psychologist.getByRole('heading', { name: /Olá, Helena/ })).toBeVisible();
});

test('the admin rejects an application and the applicant sees it was not approved', async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, demo.admin);
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await admin.goto('/admin/psychologists');
  await expect(admin.getByRole('tab', { name: /^Pendentes/ })).toHaveAttribute('aria-selected', 'true');
  // A seeded applicant, not one another journey registered.
  await admin.getByPlaceholder('Buscar por nome, e-mail ou especialidade').fill('@exemplo.com.br');
  await expect(admin.getByRole('article').filter({ hasNotText: '@exemplo.com.br' })).toHaveCount(0);
  const firstPending = admin.getByRole('article').first();
  const name = (await firstPending.getAttribute('aria-label')) ?? '';
  // Seeded applicants share the demo password.
  const email = await firstPending.getByText(/@exemplo\.com\.br$/).innerText();
  await firstPending.getByRole('button', { name: 'Rejeitar' }).click();
  await admin.getByRole('button', { name: 'Confirmar Rejeição' }).click();
  // The decision writes the log and the applicant's mail, slow on a loaded machine
  // (docs/decisions/test-timeouts.md "Longer timeouts for the slowest tests").
  await expect(admin.getByText('Candidatura rejeitada', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await admin.getByRole('tab', { name: /^Rejeitados/ }).click();
  await expect(admin.getByRole('article', { name })).toBeVisible();

  const applicant = await (await browser.newContext()).newPage();
  await logIn(applicant, email);
  await expect(applicant.getByRole('heading', { name: 'Candidatura não aprovada' })).toBeVisible();
  await expect(applicant.getByText('Sua candidatura não foi aprovada')).toBeVisible();
});
