import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './journey-test.ts';
import { expectToast, logIn, uniqueEmail } from './support.ts';

const firstPassword = 'segredo1';
const newPassword = 'outraSenha9';

async function registerPatient(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.locator('input[name="password"]').fill(firstPassword);
  await page.getByLabel('Confirmar senha').fill(firstPassword);
  await page.getByLabel('Telefone').fill('(11) 91234-5678');
  await page.getByText('Li e aceito os').click({ position: { x: 4, y: 8 } });
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expectToast(page, 'Cadastro realizado com sucesso!');
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
}

test('a patient edits the profile, changes the password, downloads the data and deletes the account', async ({
  page,
}) => {
  // The longest journey (profile, password, export, sign-in, deletion): on a shared machine it runs long
  // (docs/decisions/test-timeouts.md "Longer timeouts for the slowest tests").
  test.setTimeout(120_000);
  const email = uniqueEmail('perfil');
  await registerPatient(page, 'Renata Perfil', email);

  await page.getByRole('link', { name: 'Meu perfil' }).click();
  await expect(page).toHaveURL(/\/patient\/profile$/);
  await expect(page.getByLabel('Nome completo')).toHaveValue('Renata Perfil');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);

  // Personal data: an invalid phone is caught, a valid change reaches the sidebar at once.
  await page.getByLabel('Telefone').fill('abc');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Telefone inválido')).toBeVisible();
  await page.getByLabel('Nome completo').fill('Renata Atualizada');
  await page.getByLabel('Telefone').fill('(21) 99876-5432');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expectToast(page, 'Perfil atualizado com sucesso!');
  await expect(page.getByTestId('current-user-name')).toHaveText('Renata Atualizada');
  await page.reload();
  await expect(page.getByLabel('Telefone')).toHaveValue('(21) 99876-5432');

  // Password: confirmation checked in the browser, the current one on the server.
  await page.getByLabel('Senha atual', { exact: true }).fill('errada123');
  await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmar nova senha').fill('outra-coisa');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();
  await page.getByLabel('Confirmar nova senha').fill(newPassword);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expectToast(page, 'Senha atual incorreta');
  await page.getByLabel('Senha atual', { exact: true }).fill(firstPassword);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expectToast(page, 'Senha alterada com sucesso!');
  await expect(page.getByLabel('Senha atual', { exact: true })).toHaveValue('');

  // Data export.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('acolhe-meus-dados.json');
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    account: { email: string; name: string };
  };
  expect(exported.account).toMatchObject({ email, name: 'Renata Atualizada' });

  // The new password opens the account.
  await page.getByRole('button', { name: 'Sair' }).click();
  await expectToast(page, 'Logout realizado com sucesso!');
  await logIn(page, email, firstPassword);
  await expectToast(page, 'Senha incorreta');
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/patient\/dashboard$/);

  // On a 360 px phone the page fits without sideways scrolling, dialog included.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/patient/profile');
  await expect(page.getByRole('button', { name: 'Excluir minha conta' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Sua senha').fill(newPassword);
  await dialog.getByLabel('Digite EXCLUIR para confirmar').fill('excluir');
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(dialog.getByText('Digite EXCLUIR para confirmar')).toHaveCount(2);
  await dialog.getByLabel('Digite EXCLUIR para confirmar').fill('EXCLUIR');
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expectToast(page, 'Sua conta foi excluída e seus dados pessoais foram anonimizados.');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

  await logIn(page, email, newPassword);
  await expectToast(page, 'Usuário não encontrado');
  await expect(page).toHaveURL(/\/login$/);
});
