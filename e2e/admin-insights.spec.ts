import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from './journey-test.ts';
import { adminMenu, demo, expectToast, logIn, screenshots } from './support.ts';

const day = String.raw`\d{2}/\d{2}/\d{4}`;
const amount = String.raw`\d{1,3}(\.\d{3})*,\d{2}`;

async function csvOf(download: Download): Promise<string[]> {
  return (await readFile(await download.path(), 'utf8')).split('\r\n');
}

async function exportCsv(page: Page): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  return downloading;
}

const figure = async (page: Page, testId: string) => Number((await page.getByTestId(testId).innerText()).replace(/\D/g, ''));

test('the admin approves from the dashboard and the figures follow', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: /^Bem-vindo\(a\), / })).toBeVisible();
  await expect(page.getByTestId('stat-month-revenue')).toHaveText(/^R\$\s?\d/);
  await expect(page.getByTestId('stat-patients')).toHaveText(/^[1-9][\d.]*$/);
  await expect(page.getByText('Taxa de aprovação')).toBeVisible();
  await expect(page.getByText(/Avaliações com 4 ou 5 estrelas/)).toBeVisible();
  const activity = page.getByRole('region', { name: 'Atividade recente' });
  await expect(activity.getByRole('listitem').first()).toBeVisible();
  const pendingList = page.getByRole('region', { name: 'Psicólogos aguardando aprovação' });
  const first = pendingList.getByRole('article').first();
  await expect(first).toBeVisible();
  await screenshots(page, 'admin-dashboard');

  const name = (await first.getAttribute('aria-label')) ?? '';
  const pendingBefore = await figure(page, 'pending-count');
  const activeBefore = await figure(page, 'stat-active-psychologists');
  await first.getByRole('button', { name: 'Aprovar' }).click();
  const details = page.getByRole('dialog', { name });
  await details.getByText('CRP conferido no Cadastro Nacional').click();
  await details.getByRole('button', { name: 'Aprovar' }).click();
  await expectToast(page, 'Psicólogo aprovado com sucesso!');
  await expect(pendingList.getByRole('article', { name, exact: true })).toHaveCount(0);
  await expect(page.getByTestId('pending-count')).toHaveText(String(pendingBefore - 1));
  await expect(page.getByTestId('stat-active-psychologists')).toHaveText(String(activeBefore + 1));
  await expect(activity.getByText(`${name} foi aprovado(a)`).first()).toBeVisible();
});

test('reports: the period changes the figures and the CSV downloads with rows', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await adminMenu(page).getByRole('link', { name: 'Relatórios' }).click();
  await expect(page.getByRole('heading', { name: 'Relatórios', exact: true })).toBeVisible();
  await expect(page.getByLabel('Período', { exact: true })).toHaveValue('30days');
  const metrics = page.getByRole('region', { name: 'Métricas principais' });
  const completed = metrics.getByText(/consultas realizadas$/);
  await expect(completed).toBeVisible();
  const monthText = await completed.innerText();
  await expect(page.getByTestId('chart')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Top 5 psicólogos' }).getByRole('listitem')).toHaveCount(5);
  await screenshots(page, 'admin-reports');

  await page.getByLabel('Período', { exact: true }).selectOption('1year');
  await expect(completed).not.toHaveText(monthText);
  const download = await exportCsv(page);
  expect(download.suggestedFilename()).toMatch(/^relatorio_plataforma_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = await csvOf(download);
  expect(lines[0]).toBe('\uFEFFSeção;Item;Indicador;Valor');
  expect(lines.some((line) => new RegExp(`^Resumo;${day} a ${day};Receita \\(R\\$\\);${amount}$`).test(line))).toBe(true);
  expect(lines.filter((line) => line.startsWith('Top 5 psicólogos;')).length).toBe(15);
});

test('financial: revenue by month, psychologist and company, and its CSV', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await adminMenu(page).getByRole('link', { name: 'Financeiro' }).click();
  await expect(page.getByRole('heading', { name: 'Financeiro', exact: true })).toBeVisible();
  await expect(page.getByTestId('financial-total')).toHaveText(/^R\$\s?\d/);
  await expect(page.getByRole('region', { name: 'Receita por empresa' }).getByRole('cell', { name: 'Particular' })).toBeVisible();
  await page.getByLabel('Período', { exact: true }).selectOption('1year');
  // A header, the twelve months and the totals.
  await expect(page.getByRole('region', { name: 'Receita por mês' }).getByRole('row')).toHaveCount(14);
  await screenshots(page, 'admin-financial');

  const download = await exportCsv(page);
  expect(download.suggestedFilename()).toMatch(/^financeiro_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await csvOf(download)).filter(Boolean);
  expect(lines[0]).toBe('\uFEFFGrupo;Item;Consultas realizadas;Receita (R$)');
  expect(lines.filter((line) => line.startsWith('Mês;'))).toHaveLength(12);
  expect(lines.some((line) => new RegExp(`^Empresa;Particular;\\d+;${amount}$`).test(line))).toBe(true);
  expect(lines.at(-1)).toMatch(new RegExp(`^Total;${day} a ${day};\\d+;${amount}$`));
});
