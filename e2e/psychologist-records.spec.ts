import { expect, test, type Page } from './journey-test.ts';
import { demo, expectToast, logIn, uniqueNumber } from './support.ts';

const demoPatientName = 'Ana Souza';

/** Desktop and phone-width captures of a screen, for looking at the layout. */
async function capture(page: Page, name: string): Promise<void> {
  for (const [suffix, width] of [
    ['desktop', 1280],
    ['390', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `.test-output/screens/${name}-${suffix}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the psychologist finds a patient, writes a note in the record and corrects it', async ({ page }) => {
  // Many screens and six captures: more than the default minute on a loaded machine.
  test.setTimeout(180_000);
  const note = `Paciente relata melhora do sono (${uniqueNumber()}).`;
  const corrected = `${note} Retomar técnicas de respiração.`;

  await logIn(page, demo.psychologist);
  await expect(page.getByRole('heading', { name: /^Olá/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Receita do mês')).toBeVisible();
  await expect(page.getByText('Taxa de comparecimento')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Menu Psicólogo(a)' })
    .getByRole('link', { name: 'Pacientes' })
    .click();
  await expect(page.getByRole('heading', { name: 'Pacientes', level: 1 })).toBeVisible();
  await page.getByLabel('Buscar por nome ou e-mail').fill('ana souza');
  const patients = page.getByRole('list', { name: 'Pacientes' });
  await expect(patients.getByRole('listitem', { name: demoPatientName })).toBeVisible();

  await patients.getByRole('link', { name: demoPatientName, exact: true }).click();
  await expect(page.getByRole('heading', { name: demoPatientName, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Histórico de consultas' }).getByRole('listitem').first(),
  ).toBeVisible();

  const notes = page.getByRole('region', { name: 'Anotações' });
  await notes.getByRole('button', { name: 'Nova anotação' }).click();
  await notes.getByLabel('Texto').fill(note);
  await notes.getByRole('button', { name: 'Salvar registro' }).click();
  await expectToast(page, 'Registro salvo no prontuário.');

  await page.reload();
  const written = notes.getByRole('article').filter({ hasText: note });
  // The reload reads (and audits) the whole record again; slow on a loaded machine.
  await expect(written).toBeVisible({ timeout: 30_000 });

  await written.getByRole('button', { name: 'Corrigir' }).click();
  await written.getByLabel('Texto corrigido').fill(corrected);
  await written.getByRole('button', { name: 'Salvar correção' }).click();
  await expectToast(page, 'Correção registrada. A versão anterior continua no histórico.');

  const fixed = notes.getByRole('article').filter({ hasText: corrected });
  await expect(fixed.getByText(/^Versão 2 · corrigido em/)).toBeVisible();
  await fixed.getByRole('button', { name: 'Histórico de versões' }).click();
  const history = fixed.getByRole('list', { name: 'Histórico de versões' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').nth(1)).toContainText('Versão 1');
  await expect(history.getByRole('listitem').nth(1).getByText(note, { exact: true })).toBeVisible();

  await capture(page, 'psychologist-patient');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Pacientes', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pacientes' }).getByRole('listitem').first()).toBeVisible();
  await capture(page, 'psychologist-patients');
  await page
    .getByRole('navigation', { name: 'Menu Psicólogo(a)' })
    .getByRole('link', { name: 'Painel' })
    .click();
  await expect(page.getByText('Taxa de faltas')).toBeVisible();
  await capture(page, 'psychologist-dashboard');
});
