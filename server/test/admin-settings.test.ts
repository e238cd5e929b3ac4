import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { defaultPlatformSettings } from '@acolhe/shared/platform-settings';
import { type Browser, callProcedure, failureOf, startTestServer, validationFailureOf, type TestServer } from './harness.ts';
import { approvedPsychologist, signedInPatient } from './accounts.ts';
import { mondayMorning, saoPaulo } from './clock.ts';
import { signedInAdmin } from './admin-fixtures.ts';

const slotTaken = { code: 'CONFLICT', message: 'Este horário não está mais disponível.', reason: 'SLOT_TAKEN' };

let server: TestServer;
let admin: Browser & { id: number };
const db = () => server.app.services.db;

async function authSessionSecret(): Promise<string> {
  const row = await db()
    .selectFrom('platform_settings')
    .select('value')
    .where('key', '=', 'session_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}

beforeAll(async () => {
  server = await startTestServer({}, { now: () => mondayMorning });
  admin = await signedInAdmin(server);
});
afterAll(() => server.close());

describe('platform settings', () => {
  test('start at their defaults, beside read-only facts about the running platform', async () => {
    const overview = await admin.client.admin.settings.get.query();
    expect(overview).toEqual({
      settings: defaultPlatformSettings,
      facts: {
        video: { engine: 'embedded', url: null },
        mail: { transport: 'outbox', host: null },
        databaseSizeBytes: expect.any(Number),
        appVersion: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      },
    });
    expect(defaultPlatformSettings.bookingHorizonDays).toBe(90);
    const file = await db()
      .selectFrom('platform_settings')
      .select((eb) => eb.fn.countAll<number>().as('rows'))
      .executeTakeFirstOrThrow();
    expect(Number(file.rows)).toBe(1);
    expect(overview.facts.databaseSizeBytes).toBeGreaterThan(50_000);
  });

  test('every field is validated with a pt-BR message, and nothing is saved from a refused form', async () => {
    const valid = { ...defaultPlatformSettings };
    const cases: [Partial<typeof valid>, string, string][] = [
      [{ platformName: ' ' }, 'platformName', 'Informe o nome da plataforma'],
      [{ supportEmail: 'suporte@' }, 'supportEmail', 'E-mail inválido'],
      [{ bookingHorizonDays: 6 }, 'bookingHorizonDays', 'O período de agendamento deve ser de 7 a 365 dias'],
      [
        { bookingHorizonDays: 366 },
        'bookingHorizonDays',
        'O período de agendamento deve ser de 7 a 365 dias',
      ],
      [{ bookingHorizonDays: 30.5 }, 'bookingHorizonDays', 'Informe um número inteiro de dias'],
      [{ bookingNoticeHours: -1 }, 'bookingNoticeHours', 'A antecedência mínima deve ser de 0 a 168 horas'],
      [{ bookingNoticeHours: 169 }, 'bookingNoticeHours', 'A antecedência mínima deve ser de 0 a 168 horas'],
      [{ dpoName: 'A' }, 'dpoName', 'Informe o nome do encarregado de dados'],
      [{ dpoEmail: 'dpo.acolhe.com.br' }, 'dpoEmail', 'E-mail inválido'],
    ];
    for (const [change, field, message] of cases) {
      const failure = await validationFailureOf(
        admin.client.admin.settings.update.mutate({ ...valid, ...change }),
      );
      expect([field, failure]).toEqual([
        field,
        { code: 'BAD_REQUEST', message, fieldErrors: { [field]: message } },
      ]);
    }
    expect((await admin.client.admin.settings.get.query()).settings).toEqual(defaultPlatformSettings);
  });

  test('are saved and logged; the session key in the same table is never shown nor touched', async () => {
    const secret = await authSessionSecret();
    const changed = {
      platformName: 'Acolhe Saúde',
      supportEmail: 'Ajuda@Acolhe.com.br',
      bookingHorizonDays: 60,
      bookingNoticeHours: 2,
      dpoName: 'Mariana Lopes',
      dpoEmail: 'dpo@acolhe.com.br',
    };
    const saved = await admin.client.admin.settings.update.mutate(changed);
    expect(saved.settings).toEqual({ ...changed, supportEmail: 'ajuda@acolhe.com.br', requireTwoFactorForStaff: false });
    expect((await admin.client.admin.settings.get.query()).settings).toEqual(saved.settings);

    const raw = await callProcedure(server.url, 'admin.settings.get', 'query', undefined, admin.cookies);
    expect(raw.text).not.toContain(secret);
    expect(await authSessionSecret()).toBe(secret);
    const [entry] = await admin.client.admin.activity.recent.query({ limit: 1 });
    expect(entry).toMatchObject({ action: 'settings.updated', actorName: 'Admin Teste' });

    // The privacy policy's data protection officer is public, and only that with the platform's contact.
    expect(await server.client().platform.contacts.query()).toEqual({
      platformName: 'Acolhe Saúde',
      supportEmail: 'ajuda@acolhe.com.br',
      dpoName: 'Mariana Lopes',
      dpoEmail: 'dpo@acolhe.com.br',
    });
    await admin.client.admin.settings.update.mutate(defaultPlatformSettings);
  });
});

describe('the booking settings apply at once', () => {
  test('the horizon bounds the dates shown, the slots and the booking', async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const anonymous = server.client();
    const dates = () => anonymous.directory.availableDates.query({ psychologistId: psychologist.id });
    const slotsOn = (date: string) =>
      anonymous.directory.slots.query({ psychologistId: psychologist.id, date });
    const setHorizon = (bookingHorizonDays: number) =>
      admin.client.admin.settings.update.mutate({ ...defaultPlatformSettings, bookingHorizonDays });

    // 90 days from Monday 23/11 hold 65 weekdays.
    expect(await dates()).toHaveLength(65);

    await setHorizon(14);
    const twoWeeks = await dates();
    expect(twoWeeks).toHaveLength(10);
    expect(twoWeeks.at(-1)).toBe('2026-12-04');
    expect(await slotsOn('2026-12-07')).toEqual([]);
    expect(
      await failureOf(
        patient.client.appointments.book.mutate({
          psychologistId: psychologist.id,
          startsAt: saoPaulo('2026-12-07', '10:00'),
        }),
      ),
    ).toEqual(slotTaken);

    await setHorizon(15);
    expect((await dates()).at(-1)).toBe('2026-12-07');
    expect((await slotsOn('2026-12-07')).filter((slot) => slot.available)).toHaveLength(10);
    const booked = await patient.client.appointments.book.mutate({
      psychologistId: psychologist.id,
      startsAt: saoPaulo('2026-12-07', '10:00'),
    });
    expect(booked.status).toBe('scheduled');
    await setHorizon(defaultPlatformSettings.bookingHorizonDays);
  });

  test('the minimum notice makes slots closer than it unavailable', async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const anonymous = server.client();
    const today = async () =>
      (await anonymous.directory.slots.query({ psychologistId: psychologist.id, date: '2026-11-23' }))
        .filter((slot) => slot.available)
        .map((slot) => slot.time);
    const setNotice = (bookingNoticeHours: number) =>
      admin.client.admin.settings.update.mutate({ ...defaultPlatformSettings, bookingNoticeHours });

    // It is 08:00: with no notice every later slot of the day is open.
    expect(await today()).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);

    await setNotice(3);
    expect(await today()).toEqual(['12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    expect(
      await failureOf(
        patient.client.appointments.book.mutate({
          psychologistId: psychologist.id,
          startsAt: saoPaulo('2026-11-23', '10:00'),
        }),
      ),
    ).toEqual(slotTaken);
    const booked = await patient.client.appointments.book.mutate({
      psychologistId: psychologist.id,
      startsAt: saoPaulo('2026-11-23', '12:00'),
    });
    expect(booked.status).toBe('scheduled');

    await setNotice(24);
    expect(await today()).toEqual([]);
    expect((await anonymous.directory.availableDates.query({ psychologistId: psychologist.id }))[0]).toBe(
      '2026-11-24',
    );
    await setNotice(0);
  });
});

