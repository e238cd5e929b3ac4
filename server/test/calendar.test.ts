import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { calendarFeedTokenPattern } from '@acolhe/shared/calendar-feed';
import { escapeText, foldLine, replaceInCalendar, unfoldLines } from '../src/modules/calendar/ics-writer.ts';
import { bumpIcsSequence } from '../src/modules/calendar/ics-sequence.ts';
import { removedPatientMention } from '../src/modules/patient/profile/personal-data-erasure.ts';
import { namedPsychologist, registerPatient, testPassword } from './accounts.ts';
import { failureOf, openBrowser, startTestServer, type Browser, type TestServer } from './harness.ts';
import { saoPaulo, testClock } from './clock.ts';
import { parseIcs, type ParsedEvent } from './ics-parser.ts';
import { emailOf, insertAppointment } from './rows.ts';

const publicUrl = 'https://acolhe.example';
const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: publicUrl }, { now: clock.now });
});
afterAll(() => server.close());

const db = () => server.app.services.db;

async function patientNamed(name: string): Promise<Browser & { id: number; email: string }> {
  const browser = openBrowser(server);
  const result = await registerPatient(browser.client, { name });
  if (!result.user) throw new Error('patient not signed in');
  return { ...browser, id: result.user.id, email: await emailOf(server, result.user.id) };
}

/** The outbox rows about one appointment, oldest first. */
function mailsAbout(appointmentId: number) {
  return db()
    .selectFrom('mail_outbox')
    .select(['recipient', 'subject', 'calendar_method as method', 'calendar_content as content'])
    .where('appointment_id', '=', appointmentId)
    .orderBy('id')
    .execute();
}

function onlyEvent(content: string | null): ParsedEvent {
  if (content === null) throw new Error('no calendar');
  const calendar = parseIcs(content);
  expect(calendar.events).toHaveLength(1);
  return calendar.events[0] as ParsedEvent;
}

async function fetchFeed(url: string) {
  const response = await fetch(url.replace(publicUrl, server.url));
  return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), text: await response.text() };
}

