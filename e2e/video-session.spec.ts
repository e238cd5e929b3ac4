import { expect, test, type Browser } from './journey-test.ts';
import { sessionMessages } from '@acolhe/shared/sessions';
import { bothInCall, expectFacingEachOther, joinFromWaitingRoom, openImminentSessionAsPatient } from './fixtures/session-journey.ts';
import { launchWithCamera } from './fixtures/video-call.ts';
import { demo, demoPsychologistName, logIn } from './support.ts';

test.describe('video session, embedded engine', () => {
  const browsers: Browser[] = [];
  test.afterAll(async () => {
    await Promise.all(browsers.map((browser) => browser.close()));
  });

  test('patient and psychologist see each other, camera-off and hang-up travel over signalling', async ({ baseURL }) => {
    test.setTimeout(120_000);
    const [patientBrowser, psychologistBrowser] = await Promise.all([launchWithCamera('red'), launchWithCamera('blue')]);
    browsers.push(patientBrowser, psychologistBrowser);
    const { patient, psychologist } = await bothInCall(patientBrowser, psychologistBrowser, baseURL);
    await expectFacingEachOther(patient, psychologist);

    await psychologist.getByRole('button', { name: 'Desligar câmera' }).click();
    await expect(psychologist.getByRole('button', { name: 'Ligar câmera' })).toBeVisible();
    await expect(patient.getByTestId('remote-camera-off')).toContainText(`${demoPsychologistName} desligou a câmera`);
    await expect(patient.getByTestId('remote-video')).toBeHidden();

    await patient.getByRole('button', { name: 'Desligar microfone' }).click();
    await expect(psychologist.getByTestId('remote-muted')).toHaveText('Microfone desligado');

    await patient.getByRole('button', { name: 'Encerrar chamada' }).click();
    await expect(patient).toHaveURL(/\/patient\/appointments$/);
    await expect(psychologist.getByText(sessionMessages.otherLeft)).toBeVisible();
    await expect(psychologist.getByText(sessionMessages.waitingOther)).toBeVisible();
  });
});

test('the LiveKit call screen is chosen when the server answers with a LiveKit room', async ({ page }) => {
  await page.route('**/trpc/sessions.join**', (route) =>
    route.fulfill({
      json: [{ result: { data: { engine: 'livekit', url: 'ws://127.0.0.1:9', token: 'token-de-teste', roomName: 'sala-teste' } } }],
    }),
  );
  await logIn(page, demo.patient);
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  await openImminentSessionAsPatient(page);
  await joinFromWaitingRoom(page);
  await expect(page.getByTestId('livekit-call')).toBeVisible();
  await expect(page.getByTestId('connection-state')).toBeVisible();
  await expect(page.getByTestId('remote-video')).toHaveCount(0);
});
