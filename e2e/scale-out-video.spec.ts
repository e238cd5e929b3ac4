import { expect, test, type Browser } from '@playwright/test';
import { sessionMessages } from '@acolhe/shared/sessions';
import { scaleOutPorts } from '../playwright.config.ts';
import {
  expectLiveRemoteVideo,
  joinFromWaitingRoom,
  openImminentSessionAsPatient,
  openSessionAsPsychologist,
  signedInPage,
} from './fixtures/session-journey.ts';
import { launchWithCamera, remoteDominantColour } from './fixtures/video-call.ts';
import { demo, demoPsychologistName } from './support.ts';

// Two app servers on one PostgreSQL database, as behind a load balancer: each participant's browser
// talks only to its own server, so every signal crosses from one server to the other.
const [serverA, serverB] = scaleOutPorts.map((port) => `http://127.0.0.1:${port}`);

const browsers: Browser[] = [];
test.afterAll(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
});

test('a patient on one server and the psychologist on another hold an embedded call', async () => {
  test.setTimeout(120_000);
  const [patientBrowser, psychologistBrowser] = await Promise.all([launchWithCamera('red'), launchWithCamera('blue')]);
  browsers.push(patientBrowser, psychologistBrowser);
  const [patient, psychologist] = await Promise.all([
    signedInPage(patientBrowser, serverA, demo.patient, /\/patient\/dashboard$/),
    signedInPage(psychologistBrowser, serverB, demo.psychologist, /\/psychologist\/dashboard$/),
  ]);

  const appointmentId = await openImminentSessionAsPatient(patient);
  await openSessionAsPsychologist(psychologist, appointmentId);
  expect(new URL(patient.url()).origin).toBe(serverA);
  expect(new URL(psychologist.url()).origin).toBe(serverB);

  await joinFromWaitingRoom(psychologist);
  await expect(psychologist.getByText(sessionMessages.waitingOther)).toBeVisible();
  await joinFromWaitingRoom(patient);

  await Promise.all([expectLiveRemoteVideo(patient), expectLiveRemoteVideo(psychologist)]);
  await expect(patient.getByTestId('connection-state')).toHaveText('Conectado');
  await expect(psychologist.getByTestId('connection-state')).toHaveText('Conectado');
  await expect.poll(() => remoteDominantColour(psychologist)).toBe('red');
  await expect.poll(() => remoteDominantColour(patient)).toBe('blue');

  await psychologist.getByRole('button', { name: 'Desligar câmera' }).click();
  await expect(patient.getByTestId('remote-camera-off')).toContainText(`${demoPsychologistName} desligou a câmera`);

  await patient.getByRole('button', { name: 'Encerrar chamada' }).click();
  await expect(patient).toHaveURL(/\/patient\/appointments$/);
  await expect(psychologist.getByText(sessionMessages.otherLeft)).toBeVisible();
  await expect(psychologist.getByText(sessionMessages.waitingOther)).toBeVisible();
});
