import { expect, type Page } from '@playwright/test';

export const demoPassword = 'demo123';
export const demo = {
  patient: 'paciente@demo.com',
  psychologist: 'psicologo@demo.com',
  admin: 'admin@demo.com',
};

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@teste.com`;
}

export async function logIn(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}
