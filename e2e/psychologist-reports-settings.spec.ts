import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './journey-test.ts';
import { demo, demoPsychologistName, expectToast, logIn, screenshots } from './support.ts';

function directoryCard(page: Page) {
  return page.getByRole('article', { name: demoPsychologistName, exact: true });
}

async function searchDirectory(page: Page): Promise<void> {
  await page.goto('/agenda');
  await page.getByPlaceholder('Buscar por nome ou especialidade').fill(demoPsychologistName);
}

test('the psychologist reads the reports and exports the consultations as CSV', async ({ page }) => {
  // Charts and a download on a shared, loaded machine.
  test.setTimeout(180_000);
  await logIn(page, demo.psychologist);
  await expect(page).toHaveURL(/\/psychologist\/dashboard$/);
  await page.getByRole('link', { name: 'Relatórios' }).click();
  await expect(page.getByRole('heading', { name: 'Relatórios e Estatísticas' })).toBeVisible();
  await expect(page.getByLabel('Filtros — período')).toHaveValue('6m');
  await expect(page.getByText('Total de sessões')).toBeVisible();
  await expect(page.getByTestId('chart')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Consultas por mês' }).locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByText('Horário de pico')).toBeVisible();
  await screenshots(page, 'psychologist-reports');

  await page.getByLabel('Filtros — período').selectOption('12m');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^consultas_.*\.csv$/);
  const content = await readFile(await download.path(), 'utf8');
  expect(content.startsWith('\uFEFFData;Horário;Paciente;Status;Valor (R$)\r\n')).toBe(true);
  const rows = content.split('\r\n').slice(1).filter(Boolean);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows[0]).toMatch(/^\d{2}\/\d{2}\/\d{4};\d{2}:\d{2};[^;]+;[^;]+;\d{1,3}(\.\d{3})*,\d{2}$/);
});

test('settings: fee, photo refusal, public profile and payment data', async ({ page, browser }) => {
  // Many round trips on a shared, loaded machine.
  test.setTimeout(180_000);
  await logIn(page, demo.psychologist);
  await expect(page).toHaveURL(/\/psychologist\/dashboard$/);
  await page.getByRole('link', { name: 'Configurações' }).click();
  await expect(page.getByRole('heading', { name: 'Informações do Perfil' })).toBeVisible();
  await expect(page.getByText('JPG, GIF ou PNG. Máximo 1MB.')).toBeVisible();
  await screenshots(page, 'psychologist-settings');

  // The fee is read as written in Brazil, comma and thousands dot, whatever the browser's language.
  const fee = page.getByLabel('Valor da consulta (R$)');
  await expect(fee).toHaveValue(/^\d{1,3}(\.\d{3})*,\d{2}$/);
  await fee.fill('2.500,5');
  await page.getByRole('button', { name: 'Salvar Perfil' }).click();
  await expect(page.getByText('O valor da consulta deve ser de no máximo R$ 2.000')).toBeVisible();
  await fee.fill('234,56');
  await page.getByRole('button', { name: 'Salvar Perfil' }).click();
  await expectToast(page, 'Perfil atualizado com sucesso!');
  await page.reload();
  await expect(fee).toHaveValue('234,56');
  const visitor = await (await browser.newContext()).newPage();
  await searchDirectory(visitor);
  await expect(directoryCard(visitor).getByTestId('card-price')).toContainText('234,56');

  await page.getByLabel('Arquivo da foto').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('só um texto, não uma imagem') });
  await expectToast(page, 'Envie uma imagem JPG, GIF ou PNG.');
  const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const twoMegabytes = Buffer.concat([pngSignature, Buffer.alloc(2 * 1024 * 1024)]);
  await page.getByLabel('Arquivo da foto').setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: twoMegabytes });
  await expectToast(page, 'A foto deve ter no máximo 1 MB.');
  // The connection dropping mid-upload is said in pt-BR, not as the browser's 'Failed to fetch'.
  await page.route('**/api/psychologist/photo', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Arquivo da foto').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: pngSignature });
  await expectToast(page, 'Não foi possível enviar a foto. Verifique sua conexão e tente novamente.');
  await page.unroute('**/api/psychologist/photo');

  const publicProfile = page.getByRole('form', { name: 'Privacidade' }).getByText('Perfil público no diretório');
  await publicProfile.click();
  await page.getByRole('form', { name: 'Privacidade' }).getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Configurações de privacidade atualizadas!');
  await searchDirectory(visitor);
  await expect(visitor.getByText('Nenhum psicólogo encontrado')).toBeVisible();
  await expect(directoryCard(visitor)).toHaveCount(0);
  await publicProfile.click();
  await page.getByRole('form', { name: 'Privacidade' }).getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Configurações de privacidade atualizadas!');
  await searchDirectory(visitor);
  await expect(directoryCard(visitor)).toBeVisible();

  const bank = page.getByRole('form', { name: 'Conta bancária' });
  await bank.getByLabel('Banco').selectOption('001');
  await bank.getByLabel('Agência', { exact: true }).fill('1234');
  await bank.getByLabel('Conta', { exact: true }).fill('123456');
  await bank.getByLabel('Dígito da conta').fill('7');
  await bank.getByLabel('Nome do titular').fill('Carlos Mendes');
  await bank.getByLabel('CPF ou CNPJ do titular').fill('529.982.247-25');
  await bank.getByRole('button', { name: 'Salvar conta bancária' }).click();
  await expect(page.getByText('Conta bancária salva com sucesso!', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  const pix = page.getByRole('form', { name: 'Chave PIX' });
  await pix.getByLabel('Tipo de chave').selectOption('random');
  await pix.getByLabel('Chave PIX').fill('123e4567-e89b-12d3-a456-426614174000');
  await pix.getByRole('button', { name: 'Salvar chave PIX' }).click();
  await expect(page.getByText('Chave PIX salva com sucesso!', { exact: true }).first()).toBeVisible({ timeout: 30_000 });

  await page.reload();
  const savedAccount = page.getByTestId('Conta bancária cadastrada');
  await expect(savedAccount).toContainText('Banco do Brasil');
  await expect(savedAccount).toContainText('Ag. 1234');
  await expect(savedAccount).not.toContainText('529.982.247-25');
  const savedPix = page.getByTestId('Chave PIX cadastrada');
  await expect(savedPix).toContainText('123e');
  await expect(savedPix).not.toContainText('123e4567-e89b-12d3-a456-426614174000');
  await screenshots(page, 'psychologist-settings-saved');
});
