import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import { reminderLinkMessages } from '@acolhe/shared/reminders';
import { sendDueReminders } from '../src/modules/reminders/reminders.service.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { approvedPsychologist, signedInPatient } from './accounts.ts';
import { saoPaulo, testClock } from './clock.ts';
import { postgresBaseUrl } from './postgres/test-databases.ts';
import { emailOf, insertAppointment, statusOf } from './rows.ts';

/**
 * Consultation reminders (24 hours and 1 hour before) and the 24-hour reminder's one-click links. The
 * servers share one database (a SQLite file, or PostgreSQL), as after a restart or behind a balancer.
 */

const clock = testClock();
const dir = mkdtempSync(join(tmpdir(), 'acolhe-reminders-'));
const shared = { DATABASE_PATH: join(dir, 'reminders.db'), ATTENDANCE_SWEEP_SECONDS: '3600' };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(shared, { now: clock.now });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const db = () => server.app.services.db;
const hoursBefore = (startsAt: string, hours: number) => new Date(Date.parse(startsAt) - hours * 60 * 60_000);

/** A new psychologist and patient (so the mails counted are theirs alone) and one consultation of theirs. */
async function consultationAt(startsAt: string) {
  const psychologist = await approvedPsychologist(server);
  const patient = await signedInPatient(server);
  const id = await insertAppointment(server, { patientId: patient.id, psychologistId: psychologist.id, startsAt });
  return {
    id,
    psychologist,
    patient,
    patientEmail: await emailOf(server, patient.id),
    psychologistEmail: await emailOf(server, psychologist.id),
  };
}

async function remindersTo(recipient: string) {
  const rows = await db()
    .selectFrom('mail_outbox')
    .select(['subject', 'body_text as text'])
    .where('recipient', '=', recipient)
    .orderBy('id')
    .execute();
  return rows.filter((row) => row.subject.startsWith('Lembrete'));
}

/**
 * A run of the reminders on each server. On PostgreSQL they run at the same moment. Two SQLite servers in
 * one test process cannot: better-sqlite3 waits for the other connection's write lock synchronously,
 * holding the only thread the other server would commit on. Separate processes take turns instead, and
 * so do the runs here.
 */
async function runOnEach(servers: TestServer[]) {
  if (postgresBaseUrl()) {
    await Promise.all(servers.map((each) => sendDueReminders(each.app.services)));
    return;
  }
  for (const each of servers) await sendDueReminders(each.app.services);
}

const subjectsOf = (mails: { subject: string }[]) => mails.map((mail) => mail.subject);

/** The confirm and cancel links' paths, read from the patient's 24-hour reminder. */
async function linksOf(patientEmail: string) {
  const [mail] = await remindersTo(patientEmail);
  const pathAfter = (label: string) => {
    const match = new RegExp(`${label}: \\S+(/lembrete/[A-Za-z0-9_-]{43})\\n`).exec(mail?.text ?? '');
    if (!match?.[1]) throw new Error(`no ${label} link in the reminder`);
    return match[1];
  };
  return { confirm: pathAfter('Confirmar presença'), cancel: pathAfter('Cancelar') };
}

async function open(path: string, method: 'GET' | 'POST' = 'GET', form = '') {
  const response = await fetch(`${server.url}${path}`, {
    method,
    redirect: 'manual',
    ...(method === 'POST' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form } : {}),
  });
  return {
    status: response.status,
    html: await response.text(),
    type: response.headers.get('content-type'),
    opener: response.headers.get('cross-origin-opener-policy'),
  };
}

