import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sendDueReminders } from '../src/modules/reminders/reminders.service.ts';
import { publicParameterRoutes, tokenRoutes } from '../src/token-routes.ts';
import { writeSettings } from '../src/modules/platform-settings/platform-settings.ts';
import { approvedPsychologist, createAdminClient, signedInPatient } from './accounts.ts';
import { testClock } from './clock.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { emailOf, insertAppointment } from './rows.ts';

/**
 * The tokens in link routes (a reminder's one-click links, a calendar feed) are credentials: whoever reads
 * the request log must not be able to use them (token-routes.ts).
 */

const clock = testClock();
const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'info', ATTENDANCE_SWEEP_SECONDS: '3600' }, { now: clock.now, logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => server.close());

const loggedPaths = () =>
  lines
    .map((line) => JSON.parse(line) as { req?: { path?: string } })
    .map((entry) => entry.req?.path)
    .filter((path): path is string => path !== undefined);

/** The 24-hour reminder's confirm link of a new consultation, as the patient's mail carries it. */
async function reminderLink(): Promise<{ path: string; patientId: number }> {
  const psychologist = await approvedPsychologist(server);
  const patient = await signedInPatient(server);
  const startsAt = new Date(clock.now().getTime() + 25 * 60 * 60_000).toISOString();
  await insertAppointment(server, { patientId: patient.id, psychologistId: psychologist.id, startsAt });
  clock.set(new Date(Date.parse(startsAt) - 23.5 * 60 * 60_000));
  await sendDueReminders(server.app.services);
  const mail = await server.app.services.db
    .selectFrom('mail_outbox')
    .select('body_text')
    .where('recipient', '=', await emailOf(server, patient.id))
    .where('subject', 'like', 'Lembrete%')
    .executeTakeFirstOrThrow();
  const path = /Confirmar presença: \S+(\/lembrete\/[A-Za-z0-9_-]{43})\n/.exec(mail.body_text)?.[1];
  if (!path) throw new Error('no confirm link in the reminder');
  return { path, patientId: patient.id };
}

describe('link tokens never reach the request log', () => {
  test('a reminder link opened and used, and a calendar feed fetched, are logged with the token hidden', async () => {
    const { path: confirm } = await reminderLink();
    const reminderToken = confirm.slice('/lembrete/'.length);
    const patient = await signedInPatient(server);
    const feed = await patient.client.patient.calendarFeed.renew.mutate();
    const feedPath = new URL(feed.url).pathname;
    const feedToken = feedPath.slice('/calendar/'.length, -'.ics'.length);

    expect((await fetch(`${server.url}${confirm}`)).status).toBe(200);
    const used = await fetch(`${server.url}${confirm}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(used.status).toBe(200);
    expect((await fetch(`${server.url}${feedPath}`)).status).toBe(200);
    expect((await fetch(`${server.url}/calendar/${feedToken}.ics?from=email`)).status).toBe(200);
    expect((await fetch(`${server.url}/lembrete/${reminderToken.slice(0, 42)}x`)).status).toBe(404);

    const paths = loggedPaths();
    expect(paths.filter((path) => path === '/lembrete/[oculto]')).toHaveLength(3);
    expect(paths.filter((path) => path === '/calendar/[oculto]')).toHaveLength(2);
    const log = lines.join('\n');
    expect(log).not.toContain(reminderToken);
    expect(log).not.toContain(reminderToken.slice(0, 42));
    expect(log).not.toContain(feedToken);
    expect(log).not.toContain('from=email');
  });

  test('every route whose path takes a parameter is a token route or one whose parameter is public', () => {
    const routes = server.app.printRoutes({ commonPrefix: false });
    const parametric = [...routes.matchAll(/(\/\S*[:*]\S*) \(/g)].map((match) => match[1] ?? '');
    expect(parametric.length).toBeGreaterThan(0);
    const known = (path: string) =>
      (publicParameterRoutes as readonly string[]).includes(path) || tokenRoutes.some(({ prefix }) => path.startsWith(prefix));
    expect(parametric.filter((path) => !known(path))).toEqual([]);
  });
});

describe('a link opens nothing while its owner may not use the app', () => {
  test("a deactivated patient's reminder link answers 404 until the account is reactivated", async () => {
    const { path: confirm, patientId } = await reminderLink();
    const admin = await createAdminClient(server);
    await admin.admin.users.deactivate.mutate({ id: patientId });
    expect((await fetch(`${server.url}${confirm}`)).status).toBe(404);
    const tried = await fetch(`${server.url}${confirm}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(tried.status).toBe(404);
    await admin.admin.users.reactivate.mutate({ id: patientId });
    expect((await fetch(`${server.url}${confirm}`)).status).toBe(200);
  });

  test("a psychologist's calendar feed answers 404 while the admin requires two-factor authentication they have not enrolled in", async () => {
    const psychologist = await approvedPsychologist(server);
    const feed = new URL((await psychologist.client.psychologist.calendarFeed.renew.mutate()).url).pathname;
    expect((await fetch(`${server.url}${feed}`)).status).toBe(200);
    await writeSettings(server.app.services.db, { requireTwoFactorForStaff: true });
    try {
      expect((await fetch(`${server.url}${feed}`)).status).toBe(404);
      const patient = await signedInPatient(server);
      const patientFeed = new URL((await patient.client.patient.calendarFeed.renew.mutate()).url).pathname;
      expect((await fetch(`${server.url}${patientFeed}`)).status).toBe(200);
    } finally {
      await writeSettings(server.app.services.db, { requireTwoFactorForStaff: false });
    }
    expect((await fetch(`${server.url}${feed}`)).status).toBe(200);
  });
});
