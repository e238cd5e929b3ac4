import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { approvedPsychologist, signedInPatient } from './accounts.ts';
import { testClock } from './clock.ts';

// Monday 23 November 2026, 07:00 in Manaus (UTC-4), 08:00 in São Paulo.
const clock = testClock(new Date('2026-11-23T11:00:00.000Z'));
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TIME_ZONE: 'America/Manaus' }, { now: clock.now });
});
afterAll(() => server.close());

describe('the platform time zone', () => {
  test('is announced to the client, which has no zone of its own', async () => {
    const info = await server.client().platform.info.query();
    expect(info.timeZone).toBe('America/Manaus');
    // Manaus keeps UTC-4 all year: one span, around the server's own clock rather than the real time.
    expect(info.offsets).toHaveLength(1);
    expect(info.offsets[0]?.offset).toBe(-240);
    expect(info.offsets[0]?.from).toBeLessThan(clock.now().getTime() - 365 * 86_400_000);
    expect(info.offsets[0]?.to).toBeGreaterThan(clock.now().getTime() + 365 * 86_400_000);
  });

  test('rules slots and e-mails: 08:00 offered in Manaus is 12:00 UTC and 08:00 in the e-mail', async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const [first] = await patient.client.directory.slots.query({ psychologistId: psychologist.id, date: '2026-11-24' });
    expect(first).toMatchObject({ time: '08:00', startsAt: '2026-11-24T12:00:00.000Z' });
    await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: '2026-11-24T12:00:00.000Z' });
    const mails = await server.app.services.db.selectFrom('mail_outbox').select('body_text').orderBy('id', 'desc').limit(2).execute();
    for (const mail of mails) expect(mail.body_text).toContain('24/11/2026 às 08:00');
  });

  test('must be a zone the runtime knows', () => {
    expect(loadConfig({}).timeZone).toBe('America/Sao_Paulo');
    expect(() => loadConfig({ TIME_ZONE: 'America/Manaos' })).toThrow(/TIME_ZONE precisa ser um fuso horário IANA/);
  });
});
