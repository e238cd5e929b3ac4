import { expect, test, type Browser } from './journey-test.ts';
import { sessionMessages } from '@acolhe/shared/sessions';
import { scaleOutPorts } from '../playwright.config.ts';
import { bothInCall, expectFacingEachOther } from './fixtures/session-journey.ts';
import { launchWithCamera } from './fixtures/video-call.ts';
import { demoPsychologistName } from './support.ts';

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
  const { patient, psychologist } = await bothInCall(patientBrowser, psychologistBrowser, {
    patient: serverA,
    psychologist: serverB,
  });
  expect(new URL(patient.url()).origin).toBe(serverA);
  expect(new URL(psychologist.url()).origin).toBe(serverB);
  await expectFacingEachOther(patient, psychologist);

  await psychologist.getByRole('button', { name: 'Desligar câmera' }).click();
  await expect(patient.getByTestId('remote-camera-off')).toContainText(`${demoPsychologistName} desligou a câmera`);

  await patient.getByRole('button', { name: 'Encerrar chamada' }).click();
  await expect(patient).toHaveURL(/\/patient\/appointments$/);
  await expect(psychologist.getByText(sessionMessages.otherLeft)).toBeVisible();
  await expect(psychologist.getByText(sessionMessages.waitingOther)).toBeVisible();
});
