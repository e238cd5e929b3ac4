import { expect, test } from './journey-test.ts';
import { approvedPsychologist, journeyPassword } from './fixtures/approved-psychologist.ts';
import { formatDay } from '@acolhe/shared/calendar-format';
import { expectToast, logIn, platformDay, screenshots, uniqueNumber } from './support.ts';

// A Brazilian whose browser is in English: native date and time inputs would show mm/dd/yyyy and AM/PM.
test.use({ locale: 'en-US' });

/** A day ahead of the journeys' today in São Paulo as the screen shows it, dd/mm/aaaa. */
function daysAhead(days: number): { label: string } {
  return { label: formatDay(platformDay(days)) };
}

test('in an English browser the agenda shows dd/mm/aaaa and 24-hour times, and works from the keyboard', async ({
  page,
  baseURL,
}) => {
  test.slow();
  if (!baseURL) throw new Error('baseURL');
  // Their own psychologist, so the demo agenda stays as seeded.
  const { email, api } = await approvedPsychologist(baseURL, { name: `Lívia Agenda ${uniqueNumber()}`, emailPrefix: 'agenda-pt' });
  await api.dispose();
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  await logIn(page, email, journeyPassword);
  await expect(page).toHaveURL(/\/psychologist\/dashboard$/);
  await page.goto('/psychologist/schedule');
  await expect(page.getByText('Disponibilidade Semanal')).toBeVisible({ timeout: 30_000 });

  // A slot: typed digits become 24-hour HH:MM, the arrows move it by 15 minutes, an hour alone gets ':00'.
  const start = page.getByRole('textbox', { name: 'Início Segunda-feira 1' });
  const end = page.getByRole('textbox', { name: 'Fim Segunda-feira 1' });
  // Registration's service hours (08:00-18:00) became the first agenda.
  await expect(start).toHaveValue('08:00');
  await expect(end).toHaveValue('18:00');
  await start.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('1330');
  await expect(start).toHaveValue('13:30');
  await page.keyboard.press('ArrowDown');
  await expect(start).toHaveValue('13:15');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('19');
  await page.keyboard.press('Tab');
  await expect(end).toHaveValue('19:00');
  await page.getByRole('button', { name: 'Salvar Configurações' }).click();
  await expectToast(page, 'Configurações de agenda salvas com sucesso!');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Início Segunda-feira 1' })).toHaveValue('13:15', { timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Fim Segunda-feira 1' })).toHaveValue('19:00');

  // A blocked date picked from the calendar with the keyboard: it opens on today, in Portuguese.
  const date = page.getByRole('textbox', { name: 'Data a bloquear' });
  await expect(date).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  const tomorrow = daysAhead(1);
  await page.getByRole('button', { name: 'Abrir calendário' }).focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('application', { name: 'Calendário' }).or(page.getByRole('dialog', { name: 'Calendário' }));
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('button', { name: 'Próximo mês' })).toBeVisible();
  await screenshots(page, 'agenda-pickers-calendar');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(date).toHaveValue(tomorrow.label);
  await page.getByLabel('Motivo do bloqueio').fill('Consulta médica');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expectToast(page, 'Data bloqueada adicionada');
  // Pointing at a toast holds it (it would close after 2 s) while its close button is checked.
  await page.getByText('Data bloqueada adicionada', { exact: true }).first().hover();
  await expect(page.getByRole('button', { name: 'Fechar notificação' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Remover bloqueio de ${tomorrow.label}` })).toBeVisible();
  // Another typed as dd/mm/aaaa.
  const typed = daysAhead(40);
  await date.fill(typed.label);
  await date.press('Enter');
  await expect(date).toHaveValue(typed.label);
  await page.getByLabel('Motivo do bloqueio').fill('Congresso');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expectToast(page, 'Data bloqueada adicionada');
  await expect(page.getByRole('button', { name: `Remover bloqueio de ${typed.label}` })).toBeVisible();

  await screenshots(page, 'agenda-pickers');
});
