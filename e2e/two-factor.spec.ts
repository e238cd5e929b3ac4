import { generate } from 'otplib';
import { expect, test, type Page } from './journey-test.ts';
import { demo, expectToast, journeyNow, logIn, screenshots, uniqueEmail } from './support.ts';

const password = 'segredo1';

/**
 * The code an authenticator app would show, `aheadSeconds` from now (the server accepts one step ahead).
 * By the server's clock, which is days ahead of the real one (journey-clock.ts): its check is what counts.
 */
function appCode(secret: string, aheadSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(journeyNow().getTime() / 1000) + aheadSeconds });
}

async function registerPatient(page: Page, email: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Nome completo').fill('Teodoro Dois Fatores');
  await page.getByLabel('E-mail').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByLabel('Confirmar senha').fill(password);
  await page.getByLabel('Telefone').fill('(11) 91234-5678');
  await page.getByText('Li e aceito os').click({ position: { x: 4, y: 8 } });
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
}

test('a patient turns on two-factor authentication, signs out and signs in with a code', async ({ page }) => {
  const email = uniqueEmail('dois.fatores');
  await registerPatient(page, email);
  await page.getByRole('link', { name: 'Meu perfil' }).click();

  const security = page.getByRole('region', { name: 'Segurança' });
  await expect(security.getByText('Verificação em duas etapas desativada')).toBeVisible();
  await security.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  await security.getByLabel('Confirme sua senha').fill(password);
  await security.getByRole('button', { name: 'Continuar' }).click();

  await expect(security.getByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeVisible();
  const secret = (await security.getByTestId('two-factor-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await security.getByLabel('2. Código de 6 dígitos mostrado no aplicativo').fill('000000');
  await security.getByRole('button', { name: 'Confirmar e ativar' }).click();
  await expect(security.getByText('Código inválido. Confira o aplicativo autenticador e tente novamente.')).toBeVisible();
  await security.getByLabel('2. Código de 6 dígitos mostrado no aplicativo').fill(await appCode(secret));
  await security.getByRole('button', { name: 'Confirmar e ativar' }).click();
  await expectToast(page, 'Verificação em duas etapas ativada!');
  await expect(security.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await security.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await expect(security.getByText('Verificação em duas etapas ativa', { exact: true })).toBeVisible();
  await expect(security.getByTestId('two-factor-secret')).toHaveCount(0);

  await page.getByRole('button', { name: 'Sair' }).click();
  await expectToast(page, 'Logout realizado com sucesso!');

  await logIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // The code used at enrolment cannot be used again: the next step's code is the one the app shows next.
  await page.getByLabel('Código de verificação').fill(await appCode(secret, 30));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expectToast(page, 'Login realizado com sucesso!');
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
});

test('an admin without two-factor authentication cannot require it of the staff', async ({ page }) => {
  await logIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/security');
  const requirement = page.getByRole('region', { name: 'Exigência para a equipe' });
  const toggle = requirement.getByRole('checkbox', { name: 'Exigir 2FA para psicólogos e administradores' });
  await expect(toggle).not.toBeChecked();
  await screenshots(page, 'admin-security');
  await requirement.getByText('Exigir 2FA para psicólogos e administradores').click();
  await expectToast(page, 'Ative a sua verificação em duas etapas antes de exigi-la dos outros');
  await expect(toggle).not.toBeChecked();
});