async function appointmentRow(id: number) {
  return db()
    .selectFrom('appointments')
    .select(['confirmed_at', 'cancelled_by', 'reminder_24h_sent_at', 'reminder_1h_sent_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('reminders', () => {
  test('each reminder goes once, across repeated runs, a restart and two servers running together', async () => {
    const startsAt = saoPaulo('2026-11-25', '10:00');
    const consultation = await consultationAt(startsAt);
    clock.set(hoursBefore(startsAt, 25));
    await sendDueReminders(server.app.services);
    expect(await remindersTo(consultation.patientEmail)).toEqual([]);

    clock.set(hoursBefore(startsAt, 23));
    await sendDueReminders(server.app.services);
    await sendDueReminders(server.app.services);
    const dayBefore = await remindersTo(consultation.patientEmail);
    expect(subjectsOf(dayBefore)).toEqual(['Lembrete: sua consulta é amanhã']);
    expect(dayBefore[0]?.text).toContain('Joana Psicóloga é amanhã, 25/11/2026 às 10:00');
    expect(dayBefore[0]?.text).toMatch(/Confirmar presença: \S+\/lembrete\/[\w-]{43}\nCancelar: \S+\/lembrete\/[\w-]{43}\n/);
    expect(subjectsOf(await remindersTo(consultation.psychologistEmail))).toEqual(['Lembrete: consulta amanhã']);

    // A second server on the same database: its start-up run, then runs of both servers.
    const other = await startTestServer(shared, { now: clock.now });
    try {
      await runOnEach([server, other]);
      expect(await remindersTo(consultation.patientEmail)).toHaveLength(1);

      clock.set(hoursBefore(startsAt, 0.5));
      await runOnEach([server, other]);
      await runOnEach([other, server]);
    } finally {
      await other.close();
    }
    const restarted = await startTestServer(shared, { now: clock.now });
    await restarted.close();
    expect(subjectsOf(await remindersTo(consultation.patientEmail))).toEqual([
      'Lembrete: sua consulta é amanhã',
      'Lembrete: sua consulta é em 1 hora',
    ]);
    expect(subjectsOf(await remindersTo(consultation.psychologistEmail))).toEqual([
      'Lembrete: consulta amanhã',
      'Lembrete: consulta em 1 hora',
    ]);
    const hourBefore = (await remindersTo(consultation.patientEmail))[1];
    expect(hourBefore?.text).not.toContain('/lembrete/');
    const links = await db().selectFrom('appointment_links').select('action').where('appointment_id', '=', consultation.id).execute();
    expect(links.map((link) => link.action).sort()).toEqual(['cancel', 'confirm']);
  });

  test('a consultation booked within the last hour gets only the 1-hour reminder', async () => {
    const startsAt = saoPaulo('2026-11-26', '15:00');
    const consultation = await consultationAt(startsAt);
    clock.set(hoursBefore(startsAt, 0.75));
    await sendDueReminders(server.app.services);
    expect(subjectsOf(await remindersTo(consultation.patientEmail))).toEqual(['Lembrete: sua consulta é em 1 hora']);
  });

  test('nobody with appointment e-mails turned off gets a reminder, and it is not sent later either', async () => {
    const startsAt = saoPaulo('2026-11-27', '09:00');
    const consultation = await consultationAt(startsAt);
    await consultation.psychologist.client.psychologistSettings.updateNotifications.mutate({
      emailAppointments: false,
      smsReminders: false,
      marketingEmails: true,
      weeklyReports: true,
    });
    await db().updateTable('user_preferences').set({ email_appointments: 0 }).where('user_id', '=', consultation.patient.id).execute();
    clock.set(hoursBefore(startsAt, 23));
    await sendDueReminders(server.app.services);
    await db().updateTable('user_preferences').set({ email_appointments: 1 }).where('user_id', '=', consultation.patient.id).execute();
    await sendDueReminders(server.app.services);
    expect(await remindersTo(consultation.patientEmail)).toEqual([]);
    expect(await remindersTo(consultation.psychologistEmail)).toEqual([]);
    expect((await appointmentRow(consultation.id)).reminder_24h_sent_at).toBe(clock.now().toISOString());
    const links = await db().selectFrom('appointment_links').select('action').where('appointment_id', '=', consultation.id).execute();
    expect(links).toEqual([]);
  });

  test('a cancelled consultation gets no reminder', async () => {
    const startsAt = saoPaulo('2026-11-30', '11:00');
    const consultation = await consultationAt(startsAt);
    clock.set(hoursBefore(startsAt, 48));
    await consultation.patient.client.appointments.cancel.mutate({ id: consultation.id });
    for (const hours of [23, 0.5]) {
      clock.set(hoursBefore(startsAt, hours));
      await sendDueReminders(server.app.services);
    }
    expect(await remindersTo(consultation.patientEmail)).toEqual([]);
    expect(await remindersTo(consultation.psychologistEmail)).toEqual([]);
  });
});

describe('one-click links', () => {
  async function remindedConsultation(startsAt: string) {
    const consultation = await consultationAt(startsAt);
    clock.set(hoursBefore(startsAt, 20));
    await sendDueReminders(server.app.services);
    return { ...consultation, links: await linksOf(consultation.patientEmail) };
  }

  test('confirming presence: the page does nothing, its button confirms once, and the psychologist sees it', async () => {
    const startsAt = saoPaulo('2026-12-01', '10:00');
    const consultation = await remindedConsultation(startsAt);

    for (let visit = 0; visit < 2; visit += 1) {
      const page = await open(consultation.links.confirm);
      expect(page.status).toBe(200);
      expect(page.type).toBe('text/html; charset=utf-8');
      // Whoever holds the link sees the consultation, signed in or not.
      expect(page.opener).toBe('same-origin');
      expect(page.html).toContain('<html lang="pt-BR">');
      expect(page.html).toContain('Joana Psicóloga');
      expect(page.html).toContain('01/12/2026 às 10:00');
      expect(page.html).toContain(`<form method="post" action="${consultation.links.confirm}">`);
      expect(page.html).toContain(reminderLinkMessages.confirmButton);
    }
    expect((await appointmentRow(consultation.id)).confirmed_at).toBeNull();

    const confirmed = await open(consultation.links.confirm, 'POST');
    expect(confirmed.status).toBe(200);
    expect(confirmed.html).toContain(reminderLinkMessages.confirmed);
    expect((await appointmentRow(consultation.id)).confirmed_at).toBe(clock.now().toISOString());
    const { upcoming } = await consultation.psychologist.client.psychologist.appointments.query();
    expect(upcoming.find((row) => row.id === consultation.id)?.confirmedAt).toBe(clock.now().toISOString());
    const exported = await consultation.patient.client.patient.profile.exportData.query();
    expect(exported.appointments.find((row) => row.id === consultation.id)?.presenceConfirmedAt).toBe(clock.now().toISOString());

    for (const method of ['POST', 'GET'] as const) {
      const reused = await open(consultation.links.confirm, method);
      expect(reused.status).toBe(410);
      expect(reused.opener).toBe('same-origin');
      expect(reused.html).toContain(reminderLinkMessages.usedTitle);
      expect(reused.html).toContain(reminderLinkMessages.used);
    }
    expect(await statusOf(server, consultation.id)).toBe('scheduled');
  });

  test('a tampered or made-up link is refused with a clear page and changes nothing', async () => {
    const consultation = await remindedConsultation(saoPaulo('2026-12-02', '10:00'));
    const token = consultation.links.confirm.slice(-43);
    const tampered = `/lembrete/${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
    for (const path of [tampered, '/lembrete/abc', `/lembrete/${token}x`]) {
      for (const method of ['GET', 'POST'] as const) {
        const page = await open(path, method);
        expect(page.status).toBe(404);
        expect(page.html).toContain(reminderLinkMessages.invalidTitle);
        expect(page.html).toContain(reminderLinkMessages.invalid);
      }
    }
    expect((await appointmentRow(consultation.id)).confirmed_at).toBeNull();
    const used = await db().selectFrom('appointment_links').select('used_at').where('appointment_id', '=', consultation.id).execute();
    expect(used).toEqual([{ used_at: null }, { used_at: null }]);
  });

  test('links expire when the consultation starts', async () => {
    const startsAt = saoPaulo('2026-12-03', '10:00');
    const consultation = await remindedConsultation(startsAt);
    clock.set(startsAt);
    for (const path of [consultation.links.confirm, consultation.links.cancel]) {
      for (const method of ['GET', 'POST'] as const) {
        const page = await open(path, method);
        expect(page.status).toBe(410);
        expect(page.html).toContain(reminderLinkMessages.expired);
      }
    }
    expect(await statusOf(server, consultation.id)).toBe('scheduled');
    expect((await appointmentRow(consultation.id)).confirmed_at).toBeNull();
  });

  test('a late cancellation through the link is warned of on the page, and only its acceptance cancels late', async () => {
    const consultation = await remindedConsultation(saoPaulo('2026-12-07', '10:00'));
    // Booked under a 24-hour notice; the 24-hour reminder's link is used with 20 hours left.
    // (The notice is never updated by the app, only copied at booking: the test writes it as such a booking would.)
    await sql`update appointments set cancellation_notice_hours = 24 where id = ${consultation.id}`.execute(db());
    const question = await open(consultation.links.cancel);
    // The warning up to its quoted label (the page escapes the quotes).
    expect(question.html).toContain(appointmentMessages.lateWarning(24).split(" ('")[0]);
    expect(question.html).toContain('<input type="hidden" name="acceptLate" value="1">');

    const unaccepted = await open(consultation.links.cancel, 'POST');
    expect(unaccepted.html).toContain(appointmentMessages.lateNeedsConfirmation(24));
    expect(await statusOf(server, consultation.id)).toBe('scheduled');

    const accepted = await open(consultation.links.cancel, 'POST', 'acceptLate=1');
    expect(accepted.status).toBe(200);
    expect(await statusOf(server, consultation.id)).toBe('late_cancelled');
  });

  test("cancelling asks first, then cancels as the patient's own cancellation does", async () => {
    const consultation = await remindedConsultation(saoPaulo('2026-12-04', '10:00'));
    const question = await open(consultation.links.cancel);
    expect(question.status).toBe(200);
    expect(question.html).toContain(reminderLinkMessages.cancelQuestion);
    expect(question.html).toContain(reminderLinkMessages.cancelButton);
    expect(await statusOf(server, consultation.id)).toBe('scheduled');

    const cancelled = await open(consultation.links.cancel, 'POST');
    expect(cancelled.status).toBe(200);
    expect(cancelled.html).toContain(appointmentMessages.cancelled);
    expect(await statusOf(server, consultation.id)).toBe('cancelled');
    expect((await appointmentRow(consultation.id)).cancelled_by).toBe(consultation.patient.id);
    const subjects = async (recipient: string) =>
      (await db().selectFrom('mail_outbox').select('subject').where('recipient', '=', recipient).execute()).map((mail) => mail.subject);
    expect(await subjects(consultation.patientEmail)).toContain('Consulta cancelada');
    expect(await subjects(consultation.psychologistEmail)).toContain('Consulta cancelada pelo paciente');

    const reused = await open(consultation.links.cancel, 'POST');
    expect(reused.status).toBe(410);
    const confirmAfter = await open(consultation.links.confirm, 'POST');
    expect(confirmAfter.status).toBe(409);
    expect(confirmAfter.html).toContain(reminderLinkMessages.notScheduled);
    const confirmLink = await db()
      .selectFrom('appointment_links')
      .select('used_at')
      .where('appointment_id', '=', consultation.id)
      .where('action', '=', 'confirm')
      .executeTakeFirstOrThrow();
    expect(confirmLink.used_at).toBeNull();
  });
});
