import { readFile } from 'node:fs/promises';
import { expect, test } from './journey-test.ts';
import { demo, expectToast, logIn, screenshots } from './support.ts';

test('the patient stores a CPF and the psychologist exports the Receita Saúde file', async ({ page, browser }) => {
  // Two people, a settings save and a download on a shared, loaded machine.
  test.setTimeout(180_000);
  await logIn(page, demo.patient);
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  await page.getByRole('link', { name: 'Meu perfil' }).click();
  const cpfForm = page.getByRole('form', { name: 'Seu CPF' });
  await expect(cpfForm).toContainText('não informado');
  await cpfForm.getByLabel('CPF', { exact: true }).fill('529.982.247-24');
  await cpfForm.getByRole('button', { name: 'Salvar CPF' }).click();
  await expect(cpfForm.getByText('CPF inválido: confira os 11 dígitos')).toBeVisible();
  await cpfForm.getByLabel('CPF', { exact: true }).fill('529.982.247-25');
  await cpfForm.getByRole('button', { name: 'Salvar CPF' }).click();
  await expectToast(page, 'CPF salvo com sucesso!');
  await expect(cpfForm).toContainText('***.982.247-**');
  await expect(page.getByText('529.982.247-25')).toHaveCount(0);
  await page.getByRole('region', { name: 'Dados para recibos' }).scrollIntoViewIfNeeded();
  await screenshots(page, 'receipts-patient-profile');

  const psychologist = await (await browser.newContext()).newPage();
  await logIn(psychologist, demo.psychologist);
  await expect(psychologist).toHaveURL(/\/psychologist\/dashboard$/);
  await psychologist.getByRole('link', { name: 'Relatórios' }).click();
  await expect(psychologist.getByRole('heading', { name: 'Relatórios e Estatísticas' })).toBeVisible();
  await expect(psychologist.getByRole('heading', { name: 'Recibos do Receita Saúde' })).toHaveCount(0);

  await psychologist.getByRole('link', { name: 'Configurações' }).click();
  const receiptSettings = psychologist.getByRole('form', { name: 'Recibos' });
  await receiptSettings.getByText('Atendo como pessoa física').click();
  await receiptSettings.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(psychologist, 'Configuração de recibos atualizada!');

  await psychologist.getByRole('link', { name: 'Relatórios' }).click();
  const card = psychologist.getByRole('region', { name: 'Recibos do Receita Saúde' });
  await expect(card.getByText(/recibos? pendentes?/).first()).toBeVisible();
  await expect(card.getByRole('cell', { name: 'Ana Souza' }).first()).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await screenshots(psychologist, 'receipts-psychologist-reports');

  const downloading = psychologist.waitForEvent('download');
  await card.getByRole('button', { name: 'Exportar para o Carnê-Leão' }).click();
  // The toast lives a few seconds: look for it before reading the file.
  await expect(psychologist.getByText(/^\d+ recibos exportados\.$/).first()).toBeVisible();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^receita_saude_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).split('\r\n').filter(Boolean);
  // Only the demo patient has a CPF among the demo psychologist's patients: her completed consultations.
  expect(lines.length).toBeGreaterThanOrEqual(4);
  for (const line of lines)
    expect(line).toMatch(/^\d{2}\/\d{2}\/\d{4};R01\.001\.001;255;\d+,\d{2};;Consulta de psicologia;PF;52998224725;52998224725;$/);
  await expect(card.getByText('Nenhuma consulta com recibo pendente.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Exportar para o Carnê-Leão' })).toBeDisabled();
});
