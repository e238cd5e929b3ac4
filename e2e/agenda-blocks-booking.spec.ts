import { expect, test } from './journey-test.ts';
import { formatDay } from '@acolhe/shared/calendar-format';
import { bookingDateButton, demo, demoPsychologistId, expectToast, logIn, platformDay } from './support.ts';

/** A day far enough ahead that no other journey of the run books on it. */
function daysAhead(days: number): { label: string } {
  return { label: formatDay(platformDay(days)) };
}

test('the psychologist blocks a date and it disappears from booking', async ({ browser, request }) => {
  const psychologistId = await demoPsychologistId(request);
  const day = daysAhead(45);

  const patient = await (await browser.newContext()).newPage();
  await logIn(patient, demo.patient);
  await expect(patient).toHaveURL(/\/patient\/dashboard$/);
  await patient.goto(`/schedule/${psychologistId}`);
  await expect(bookingDateButton(patient, day.label)).toBeVisible();

  const psychologist = await (await browser.newContext()).newPage();
  await logIn(psychologist, demo.psychologist);
  await psychologist.getByRole('link', { name: 'Agenda' }).click();
  await expect(psychologist).toHaveURL(/\/psychologist\/schedule$/);
  const add = psychologist.getByRole('button', { name: 'Adicionar', exact: true });
  await psychologist.getByLabel('Data a bloquear').fill(day.label);
  await psychologist.getByLabel('Data a bloquear').press('Enter');
  await expect(add).toBeDisabled();
  await psychologist.getByLabel('Motivo do bloqueio').fill('Congresso de psicologia');
  await add.click();
  await expectToast(psychologist, 'Data bloqueada adicionada');
  await expect(psychologist.getByText('Congresso de psicologia')).toBeVisible();

  await patient.reload();
  await expect(patient.getByRole('group', { name: 'Datas disponíveis' }).getByRole('button').first()).toBeVisible();
  await expect(bookingDateButton(patient, day.label)).toHaveCount(0);

  await psychologist.getByRole('button', { name: `Remover bloqueio de ${day.label}` }).click();
  await expectToast(psychologist, 'Data bloqueada removida');
  await patient.reload();
  await expect(bookingDateButton(patient, day.label)).toBeVisible();
});

test('the agenda settings are saved and validated on the server', async ({ page }) => {
  await logIn(page, demo.psychologist);
  await expect(page).toHaveURL(/\/psychologist\/dashboard$/);
  await page.goto('/psychologist/schedule');
  const duration = page.getByLabel('Duração da consulta (minutos)');
  await expect(duration).toHaveValue('50');
  await duration.fill('10');
  await page.getByRole('button', { name: 'Salvar Configurações' }).click();
  await expect(page.getByText('A duração deve ficar entre 15 e 180 minutos').first()).toBeVisible();
  await duration.fill('50');
  await page.getByRole('button', { name: 'Salvar Configurações' }).click();
  await expectToast(page, 'Configurações de agenda salvas com sucesso!');
});