describe('invitations in booking and cancellation mails', () => {
  test('a booking mails each side a METHOD:REQUEST event; a cancellation a METHOD:CANCEL of the same UID with a newer SEQUENCE', async () => {
    const psychologist = await namedPsychologist(server, 'Helena Calendário');
    const patient = await patientNamed('Bruno Agendado');
    const startsAt = saoPaulo('2026-11-24', '10:00');
    const appointment = await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt });

    const booked = await mailsAbout(appointment.id);
    expect(booked.map((mail) => [mail.recipient, mail.method])).toEqual([
      [patient.email, 'REQUEST'],
      [psychologist.email, 'REQUEST'],
    ]);
    const uid = `appointment-${appointment.id}@acolhe.example`;
    for (const [mail, viewer, other] of [
      [booked[0], 'patient', 'Helena Calendário'],
      [booked[1], 'psychologist', 'Bruno Agendado'],
    ] as const) {
      expect(parseIcs(mail?.content ?? '').method).toBe('REQUEST');
      const event = onlyEvent(mail?.content ?? null);
      expect(event).toMatchObject({
        uid,
        sequence: 0,
        status: 'CONFIRMED',
        summary: `Consulta com ${other} — Acolhe`,
        url: `${publicUrl}/${viewer}/session/${appointment.id}`,
        organizer: { name: 'Acolhe', email: 'nao-responda@acolhe.com.br' },
      });
      // UTC instants: 10:00 in São Paulo is 13:00Z; a 50-minute consultation.
      expect(event.start.toISOString()).toBe('2026-11-24T13:00:00.000Z');
      expect(event.end.toISOString()).toBe('2026-11-24T13:50:00.000Z');
      expect(mail?.content).toContain('DTSTART:20261124T130000Z');
      expect(event.stamp.toISOString()).toBe(clock.now().toISOString());
      // The reader alone: neither side learns the other's address from the calendar.
      expect(event.attendees.map((attendee) => attendee.email)).toEqual([mail?.recipient]);
      expect(event.description).toContain(event.url);
    }

    await patient.client.appointments.cancel.mutate({ id: appointment.id });
    const cancelled = (await mailsAbout(appointment.id)).slice(2);
    expect(cancelled.map((mail) => [mail.recipient, mail.method])).toEqual([
      [patient.email, 'CANCEL'],
      [psychologist.email, 'CANCEL'],
    ]);
    for (const mail of cancelled) {
      expect(parseIcs(mail.content ?? '').method).toBe('CANCEL');
      const event = onlyEvent(mail.content);
      expect(event).toMatchObject({ uid, sequence: 1, status: 'CANCELLED' });
      expect(event.start.toISOString()).toBe('2026-11-24T13:00:00.000Z');
      expect(event.end.toISOString()).toBe('2026-11-24T13:50:00.000Z');
    }
  });

  test('the sequence is the appointment column: bumpIcsSequence (a reschedule) makes the next mail newer', async () => {
    const psychologist = await namedPsychologist(server, 'Íris Sequência');
    const patient = await patientNamed('Caio Sequência');
    const appointment = await patient.client.appointments.book.mutate({
      psychologistId: psychologist.id,
      startsAt: saoPaulo('2026-11-25', '11:00'),
    });
    await bumpIcsSequence(db(), appointment.id);
    await bumpIcsSequence(db(), appointment.id);
    await patient.client.appointments.cancel.mutate({ id: appointment.id });
    const [mail] = (await mailsAbout(appointment.id)).filter((row) => row.method === 'CANCEL');
    expect(onlyEvent(mail?.content ?? null).sequence).toBe(3);
  });

  test('no mail, no calendar: a side that turned appointment e-mails off gets neither', async () => {
    const psychologist = await namedPsychologist(server, 'Lia Silenciosa');
    await psychologist.client.psychologistSettings.updateNotifications.mutate({ emailAppointments: false, smsReminders: false, weeklyReports: false, marketingEmails: false });
    const patient = await patientNamed('Davi Avisado');
    const appointment = await patient.client.appointments.book.mutate({
      psychologistId: psychologist.id,
      startsAt: saoPaulo('2026-11-26', '09:00'),
    });
    expect((await mailsAbout(appointment.id)).map((mail) => mail.recipient)).toEqual([patient.email]);
  });
});

