import { expect, test } from './journey-test.ts';
import { demo, expectToast, logIn } from './support.ts';

test('login shows the demo accounts and the spec messages for a wrong password and an unknown e-mail', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('demo-credentials')).toContainText(demo.patient);

  await logIn(page, demo.patient, 'senha-errada');
  await expectToast(page, 'Senha incorreta');
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, 'ninguem@exemplo.com');
  await expectToast(page, 'Usuário não encontrado');
  await expect(page).toHaveURL(/\/login$/);
});

test('each demo user lands on their own dashboard', async ({ page }) => {
  await logIn(page, demo.psychologist);
  await expectToast(page, 'Login realizado com sucesso!');
  await expect(page).toHaveURL(/\/psychologist\/dashboard$/);
});

test('logout ends the session and private pages send the visitor to /login', async ({ page }) => {
  await logIn(page, demo.patient);
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expectToast(page, 'Logout realizado com sucesso!');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

  await page.goto('/patient/appointments');
  await expect(page).toHaveURL(/\/login$/);
});

test('the admin shell shows the name, the role label and the full menu', async ({ page }) => {
  await logIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('current-user-name')).toHaveText('Administrador Acolhe');
  await expect(page.getByText('Administrador', { exact: true })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menu administrativo' });
  for (const item of ['Dashboard', 'Aprovação de Psicólogos', 'Usuários', 'Empresas Conveniadas', 'Relatórios', 'Financeiro', 'Configurações']) {
    await expect(menu.getByRole('link', { name: item })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Sair' }).click();
  await expectToast(page, 'Logout realizado com sucesso!');
  await expect(page).toHaveURL(/\/$/);
});
