import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { applyAsPsychologist, createAdminClient, namedPsychologist, signedInPatient } from './accounts.ts';
import { saoPaulo, testClock } from './clock.ts';
import { insertAppointment } from './rows.ts';

/**
 * directory.list pages and the landing figures are cached per server (docs/decisions/product.md
 * "Limits and defaults"); each check reads once to fill the cache, writes, and must see the write at once.
 */

const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { now: clock.now });
});
afterAll(() => server.close());

const visitor = () => server.client();
const listed = (search: string) => visitor().directory.list.query({ search });
const landing = () => visitor().stats.landing.query();

test('a new fee shows on the directory page at once', async () => {
  const psychologist = await namedPsychologist(server, 'Tarsila Cachefee');
  expect((await listed('cachefee')).items.map((card) => card.hourlyRateCents)).toEqual([15000]);
  await psychologist.client.psychologistSettings.updateProfile.mutate({ ...psychologist.profile, hourlyRate: 180 });
  expect((await listed('cachefee')).items.map((card) => card.hourlyRateCents)).toEqual([18000]);
});

test('publicProfile and showRatings switches show on the directory page at once', async () => {
  const psychologist = await namedPsychologist(server, 'Tarsila Cacheprivacy');
  const privacy = { publicProfile: true, showRatings: true, allowMessages: true };
  expect((await listed('cacheprivacy')).total).toBe(1);
  await psychologist.client.psychologistSettings.updatePrivacy.mutate({ ...privacy, publicProfile: false });
  expect((await listed('cacheprivacy')).total).toBe(0);
  await psychologist.client.psychologistSettings.updatePrivacy.mutate(privacy);
  expect((await listed('cacheprivacy')).items.map((card) => card.reviewsCount)).toEqual([0]);
  await psychologist.client.psychologistSettings.updatePrivacy.mutate({ ...privacy, showRatings: false });
  expect((await listed('cacheprivacy')).items.map((card) => card.reviewsCount)).toEqual([null]);
});

test('an approval shows on the directory page and in the landing figures at once', async () => {
  const applicant = await applyAsPsychologist(server, { name: 'Tarsila Cacheapproval' });
  const before = await landing();
  expect((await listed('cacheapproval')).total).toBe(0);
  const admin = await createAdminClient(server);
  await admin.admin.applications.approve.mutate({ id: applicant.id, crpChecked: true });
  expect((await listed('cacheapproval')).total).toBe(1);
  expect(await landing()).toMatchObject({ psychologists: before.psychologists + 1 });
});

test('a completed consultation and its review show in the landing figures and on the card at once', async () => {
  const psychologist = await namedPsychologist(server, 'Tarsila Cachereview');
  const patient = await signedInPatient(server);
  const appointmentId = await insertAppointment(server, {
    patientId: patient.id,
    psychologistId: psychologist.id,
    startsAt: saoPaulo('2026-11-20', '09:00'),
  });
  const before = await landing();
  await server.app.services.db.updateTable('appointments').set({ status: 'completed' }).where('id', '=', appointmentId).execute();
  const completed = await landing();
  expect(completed.consultations).toBe(before.consultations + 1);

  expect((await listed('cachereview')).items.map((card) => [card.rating, card.reviewsCount])).toEqual([[null, 0]]);
  await patient.client.appointments.review.mutate({ appointmentId, rating: 1 });
  expect((await listed('cachereview')).items.map((card) => [card.rating, card.reviewsCount])).toEqual([[1, 1]]);
  expect((await landing()).averageRating).not.toBe(completed.averageRating);
});

test('the same page asked twice without a write is served from the cache', async () => {
  await namedPsychologist(server, 'Tarsila Cachehit');
  const first = await listed('cachehit');
  // A write outside every watched column leaves the cached page in place.
  await server.app.services.db.updateTable('users').set({ phone: '(21) 90000-0000' }).where('name', '=', 'Tarsila Cachehit').execute();
  expect(await listed('cachehit')).toEqual(first);
  const cached = server.app.services.directoryPages.get(await currentVersion(), JSON.stringify(['cachehit', '', 'rating', 1]));
  expect(cached).toEqual(first);
});

async function currentVersion(): Promise<number> {
  const row = await server.app.services.db.selectFrom('public_read_versions').select('version').where('name', '=', 'directory').executeTakeFirstOrThrow();
  return row.version;
}
