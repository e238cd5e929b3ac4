import { expect, test } from './journey-test.ts';
import { todayIn } from '@acolhe/shared/calendar';
import { formatDay } from '@acolhe/shared/calendar-format';
import { bookingDateButton, demo, demoPsychologistId, demoPsychologistName, expectToast, logIn, offeredDays } from './support.ts';

const demoPatientName = 'Ana Souza';

/**
 * Runs only in the 'manaus' project: the server has TIME_ZONE=America/Manaus (UTC-4) and the browser
 * sits in Lisbon. A screen formatting in São Paulo (the old constant) would show every time one hour
 * later, one formatting in the browser's zone four or five hours later.
 */
test('the time chosen on the booking page is the time every list shows, in the platform time zone', async ({ page, browser }) => {
  test.slow();
  const platform = await page.request.get('/trpc/platform.info');
  expect(await platform.json()).toMatchObject({ result: { data: { timeZone: 'America/Manaus' } } });
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Europe/Lisbon');

  const psychologistId = await demoPsychologistId(page.request);
  await logIn(page, demo.patient);
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  await page.goto(`/schedule/${psychologistId}`);

  // The earliest free time after today, so it is among the few upcoming consultations the dashboards
  // list and cannot start (and leave them) while the journey runs.
  const today = formatDay(todayIn('America/Manaus'));
  const dates = page.getByRole('group', { name: 'Datas disponíveis' }).getByRole('button');
  await expect(dates.first()).toBeVisible();
  const labels = await offeredDays(page);
  const date = labels.find((label) => label !== today) ?? '';
  await bookingDateButton(page, date).click();
  const freeTime = page.getByRole('group', { name: 'Horários' }).getByRole('button', { disabled: false }).first();
  const time = ((await freeTime.textContent()) ?? '').trim();
  expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  expect(time).toMatch(/^\d{2}:\d{2}$/);
  await freeTime.click();
  const summary = page.getByRole('region', { name: 'Resumo do agendamento' });
  await expect(summary).toContainText(date);
  await expect(summary).toContainText(time);
  await page.getByRole('button', { name: 'Confirmar Agendamento' }).click();
  await expectToast(page, 'Consulta agendada com sucesso!');

  await expect(page).toHaveURL(/\/patient\/appointments$/);
  const card = page.getByRole('article', { name: `${demoPsychologistName} ${date} às ${time}` });
  await expect(card).toContainText('Agendada');
  await expect(card).toContainText(date);
  await expect(card).toContainText(time);

  await page.goto('/patient/dashboard');
  const upcoming = page.getByRole('region', { name: 'Próximas consultas' });
  await expect(upcoming.getByText(`${date} às ${time}`, { exact: true })).toBeVisible();

  const psychologistContext = await browser.newContext();
  const psychologist = await psychologistContext.newPage();
  await logIn(psychologist, demo.psychologist);
  await expect(psychologist).toHaveURL(/\/psychologist\/dashboard$/);
  await expect(psychologist.getByRole('listitem', { name: `${demoPatientName} ${date} às ${time}` })).toBeVisible();
  await psychologistContext.close();
});
