import { expect, test, type Browser, type Page } from './journey-test.ts';
import { sessionMessages } from '@acolhe/shared/sessions';
import { turnPort, turnSecret } from '../playwright.config.ts';
import { startTestCoturn, type Coturn } from '../scripts/coturn.ts';
import { bothInCall, expectLiveRemoteVideo } from './fixtures/session-journey.ts';
import {
  audioPacketsReceived,
  framesDecoded,
  launchWithCamera,
  peerConnectionTag,
  remoteDominantColour,
  selectedLocalCandidateType,
  tagPeerConnection,
} from './fixtures/video-call.ts';
import { demoPsychologistName } from './support.ts';

// This project's server answers every join with ICE_TRANSPORT_POLICY=relay and TURN credentials for
// 127.0.0.1:turnPort, so nothing connects unless the coturn started here relays it.
let coturn: Coturn | null = null;
const browsers: Browser[] = [];

test.describe.configure({ mode: 'serial' });
test.afterEach(async () => {
  await Promise.all(browsers.splice(0).map((browser) => browser.close()));
  await coturn?.stop();
  coturn = null;
});

async function callThroughRelay(baseURL: string | undefined) {
  const [patientBrowser, psychologistBrowser] = await Promise.all([launchWithCamera('red'), launchWithCamera('blue')]);
  browsers.push(patientBrowser, psychologistBrowser);
  return bothInCall(patientBrowser, psychologistBrowser, baseURL);
}

async function expectRelayedCall(patient: Page, psychologist: Page): Promise<void> {
  await Promise.all([expectLiveRemoteVideo(patient), expectLiveRemoteVideo(psychologist)]);
  for (const page of [patient, psychologist]) {
    await expect(page.getByTestId('connection-state')).toHaveText('Conectado');
    expect(await selectedLocalCandidateType(page)).toBe('relay');
  }
}

test('with the right secret both browsers, relay only, connect through coturn and see each other', async ({ baseURL }) => {
  test.setTimeout(120_000);
  coturn = await startTestCoturn(turnPort, turnSecret);
  const { patient, psychologist } = await callThroughRelay(baseURL);

  await expectRelayedCall(patient, psychologist);
  await expect.poll(() => remoteDominantColour(psychologist)).toBe('red');
  await expect.poll(() => remoteDominantColour(patient)).toBe('blue');
  await expect(patient.getByTestId('call-failure')).toHaveCount(0);
});

test('with a coturn that does not share the secret, the call screen says so instead of hanging', async ({ baseURL }) => {
  test.setTimeout(120_000);
  coturn = await startTestCoturn(turnPort, 'outro-segredo-que-o-servidor-nao-conhece');
  const { patient, psychologist } = await callThroughRelay(baseURL);

  for (const page of [patient, psychologist]) {
    await expect(page.getByTestId('call-failure')).toHaveText(sessionMessages.relayRefused, { timeout: 15_000 });
    await expect(page.getByTestId('connection-state')).not.toHaveText('Conectado');
    expect(await framesDecoded(page)).toBe(0);
  }
});

test('when the relay goes away mid-call, both sides show Reconectando..., restart ICE and recover in the same room', async ({ baseURL }) => {
  test.setTimeout(150_000);
  coturn = await startTestCoturn(turnPort, turnSecret);
  const { patient, psychologist } = await callThroughRelay(baseURL);
  await expectRelayedCall(patient, psychologist);
  const rooms = [patient.url(), psychologist.url()];
  await Promise.all([tagPeerConnection(patient, 'antes'), tagPeerConnection(psychologist, 'antes')]);

  // Every packet of the call went through coturn: killing it is a network change for both browsers.
  await coturn.stop();
  for (const page of [patient, psychologist]) {
    await expect(page.getByTestId('connection-state')).toHaveText('Reconectando...', { timeout: 20_000 });
  }
  await expect(patient.getByTestId('audio-only-offer')).toContainText(sessionMessages.audioOnlyOffer, { timeout: 15_000 });

  coturn = await startTestCoturn(turnPort, turnSecret);
  await expectRelayedCall(patient, psychologist);
  expect([patient.url(), psychologist.url()]).toEqual(rooms);
  // The same RTCPeerConnection carried on: ICE was restarted, the call was not rebuilt.
  expect(await peerConnectionTag(patient)).toBe('antes');
  expect(await peerConnectionTag(psychologist)).toBe('antes');

  // The patient takes the offer: no more video from them, the conversation goes on.
  await patient.getByRole('button', { name: 'Continuar só com áudio' }).click();
  await expect(patient.getByTestId('audio-only-offer')).toHaveCount(0);
  await expect(patient.getByRole('button', { name: 'Ligar câmera' })).toBeVisible();
  await expect(psychologist.getByTestId('remote-camera-off')).toBeVisible();
  const audioBefore = await audioPacketsReceived(psychologist);
  await expect.poll(() => audioPacketsReceived(psychologist)).toBeGreaterThan(audioBefore + 50);
  await expect(patient.getByText(`${demoPsychologistName} desligou a câmera`)).toHaveCount(0);

  // Video can come back: the camera's track is sent again on the same connection.
  await patient.getByRole('button', { name: 'Ligar câmera' }).click();
  await expect(psychologist.getByTestId('remote-camera-off')).toHaveCount(0);
  await expectLiveRemoteVideo(psychologist);
  await expect.poll(() => remoteDominantColour(psychologist)).toBe('red');
});
