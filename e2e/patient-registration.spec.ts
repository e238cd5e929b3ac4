import { expect, test } from './journey-test.ts';
import { expectToast, uniqueEmail } from './support.ts';

test('a patient registers, lands on the dashboard and stays signed in after a reload', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Nome completo').fill('Bruna Teste Paciente');
  await page.getByLabel('E-mail').fill(uniqueEmail('bruna'));
  await page.locator('input[name="password"]').fill('segredo1');
  await page.getByLabel('Confirmar senha').fill('segredo2');
  await page.getByLabel('Telefone').fill('(11) 91234-5678');
  await page.getByText('Li e aceito os').click({ position: { x: 4, y: 8 } });
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();

  await page.getByLabel('Confirmar senha').fill('segredo1');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expectToast(page, 'Cadastro realizado com sucesso!');
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Olá, Bruna!' })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Olá, Bruna!' })).toBeVisible();
});

test('registration refuses a short password, a common one and an e-mail already in use', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Nome completo').fill('Carla Teste');
  await page.getByLabel('E-mail').fill('paciente@demo.com');
  await page.locator('input[name="password"]').fill('123');
  await page.getByLabel('Confirmar senha').fill('123');
  await page.getByLabel('Telefone').fill('(11) 91234-5678');
  await page.getByText('Li e aceito os').click({ position: { x: 4, y: 8 } });
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();

  // The server refuses a common password; the form shows its message under the field.
  await page.locator('input[name="password"]').fill('Senha123');
  await page.getByLabel('Confirmar senha').fill('Senha123');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.locator('form').getByText('Essa senha é muito comum. Escolha outra.')).toBeVisible();

  await page.locator('input[name="password"]').fill('segredo1');
  await page.getByLabel('Confirmar senha').fill('segredo1');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Este e-mail já está cadastrado').first()).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