describe('the read-only facts with LiveKit and SMTP configured', () => {
  let configured: TestServer;
  beforeAll(async () => {
    configured = await startTestServer({
      LIVEKIT_URL: 'wss://video.acolhe.com.br',
      LIVEKIT_API_KEY: 'chave-publica',
      LIVEKIT_API_SECRET: 'segredo-do-livekit-que-nao-aparece',
      SMTP_URL: 'smtp://usuario-smtp:senha-smtp-secreta@smtp.exemplo.com.br:587',
    });
  });
  afterAll(() => configured.close());

  test('name the engine and the mail host, never a credential', async () => {
    const configuredAdmin = await signedInAdmin(configured);
    const response = await callProcedure(
      configured.url,
      'admin.settings.get',
      'query',
      undefined,
      configuredAdmin.cookies,
    );
    const overview = await configuredAdmin.client.admin.settings.get.query();
    expect(overview.facts).toMatchObject({
      video: { engine: 'livekit', url: 'wss://video.acolhe.com.br' },
      mail: { transport: 'smtp', host: 'smtp.exemplo.com.br:587' },
    });
    for (const secret of ['segredo-do-livekit', 'senha-smtp-secreta', 'usuario-smtp', 'chave-publica']) {
      expect([secret, response.text.includes(secret)]).toEqual([secret, false]);
    }
  });
});
