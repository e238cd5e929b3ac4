import { expect, test, type APIRequestContext } from './journey-test.ts';
import { psychologistApplication } from './fixtures/approved-psychologist.ts';
import { demo, expectToast, logIn, screenshots, trpcMutation, uniqueEmail, uniqueNumber } from './support.ts';

/** Applicants registered over the API, each named after `tag`, so a search finds exactly them. */
async function apply(request: APIRequestContext, tag: string, count: number): Promise<void> {
  for (let index = 1; index <= count; index += 1) {
    await trpcMutation(request, 'auth.register', psychologistApplication(`${tag} Candidata ${index}`, uniqueEmail('paginada')));
  }
}

test('the applications open on Pendentes, page on the server and keep tab, search and page in the URL', async ({ page }) => {
  test.slow();
  await logIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/psychologists');

  const tab = (name: RegExp) => page.getByRole('tab', { name });
  await expect(tab(/^Pendentes/)).toHaveAttribute('aria-selected', 'true');
  // A first load can be slow on a busy machine.
  const loaded = { timeout: 30_000 };
  await expect(page.getByRole('article').first()).toBeVisible(loaded);
  expect(await page.getByRole('article').count()).toBeLessThanOrEqual(20);
  await expect(page.getByRole('article').filter({ hasNotText: 'Pendente' })).toHaveCount(0);
  const counts = await Promise.all(
    ['pending', 'approved', 'rejected', 'all'].map(async (status) => Number(await page.getByTestId(`count-${status}`).innerText())),
  );
  expect(counts[3]).toBe((counts[0] ?? 0) + (counts[1] ?? 0) + (counts[2] ?? 0));
  await screenshots(page, 'admin-applications');

  // Todos, page 2: both survive a reload, and going back undoes them one at a time.
  await tab(/^Todos/).click();
  await expect(page).toHaveURL(/\?status=all$/);
  const pages = Math.ceil((counts[3] ?? 0) / 20);
  await expect(page.getByText(`Página 1 de ${pages}`)).toBeVisible();
  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page).toHaveURL(/\?status=all&pagina=2$/);
  await expect(page.getByText(`Página 2 de ${pages}`)).toBeVisible();
  const secondPage = await page.getByRole('article').first().getAttribute('aria-label');
  await page.reload();
  await expect(tab(/^Todos/)).toHaveAttribute('aria-selected', 'true', loaded);
  await expect(page.getByText(`Página 2 de ${pages}`)).toBeVisible(loaded);
  await expect(page.getByRole('article').first()).toHaveAttribute('aria-label', secondPage ?? '');
  await page.goBack();
  await expect(page).toHaveURL(/\?status=all$/);
  await expect(page.getByText(`Página 1 de ${pages}`)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/psychologists$/);
  await expect(tab(/^Pendentes/)).toHaveAttribute('aria-selected', 'true');

  // A search with nothing to show, kept across a reload; 'Limpar Filtros' returns to the queue.
  const search = page.getByPlaceholder('Buscar por nome, e-mail ou especialidade');
  await search.fill('ninguém se chama assim');
  await expect(page).toHaveURL(/busca=ningu%C3%A9m/);
  await expect(page.getByText('Nenhuma candidatura encontrada')).toBeVisible();
  await expect(page.getByTestId('count-all')).toHaveText('0');
  await page.reload();
  await expect(search).toHaveValue('ninguém se chama assim', loaded);
  await expect(page.getByText('Nenhuma candidatura encontrada')).toBeVisible(loaded);
  await screenshots(page, 'admin-applications-empty');
  await page.getByRole('button', { name: 'Limpar Filtros' }).click();
  await expect(page).toHaveURL(/\/admin\/psychologists$/);
  await expect(search).toHaveValue('');
});

test('approving the only applicant of the last page moves to the page before, with the counts updated', async ({ page }) => {
  test.slow();
  const tag = `Paginada${uniqueNumber().toString(36)}`;
  await apply(page.request, tag, 21);
  await logIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/psychologists?busca=${tag}&pagina=2`);

  await expect(page.getByText('Página 2 de 2')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('count-pending')).toHaveText('21');
  const last = page.getByRole('article');
  await expect(last).toHaveCount(1);
  const name = (await last.getAttribute('aria-label')) ?? '';
  await last.getByRole('button', { name: 'Aprovar' }).click();
  const details = page.getByRole('dialog', { name, exact: true });
  await details.getByText('CRP conferido no Cadastro Nacional').click();
  await details.getByRole('button', { name: 'Aprovar' }).click();
  await expectToast(page, 'Psicólogo aprovado com sucesso!');

  await expect(page).toHaveURL(new RegExp(`\\?busca=${tag}$`));
  await expect(page.getByRole('article')).toHaveCount(20);
  await expect(page.getByRole('article', { name, exact: true })).toHaveCount(0);
  await expect(page.getByTestId('count-pending')).toHaveText('20');
  await expect(page.getByTestId('count-approved')).toHaveText('1');
  await expect(page.getByRole('navigation', { name: 'Paginação' })).toHaveCount(0);
  await page.getByRole('tab', { name: /^Aprovados/ }).click();
  await expect(page.getByRole('article', { name, exact: true })).toBeVisible();
});
