import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { approvedPsychologist, signedInPatient } from './accounts.ts';
import { saoPaulo, testClock } from './clock.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { parseIcs } from './ics-parser.ts';
import { emailOf } from './rows.ts';

/** Messages as the SMTP server received them, by recipient. */
const received = new Map<string, string>();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.set(session.envelope.rcptTo[0]?.address ?? '', Buffer.concat(chunks).toString('utf8'));
      callback();
    });
  },
});

let server: TestServer;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { now: testClock().now });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

interface MimePart {
  headers: string;
  body: string;
}

/** The leaf parts of a MIME message (enough of RFC 2046 for what nodemailer writes). */
function leafParts(message: string): MimePart[] {
  const split = message.indexOf('\r\n\r\n');
  const headers = message.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = message.slice(split + 4);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!/content-type:\s*multipart\//i.test(headers) || !boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => leafParts(part.replace(/^\r\n/, '').replace(/\r\n$/, '')));
}

function decoded(part: MimePart): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(part.headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = part.body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return part.body;
}

test('the background deliverer sends the stored invitation: a text/calendar alternative with its method and the .ics attached', async () => {
  const psychologist = await approvedPsychologist(server);
  const patient = await signedInPatient(server);
  const appointment = await patient.client.appointments.book.mutate({
    psychologistId: psychologist.id,
    startsAt: saoPaulo('2026-11-24', '10:00'),
  });
  const patientEmail = await emailOf(server, patient.id);
  // The booking wrote its mails inside its transaction; a message queued after the commit wakes the
  // deliverer for certain (on PostgreSQL the first wake may have looked before the commit).
  await server.app.services.mailer.send({ to: 'depois@teste.com', subject: 'Depois', text: 'Depois da reserva' });
  const deadline = Date.now() + 10_000;
  while (!received.has(patientEmail) && Date.now() < deadline) {
    await server.app.services.mailer.flush();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await server.app.services.mailer.flush();
  const message = received.get(patientEmail);
  if (!message) throw new Error('no message delivered to the patient');

  const stored = await server.app.services.db
    .selectFrom('mail_outbox')
    .select(['calendar_content as content', 'sent_at'])
    .where('appointment_id', '=', appointment.id)
    .where('recipient', '=', patientEmail)
    .executeTakeFirstOrThrow();
  expect(stored.sent_at).not.toBeNull();

  const parts = leafParts(message);
  const alternative = parts.find((part) => /content-type:\s*text\/calendar/i.test(part.headers));
  const attachment = parts.find((part) => /content-type:\s*application\/ics/i.test(part.headers));
  expect(alternative?.headers).toMatch(/method=REQUEST/i);
  expect(attachment?.headers).toMatch(/filename="?consulta\.ics/i);
  for (const part of [alternative, attachment]) {
    if (!part) throw new Error('calendar part missing');
    // Byte for byte what the outbox keeps, and a valid invitation.
    expect(decoded(part)).toBe(stored.content);
    const calendar = parseIcs(decoded(part));
    expect(calendar.method).toBe('REQUEST');
    expect(calendar.events[0]).toMatchObject({ uid: expect.stringMatching(new RegExp(`^appointment-${appointment.id}@`)), sequence: 0 });
    expect(calendar.events[0]?.start.toISOString()).toBe('2026-11-24T13:00:00.000Z');
  }
  // The text the person reads is still there.
  expect(parts.some((part) => /content-type:\s*text\/plain/i.test(part.headers) && decoded(part).includes('Sua consulta com'))).toBe(true);
});
