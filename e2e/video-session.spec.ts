import { expect, test, type Browser } from '@playwright/test';
import { sessionMessages } from '@acolhe/shared/sessions';
import {
  expectLiveRemoteVideo,
  joinFromWaitingRoom,
  openImminentSessionAsPatient,
  openSessionAsPsychologist,
  signedInPage,
} from './fixtures/session-journey.ts';
import { launchWithCamera, remoteDominantColour } from './fixtures/video-call.ts';
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
    const [patient, psychologist] = await Promise.all([
      signedInPage(patientBrowser, baseURL, demo.patient, /\/patient\/dashboard$/),
      signedInPage(psychologistBrowser, baseURL, demo.psychologist, /\/psychologist\/dashboard$/),
    ]);

    const appointmentId = await openImminentSessionAsPatient(patient);
    await openSessionAsPsychologist(psychologist, appointmentId);

    await joinFromWaitingRoom(psychologist);
    await expect(psychologist.getByText(sessionMessages.waitingOther)).toBeVisible();
    await joinFromWaitingRoom(patient);

    await Promise.all([expectLiveRemoteVideo(patient), expectLiveRemoteVideo(psychologist)]);
    await expect(patient.getByTestId('connection-state')).toHaveText('Conectado');
    await expect(psychologist.getByTestId('connection-state')).toHaveText('Conectado');
    // Each side sees the other's camera: the patient films red, the psychologist blue.
    await expect.poll(() => remoteDominantColour(psychologist)).toBe('red');
    await expect.poll(() => remoteDominantColour(patient)).toBe('blue');

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
