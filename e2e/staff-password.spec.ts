import { expect, test } from './journey-test.ts';
import { approvedPsychologist, journeyPassword } from './fixtures/approved-psychologist.ts';
import { expectToast, logIn, screenshots, submitLogin, uniqueNumber } from './support.ts';

test('a psychologist changes their password in the settings and signs in with the new one', async ({ page, baseURL }) => {
  if (!baseURL) throw new Error('baseURL');
  const { email, api } = await approvedPsychologist(baseURL, { name: `Otília Senha ${uniqueNumber()}`, emailPrefix: 'senha-psi' });
  await api.dispose();
  await logIn(page, email, journeyPassword);
  await expect(page).toHaveURL(/\/psychologist\/dashboard$/);
  await page.getByRole('link', { name: 'Configurações' }).click();
  const card = page.getByRole('region', { name: 'Alterar senha' });
  await card.getByLabel('Senha atual').fill(journeyPassword);
  await card.getByLabel('Nova senha', { exact: true }).fill('otilia#2026');
  await card.getByLabel('Confirmar nova senha').fill('otilia#2026');
  await card.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(card.getByText('A senha não pode conter seu nome, seu e-mail nem a palavra Acolhe.')).toBeVisible();

  await card.getByLabel('Nova senha', { exact: true }).fill('nova#chave2026');
  await card.getByLabel('Confirmar nova senha').fill('nova#chave2026');
  await card.getByRole('button', { name: 'Alterar senha' }).click();
  await expectToast(page, 'Senha alterada com sucesso!');
  await screenshots(page, 'psychologist-change-password');

  await page.getByRole('button', { name: 'Sair' }).click();
  await page.goto('/login');
  await submitLogin(page, email, 'nova#chave2026');
  await expect(page).toHaveURL(/\/psychologist\/dashboard$/);
});
