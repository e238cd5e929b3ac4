import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { approvedPsychologist, signedInPatient } from './accounts.ts';
import { testClock } from './clock.ts';
import { insertAppointment } from './rows.ts';

/**
 * The psychologist's month counts are the platform time zone's months. An appointment at 01:30 UTC on
 * the 1st is still the evening of the 30th/31st in São Paulo (UTC−3) and in Manaus (UTC−4), so it belongs
 * to the previous month there; counting by UTC months (or by the machine's zone) moves it.
 */
interface Fixture {
  server: TestServer;
  clock: ReturnType<typeof testClock>;
  overview(): Promise<{ completed: number; scheduled: number; noShow: number }>;
}

async function serverWith(
  timeZone: string,
  appointments: { startsAt: string; status: 'scheduled' | 'completed' | 'no_show' }[],
): Promise<Fixture> {
  // Signed in mid-December, so the 30-day login lasts across every instant the tests visit.
  const clock = testClock(new Date('2026-12-15T15:00:00.000Z'));
  const server = await startTestServer({ TIME_ZONE: timeZone }, { now: clock.now });
  const psychologist = await approvedPsychologist(server);
  const patient = await signedInPatient(server);
  for (const appointment of appointments) {
    await insertAppointment(server, {
      patientId: patient.id,
      psychologistId: psychologist.id,
      ...appointment,
    });
  }
  return { server, clock, overview: () => psychologist.client.psychologist.overview.query() };
}

describe('psychologist.overview in São Paulo', () => {
  let saoPaulo: Fixture;
  beforeAll(async () => {
    saoPaulo = await serverWith('America/Sao_Paulo', [
      // 30 Nov 22:30 local: November.
      { startsAt: '2026-12-01T01:30:00.000Z', status: 'completed' },
      // 1 Dec 00:30 local: December.
      { startsAt: '2026-12-01T03:30:00.000Z', status: 'completed' },
      // 31 Dec 22:30 local: December.
      { startsAt: '2027-01-01T01:30:00.000Z', status: 'scheduled' },
      // 1 Jan 00:30 local: January.
      { startsAt: '2027-01-01T03:30:00.000Z', status: 'scheduled' },
      // 30 Nov 10:00 local: November.
      { startsAt: '2026-11-30T13:00:00.000Z', status: 'no_show' },
    ]);
  });
  afterAll(() => saoPaulo.server.close());

  test('in December, the 01:30 UTC appointment of the 1st is November, the one of 1 January is December', async () => {
    saoPaulo.clock.set('2026-12-15T15:00:00.000Z');
    expect(await saoPaulo.overview()).toMatchObject({ completed: 1, scheduled: 1, noShow: 0 });
  });

  test('at 22:00 on 30 November local (already December in UTC) the month is still November', async () => {
    saoPaulo.clock.set('2026-12-01T01:00:00.000Z');
    expect(await saoPaulo.overview()).toMatchObject({ completed: 1, scheduled: 0, noShow: 1 });
  });

  test('at 00:30 on 1 December local the month has turned', async () => {
    saoPaulo.clock.set('2026-12-01T03:30:00.000Z');
    expect(await saoPaulo.overview()).toMatchObject({ completed: 1, scheduled: 1, noShow: 0 });
  });

  test('at 21:30 on 31 December local (already January in UTC) the month is still December', async () => {
    saoPaulo.clock.set('2027-01-01T00:30:00.000Z');
    expect(await saoPaulo.overview()).toMatchObject({ completed: 1, scheduled: 1, noShow: 0 });
  });

  test('in January only the appointment of 1 January local counts', async () => {
    saoPaulo.clock.set('2027-01-10T15:00:00.000Z');
    expect(await saoPaulo.overview()).toMatchObject({ completed: 0, scheduled: 1, noShow: 0 });
  });
});

describe('psychologist.overview follows TIME_ZONE, not a fixed zone', () => {
  let manaus: Fixture;
  beforeAll(async () => {
    manaus = await serverWith('America/Manaus', [
      // 30 Nov 23:30 in Manaus (but 1 Dec 00:30 in São Paulo): November.
      { startsAt: '2026-12-01T03:30:00.000Z', status: 'completed' },
      // 1 Dec 00:30 in Manaus: December.
      { startsAt: '2026-12-01T04:30:00.000Z', status: 'scheduled' },
    ]);
  });
  afterAll(() => manaus.server.close());

  test('an appointment at 03:30 UTC on 1 December belongs to November in Manaus', async () => {
    manaus.clock.set('2026-11-30T20:00:00.000Z');
    expect(await manaus.overview()).toMatchObject({ completed: 1, scheduled: 0, noShow: 0 });
    manaus.clock.set('2026-12-10T15:00:00.000Z');
    expect(await manaus.overview()).toMatchObject({ completed: 0, scheduled: 1, noShow: 0 });
  });
});

describe('CLOCK_START', () => {
  test('starts the server clock at that instant and lets it run on', async () => {
    const server = await startTestServer({ CLOCK_START: '2026-11-30T22:00:00-03:00' });
    try {
      const psychologist = await approvedPsychologist(server);
      const patient = await signedInPatient(server);
      // 30 Nov 22:30 in São Paulo: this month; 1 Dec 00:30: next month.
      for (const startsAt of ['2026-12-01T01:30:00.000Z', '2026-12-01T03:30:00.000Z']) {
        await insertAppointment(server, { patientId: patient.id, psychologistId: psychologist.id, startsAt });
      }
      expect(await psychologist.client.psychologist.overview.query()).toMatchObject({
        completed: 0,
        scheduled: 1,
        noShow: 0,
      });
      const now = server.app.services.now().getTime();
      expect(now).toBeGreaterThanOrEqual(Date.parse('2026-12-01T01:00:00.000Z'));
      expect(now).toBeLessThan(Date.parse('2026-12-01T01:05:00.000Z'));
    } finally {
      await server.close();
    }
  });

  test('is refused in production and when it is not an instant', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CLOCK_START: '2026-12-01T01:00:00Z' })).toThrow(
      /CLOCK_START: não pode ser usado em produção/,
    );
    expect(() => loadConfig({ CLOCK_START: '30/11/2026' })).toThrow(
      /CLOCK_START precisa ser um instante ISO 8601/,
    );
    expect(loadConfig({}).clockStart).toBeUndefined();
  });
});