describe('the writer', () => {
  test('folds at 75 octets without splitting a character, and escapes text', () => {
    const long = `SUMMARY:${'Consulta com Conceição Ângela — Acolhe; '.repeat(6)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(unfoldLines(`${folded}\r\n`)).toEqual([long]);
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    // Each character that needs escaping alone in otherwise plain text, and plain text left as it is.
    expect(['a\\b', 'a;b', 'a,b', 'a\nb', 'a\r\nb', 'a\tb', 'a\u0001b', 'a\u007fb', 'Conceição Ângela'].map(escapeText)).toEqual(
      ['a\\\\b', 'a\\;b', 'a\\,b', 'a\\nb', 'a\\nb', 'a b', 'ab', 'ab', 'Conceição Ângela'],
    );
    const content = replaceInCalendar(`${foldLine(`DESCRIPTION:${'x'.repeat(70)}Conceição Ângela`)}\r\n`, [['Conceição Ângela', 'Fulana']]);
    expect(unfoldLines(content)).toEqual([`DESCRIPTION:${'x'.repeat(70)}Fulana`]);
  });

  test('fills each folded line as far as its 75 octets allow, whatever the width of its characters', () => {
    for (const text of ['a'.repeat(75), 'a'.repeat(76), 'ç'.repeat(80), '🙂'.repeat(40), `x${'漢'.repeat(50)}`, `DESCRIPTION:${'Ângela 🙂 漢 '.repeat(12)}`]) {
      const lines = foldLine(text).split('\r\n');
      expect(unfoldLines(`${lines.join('\r\n')}\r\n`)).toEqual([text]);
      lines.forEach((folded, index) => {
        const octets = Buffer.byteLength(folded, 'utf8');
        expect(octets, text).toBeLessThanOrEqual(75);
        const next = lines[index + 1];
        // A line is cut only where the next character would not have fitted.
        if (next !== undefined) expect(octets + Buffer.byteLength([...next.slice(1)][0] ?? '', 'utf8'), text).toBeGreaterThan(75);
      });
      if (Buffer.byteLength(text, 'utf8') <= 75) expect(lines).toEqual([text]);
    }
  });
});

describe('the strict reader the tests use', () => {
  test('refuses what a lenient parser would let pass', () => {
    const valid = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Teste//PT',
      'BEGIN:VEVENT',
      'UID:a@b',
      'SEQUENCE:0',
      'DTSTAMP:20261123T110000Z',
      'DTSTART:20261124T130000Z',
      'DTEND:20261124T135000Z',
      'STATUS:CONFIRMED',
      'SUMMARY:Consulta',
      'DESCRIPTION:Texto',
      'LOCATION:Online',
      'URL:https://a.example/x',
      'ORGANIZER;CN="Acolhe":mailto:a@b.example',
      'END:VEVENT',
      'END:VCALENDAR',
    ];
    const ics = (lines: string[]) => `${lines.join('\r\n')}\r\n`;
    expect(parseIcs(ics(valid)).events).toHaveLength(1);
    const broken: Array<[string, string]> = [
      [ics(valid).replace('\r\nVERSION', '\nVERSION'), 'bare CR or LF'],
      [ics(valid).replace('SUMMARY:Consulta', `SUMMARY:${'x'.repeat(70)}`), 'longer than 75 octets'],
      [ics(valid).replace('SUMMARY:Consulta', 'SUMMARY:Ana, Bia'), 'unescaped'],
      [ics(valid).replace('DTSTART:20261124T130000Z', 'DTSTART:20261124T130000'), 'not a UTC instant'],
      [ics(valid).replace('END:VEVENT', 'END:VTODO'), 'END does not match'],
      [ics(valid).replace('UID:a@b\r\n', ''), 'has 0 UID'],
      [ics(valid).replace('\r\nEND:VCALENDAR\r\n', ''), 'CRLF'],
    ];
    for (const [content, reason] of broken) expect(() => parseIcs(content)).toThrow(reason);
  });
});

describe('subscription feed', () => {
  test('lists its owner’s consultations only (cancelled ones as CANCELLED); a new link replaces the old one; revoked answers 404', async () => {
    const psychologist = await namedPsychologist(server, 'Marta Agenda');
    const other = await namedPsychologist(server, 'Otávio Outro');
    const ana = await patientNamed('Ana Assinante');
    const bia = await patientNamed('Bia Vizinha');
    const kept = await ana.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: saoPaulo('2026-11-30', '10:00') });
    const dropped = await ana.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: saoPaulo('2026-11-30', '14:00') });
    await ana.client.appointments.cancel.mutate({ id: dropped.id });
    const withOther = await ana.client.appointments.book.mutate({ psychologistId: other.id, startsAt: saoPaulo('2026-12-01', '10:00') });
    const biaOwn = await bia.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: saoPaulo('2026-12-01', '15:00') });
    const past = await insertAppointment(server, { patientId: ana.id, psychologistId: psychologist.id, startsAt: saoPaulo('2026-11-16', '10:00'), status: 'completed' });
    const longAgo = await insertAppointment(server, { patientId: ana.id, psychologistId: psychologist.id, startsAt: saoPaulo('2026-06-01', '10:00'), status: 'completed' });

    expect(await ana.client.patient.calendarFeed.status.query()).toEqual({ active: false, createdAt: null });
    const link = await ana.client.patient.calendarFeed.renew.mutate();
    expect(link.webcalUrl).toBe(link.url.replace('https://', 'webcal://'));
    expect(link.url).toMatch(/^https:\/\/acolhe\.example\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await ana.client.patient.calendarFeed.status.query()).toEqual({ active: true, createdAt: clock.now().toISOString() });
    // The data export says a link exists and since when, never the link itself.
    const exported = await ana.client.patient.profile.exportData.query();
    expect(exported.calendarLink).toEqual({ createdAt: clock.now().toISOString() });
    expect(JSON.stringify(exported)).not.toContain(link.url.slice(-47, -4));

    const feed = await fetchFeed(link.url);
    expect(feed).toMatchObject({ status: 200, type: 'text/calendar; charset=utf-8', cache: 'private, no-store' });
    const calendar = parseIcs(feed.text);
    expect(calendar.method).toBeUndefined();
    expect(calendar.name).toBe('Acolhe — minhas consultas');
    const byUid = new Map(calendar.events.map((event) => [event.uid, event]));
    const uidOf = (id: number) => `appointment-${id}@acolhe.example`;
    expect([...byUid.keys()].sort()).toEqual([kept.id, dropped.id, withOther.id, past].map(uidOf).sort());
    expect(byUid.has(uidOf(biaOwn.id))).toBe(false);
    expect(byUid.has(uidOf(longAgo))).toBe(false);
    expect(byUid.get(uidOf(kept.id))).toMatchObject({ status: 'CONFIRMED', sequence: 0, summary: 'Consulta com Marta Agenda — Acolhe', url: `${publicUrl}/patient/session/${kept.id}` });
    expect(byUid.get(uidOf(kept.id))?.start.toISOString()).toBe(kept.startsAt);
    expect(byUid.get(uidOf(kept.id))?.end.toISOString()).toBe(kept.endsAt);
    expect(byUid.get(uidOf(dropped.id))).toMatchObject({ status: 'CANCELLED', sequence: 1 });
    expect(byUid.get(uidOf(withOther.id))?.summary).toBe('Consulta com Otávio Outro — Acolhe');

    // The psychologist's agenda: both patients' consultations with them, none with the other psychologist.
    const agendaLink = await psychologist.client.psychologist.calendarFeed.renew.mutate();
    const agenda = parseIcs((await fetchFeed(agendaLink.url)).text);
    expect(agenda.name).toBe('Acolhe — agenda de consultas');
    expect(agenda.events.map((event) => event.uid).sort()).toEqual([kept.id, dropped.id, biaOwn.id, past].map(uidOf).sort());
    expect(agenda.events.find((event) => event.uid === uidOf(biaOwn.id))).toMatchObject({
      summary: 'Consulta com Bia Vizinha — Acolhe',
      url: `${publicUrl}/psychologist/session/${biaOwn.id}`,
    });

    // A new link replaces the old one, which answers like any unknown link.
    const renewed = await ana.client.patient.calendarFeed.renew.mutate();
    expect(renewed.url).not.toBe(link.url);
    expect((await fetchFeed(link.url)).status).toBe(404);
    expect((await fetchFeed(renewed.url)).status).toBe(200);
    expect(await ana.client.patient.calendarFeed.revoke.mutate()).toEqual({ active: false, createdAt: null });
    expect((await fetchFeed(renewed.url)).status).toBe(404);
    expect(await ana.client.patient.calendarFeed.status.query()).toEqual({ active: false, createdAt: null });
    // The psychologist's link is theirs alone: untouched by the patient's.
    expect((await fetchFeed(agendaLink.url)).status).toBe(200);
  });

  test('tokens are 256 random bits, stored only as a keyed hash; anything else is 404', async () => {
    const patient = await patientNamed('Eva Segura');
    const tokens = new Set<string>();
    for (let round = 0; round < 20; round += 1) {
      const link = await patient.client.patient.calendarFeed.renew.mutate();
      const token = /\/calendar\/([^/]+)\.ics$/.exec(link.url)?.[1] ?? '';
      expect(token).toMatch(calendarFeedTokenPattern);
      // 43 base64url characters carry 256 bits; Node's randomBytes fills them.
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      tokens.add(token);
    }
    expect(tokens.size).toBe(20);
    const last = [...tokens].at(-1) ?? '';
    const rows = await db().selectFrom('calendar_feeds').selectAll().where('user_id', '=', patient.id).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(last);
    expect(rows[0]?.token_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const wrong = [
      `${last.slice(0, -1)}${last.endsWith('A') ? 'B' : 'A'}`,
      'A'.repeat(43),
      last.slice(0, 42),
      `${last}A`,
      '../../etc/passwd',
    ];
    for (const token of wrong) expect((await fetch(`${server.url}/calendar/${encodeURIComponent(token)}.ics`)).status).toBe(404);
    expect((await fetch(`${server.url}/calendar/${last}`)).status).toBe(404);
    expect((await fetch(`${server.url}/calendar/${last}.ics`)).status).toBe(200);
    // The stored hash itself is no token.
    expect((await fetch(`${server.url}/calendar/${rows[0]?.token_hash}.ics`)).status).toBe(404);
  });

  test('only patients and approved psychologists hold a link; a closed account’s link stops working', async () => {
    const patient = await patientNamed('Fábio Fechado');
    const link = await patient.client.patient.calendarFeed.renew.mutate();
    expect(await failureOf(patient.client.psychologist.calendarFeed.renew.mutate())).toMatchObject({ code: 'FORBIDDEN' });
    await db().updateTable('users').set({ is_active: 0 }).where('id', '=', patient.id).execute();
    expect((await fetchFeed(link.url)).status).toBe(404);
    await db().updateTable('users').set({ is_active: 1 }).where('id', '=', patient.id).execute();
    expect((await fetchFeed(link.url)).status).toBe(200);
  });
});

describe('erasure', () => {
  test('deleting the account ends the patient’s link and takes them out of the psychologist’s invitations', async () => {
    const psychologist = await namedPsychologist(server, 'Nina Discreta');
    const patient = await patientNamed('Gustavo Apagado');
    const appointment = await patient.client.appointments.book.mutate({
      psychologistId: psychologist.id,
      startsAt: saoPaulo('2026-11-27', '16:00'),
    });
    const link = await patient.client.patient.calendarFeed.renew.mutate();
    await patient.client.patient.profile.deleteAccount.mutate({ password: testPassword, confirmation: 'EXCLUIR' });

    expect((await fetchFeed(link.url)).status).toBe(404);
    expect(await db().selectFrom('calendar_feeds').selectAll().where('user_id', '=', patient.id).execute()).toEqual([]);
    const mails = await mailsAbout(appointment.id);
    // The patient's own mail is gone; the psychologist's booking notice and the cancellation stay, naming no one.
    expect(mails.map((mail) => [mail.recipient, mail.method])).toEqual([
      [psychologist.email, 'REQUEST'],
      [psychologist.email, 'CANCEL'],
    ]);
    for (const mail of mails) {
      expect(mail.content).not.toContain('Gustavo');
      expect(mail.content).not.toContain(patient.email);
      const event = onlyEvent(mail.content);
      expect(event.uid).toBe(`appointment-${appointment.id}@acolhe.example`);
      expect(event.attendees.map((attendee) => attendee.email)).not.toContain(patient.email);
    }
    expect(onlyEvent(mails[0]?.content ?? null).summary).toBe(`Consulta com ${removedPatientMention} — Acolhe`);
    expect(onlyEvent(mails[1]?.content ?? null)).toMatchObject({ status: 'CANCELLED', sequence: 1 });
  });
});
