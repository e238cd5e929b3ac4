import { expect, test, type Browser, type Page } from '@playwright/test';
import { sessionMessages } from '@acolhe/shared/sessions';
import { framesDecoded, launchWithCamera, remoteDominantColour, remoteVideoWidth } from './fixtures/video-call.ts';
import { demo, demoPsychologistName, logIn } from './support.ts';

const contextOptions = { locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', permissions: ['camera', 'microphone'] };

async function signedInPage(browser: Browser, baseURL: string | undefined, email: string, dashboard: RegExp): Promise<Page> {
  const context = await browser.newContext({ ...contextOptions, baseURL });
  const page = await context.newPage();
  await logIn(page, email);
  await expect(page).toHaveURL(dashboard);
  return page;
}

/** The seeded consultation starting within minutes: the only enabled 'Entrar na sessão' on the patient's list. */
async function openImminentSessionAsPatient(page: Page): Promise<string> {
  await page.goto('/patient/appointments');
  await page.getByRole('button', { name: 'Entrar na sessão', disabled: false }).first().click();
  await expect(page).toHaveURL(/\/patient\/session\/\d+$/);
  return /(\d+)$/.exec(page.url())?.[1] ?? '';
}

async function joinFromWaitingRoom(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sala de espera' })).toBeVisible();
  const join = page.getByRole('button', { name: 'Entrar na sessão' });
  await expect(join).toBeEnabled();
  await join.click();
  await expect(page.getByRole('button', { name: 'Encerrar chamada' })).toBeVisible();
}

async function expectLiveRemoteVideo(page: Page): Promise<void> {
  await expect.poll(() => remoteVideoWidth(page), { timeout: 20_000 }).toBeGreaterThan(0);
  const before = await framesDecoded(page);
  await expect.poll(() => framesDecoded(page), { timeout: 10_000 }).toBeGreaterThan(before + 5);
}

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
    const today = psychologist.getByRole('region', { name: 'Consultas de hoje' });
    await today.getByRole('link', { name: 'Entrar na sessão' }).first().click();
    await expect(psychologist).toHaveURL(new RegExp(`/psychologist/session/${appointmentId}$`));

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
