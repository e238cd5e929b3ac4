import { expect, test, type Page } from './journey-test.ts';
import { appRunning, demo, logIn, screenshots } from './support.ts';

const countPattern = /^(Nenhum psicólogo encontrado|1 psicólogo encontrado|[\d.]+ psicólogos encontrados)$/;

function cards(page: Page) {
  return page.getByRole('article');
}

const specialty = (page: Page) => page.getByRole('combobox', { name: 'Especialidade' });
const sortBy = (page: Page) => page.getByRole('combobox', { name: 'Ordenar por' });

/** 'R$ 150,00' as a number of reais. */
async function priceOf(page: Page, index: number): Promise<number> {
  const text = await cards(page).nth(index).getByTestId('card-price').innerText();
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

test('a visitor searches, filters, sorts and opens a psychologist profile', async ({ page }) => {
  await page.goto('/agenda');
  await expect(page.getByRole('heading', { name: 'Encontre seu psicólogo', level: 1 })).toBeVisible();
  await expect(page.getByTestId('directory-count')).toHaveText(countPattern);
  const total = Number((await page.getByTestId('directory-count').innerText()).split(' ')[0]?.replace('.', ''));
  expect(total).toBeGreaterThanOrEqual(127);
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();
  // Every seeded psychologist has an illustrated face, not only initials.
  for (const card of await cards(page).all()) await expect(card.locator('img')).toHaveJSProperty('complete', true);
  await screenshots(page, 'directory');
  await expect(page.getByText('É psicólogo? Cadastre-se e atenda pelo Acolhe')).toBeVisible();

  const search = page.getByPlaceholder('Buscar por nome ou especialidade');
  await search.fill('carlos mendes');
  await expect(cards(page).first()).toHaveAccessibleName('Carlos Mendes');
  await expect(page).toHaveURL(/busca=carlos\+mendes/);

  await search.fill('');
  await specialty(page).selectOption('Neuropsicologia');
  await expect(page).toHaveURL(/especialidade=Neuropsicologia/);
  await expect(page).not.toHaveURL(/busca=/);
  await expect(cards(page).first()).toContainText('Neuropsicologia');
  for (const card of await cards(page).all()) await expect(card).toContainText('Neuropsicologia');

  await sortBy(page).selectOption({ label: 'Menor preço' });
  await expect(page).toHaveURL(/ordem=price-low/);
  await expect(cards(page).nth(1)).toBeVisible();
  // The previous page stays on screen while the sorted one loads, so wait for the new order.
  await expect.poll(async () => (await priceOf(page, 0)) <= (await priceOf(page, 1))).toBe(true);

  // The filters live in the URL: a reload keeps them.
  await page.reload();
  await expect(specialty(page)).toHaveValue('Neuropsicologia');
  await expect(sortBy(page)).toHaveValue('price-low');

  await appRunning(page);
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).toHaveURL(/\/agenda$/);
  await expect(search).toHaveValue('');
  await expect(specialty(page)).toHaveValue('all');
  await expect(sortBy(page)).toHaveValue('rating');
  await expect(page.getByTestId('directory-count')).toHaveText(`${total} psicólogos encontrados`);

  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();
  await expect(page).toHaveURL(/pagina=2/);

  await search.fill('Carlos Mendes');
  const carlos = page.getByRole('article', { name: 'Carlos Mendes', exact: true });
  await expect(carlos.getByRole('heading')).toHaveText('Carlos Mendes — Psicólogo — CRP 06/123456');
  await carlos.getByRole('link', { name: 'Ver Perfil' }).click();
  await expect(page).toHaveURL(/\/psychologist\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Carlos Mendes — Psicólogo — CRP 06/123456', level: 1 })).toBeVisible();
  const dates = page.getByRole('region', { name: 'Próximas datas disponíveis' });
  await expect(dates.getByRole('listitem').first()).toHaveText(/^[A-ZÁ][a-zá]{2}\. \d{2}\/\d{2}$/);
  await screenshots(page, 'psychologist-profile');

  await page.getByRole('link', { name: 'Agendar Consulta' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown profile says the psychologist was not found', async ({ page }) => {
  await page.goto('/psychologist/999999');
  await expect(page.getByText('Psicólogo não encontrado')).toBeVisible();
  await page.getByRole('link', { name: 'Ver todos os psicólogos' }).click();
  await expect(page).toHaveURL(/\/agenda$/);
});

test('a signed-in psychologist browses the directory without a booking button', async ({ page }) => {
  await logIn(page, demo.psychologist);
  await expect(page).toHaveURL(/\/psychologist\/dashboard$/);
  await page.goto('/agenda');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver Perfil' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Agendar Consulta' })).toHaveCount(0);
});

test('a filter chosen while a cleared search is still pending is kept when the search applies', async ({ page }) => {
  await page.goto('/agenda');
  await appRunning(page);
  const search = page.getByPlaceholder('Buscar por nome ou especialidade');
  await search.fill('carlos');
  await expect(page).toHaveURL(/busca=carlos/);
  // A slow phone: the filtered page is still rendering when the cleared search is applied.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await search.fill('');
  await specialty(page).selectOption('Neuropsicologia');
  // The cleared search left the address only after both changes were made: the race is over.
  await expect(page).not.toHaveURL(/busca=/, { timeout: 20_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page).toHaveURL(/especialidade=Neuropsicologia/);
  await expect(cards(page).first()).toContainText('Neuropsicologia');
  await expect(page).toHaveURL(/especialidade=Neuropsicologia/);
});
