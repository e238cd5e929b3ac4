import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { approvedPsychologist, signedInPatient } from './accounts.ts';
import { saoPaulo, testClock } from './clock.ts';

/**
 * availableDates is cached per psychologist (docs/decisions/product.md "Limits and defaults"); these check that the
 * cache never answers what the agenda and the appointments no longer say.
 */

const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { now: clock.now });
});
afterAll(() => server.close());

const mondayNine = { weekday: 1, startTime: '09:00', endTime: '10:00', isAvailable: true };
const tuesdayNine = { ...mondayNine, weekday: 2 };

test('the dates follow every booking, cancellation, agenda edit and the clock', async () => {
  const psychologist = await approvedPsychologist(server);
  const patient = await signedInPatient(server);
  const visitor = server.client();
  const firstDates = async () => (await visitor.directory.availableDates.query({ psychologistId: psychologist.id })).slice(0, 3);

  // One consultation a week: Mondays at 09:00. It is Monday 23/11, 08:00.
  await psychologist.client.agenda.save.mutate({ consultationMinutes: 50, intervalMinutes: 10, slots: [mondayNine] });
  expect(await firstDates()).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
  expect(await firstDates()).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);

  const booked = await patient.client.appointments.book.mutate({
    psychologistId: psychologist.id,
    startsAt: saoPaulo('2026-11-23', '09:00'),
  });
  expect(await firstDates()).toEqual(['2026-11-30', '2026-12-07', '2026-12-14']);

  // An hour before the start: a late cancellation (the patient saw the warning), which frees the slot as well.
  await patient.client.appointments.cancel.mutate({ id: booked.id, acceptLate: true });
  expect(await firstDates()).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);

  const { blockedDate } = await psychologist.client.agenda.addBlockedDate.mutate({ date: '2026-11-30', reason: 'Congresso' });
  expect(await firstDates()).toEqual(['2026-11-23', '2026-12-07', '2026-12-14']);
  await psychologist.client.agenda.removeBlockedDate.mutate({ id: blockedDate.id });
  expect(await firstDates()).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);

  await psychologist.client.agenda.save.mutate({ consultationMinutes: 50, intervalMinutes: 10, slots: [mondayNine, tuesdayNine] });
  expect(await firstDates()).toEqual(['2026-11-23', '2026-11-24', '2026-11-30']);

  // No write at all: at 09:00 the day's only slot has started, so the day is no longer available.
  clock.set(saoPaulo('2026-11-23', '09:00'));
  expect(await firstDates()).toEqual(['2026-11-24', '2026-11-30', '2026-12-01']);
  expect((await visitor.directory.profile.query({ psychologistId: psychologist.id })).nextAvailableDates[0]).toBe('2026-11-24');
});
