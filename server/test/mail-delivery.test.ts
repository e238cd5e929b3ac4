import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { approvedPsychologist, signedInPatient } from './accounts.ts';
import { saoPaulo, testClock } from './clock.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { emailOf } from './rows.ts';
import { nextDueAt } from '../src/mail/mail-outbox.repository.ts';

/** An SMTP server that can hold every message unanswered, and refuse one recipient's next few with a 451. */
class FlakySmtp {
  readonly accepted: string[] = [];
  /** Recipient -> how many more of its messages are refused. */
  readonly refusals = new Map<string, number>();
  refused = 0;
  private stall: Promise<void> | null = null;
  private release: () => void = () => undefined;
  readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void (async () => {
          await this.stall;
          const recipient = session.envelope.rcptTo[0]?.address ?? '';
          const refusalsLeft = this.refusals.get(recipient) ?? 0;
          if (refusalsLeft > 0) {
            this.refusals.set(recipient, refusalsLeft - 1);
            this.refused += 1;
            return callback(Object.assign(new Error('Tente mais tarde'), { responseCode: 451 }));
          }
          this.accepted.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        })();
      });
    },
  });

  holdEverything(): void {
    this.stall = new Promise((resolve) => {
      this.release = resolve;
    });
  }

  answerAgain(): void {
    this.stall = null;
    this.release();
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    return (this.server.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

// Generous: on a loaded machine (CI runs the suites side by side) a held delivery can take seconds to resume.
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const smtp = new FlakySmtp();
let server: TestServer;
beforeAll(async () => {
  const port = await smtp.listen();
  server = await startTestServer(
    { SMTP_URL: `smtp://127.0.0.1:${port}` },
    { now: testClock().now, mailRetry: { firstDelayMs: 50, maxDelayMs: 1000, maxAttempts: 5 } },
  );
});
afterAll(async () => {
  smtp.answerAgain();
  await server.close();
  await smtp.close();
});

function outboxTo(recipient: string) {
  return server.app.services.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .execute();
}

describe('mail leaves the request path', { timeout: 45_000 }, () => {
  test('a booking answers while the SMTP server holds every message; the mails leave once it answers', async () => {
    const psychologist = await approvedPsychologist(server);
    await server.app.services.mailer.flush();
    const patient = await signedInPatient(server);
    const before = smtp.accepted.length;
    smtp.holdEverything();

    const appointment = await patient.client.appointments.book.mutate({
      psychologistId: psychologist.id,
      startsAt: saoPaulo('2026-11-24', '10:00'),
    });
    expect(appointment.status).toBe('scheduled');
    // Answered with the SMTP server still holding: nothing has been accepted yet.
    expect(smtp.accepted.length).toBe(before);
    const mails = await server.app.services.db
      .selectFrom('mail_outbox')
      .select(['subject', 'sent_at'])
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Consulta agendada no Acolhe',
      'Nova consulta agendada',
    ]);
    expect(mails.every((mail) => mail.sent_at === null)).toBe(true);

    smtp.answerAgain();
    await eventually(async () => smtp.accepted.length === before + 2, 'both booking mails');
  });

  test('a message written in a transaction that commits a moment later leaves soon after the commit, not at the next poll', async () => {
    const { db, mailer } = server.app.services;
    await mailer.flush();
    const recipient = 'commit-later@example.com';
    const sentTo = () => smtp.accepted.filter((message) => message.includes(recipient)).length;
    await db.transaction().execute(async (trx) => {
      await mailer.send({ to: recipient, subject: 'Escrita antes do commit', text: 'Olá' }, trx);
      // The deliverer is woken here, before the commit.
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const committedAt = Date.now();
    await eventually(async () => sentTo() === 1, 'the message written before the commit');
    // The deliverer polls every 30 s; it looked again within seconds of the commit.
    expect(Date.now() - committedAt).toBeLessThan(10_000);
  });

  test('a message refused twice with 451 is delivered exactly once, on the third attempt', async () => {
    const patient = await signedInPatient(server);
    const patientEmail = await emailOf(server, patient.id);
    const psychologist = await approvedPsychologist(server);
    await server.app.services.mailer.flush();
    const before = smtp.accepted.length;
    smtp.refusals.set(patientEmail, 2);
    smtp.refused = 0;
    await patient.client.appointments.book.mutate({
      psychologistId: psychologist.id,
      startsAt: saoPaulo('2026-11-24', '11:00'),
    });

    await eventually(
      async () => (await outboxTo(patientEmail)).some((row) => row.sent_at !== null),
      'the retried mail',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.refused).toBe(2);
    const [row, ...others] = await outboxTo(patientEmail);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ attempts: 3, last_error: null, claimed_until: null, next_attempt_at: null });
    const toPatient = smtp.accepted.slice(before).filter((raw) => raw.includes(patientEmail));
    expect(toPatient).toHaveLength(1);
  });
});

describe('several servers on one database', { timeout: 45_000 }, () => {
  test('each message is sent once, whichever deliverer claims it', async () => {
    // Named for both servers: on PostgreSQL the harness gives one database to one DATABASE_PATH.
    const dir = mkdtempSync(join(tmpdir(), 'acolhe-mail-'));
    const databasePath = join(dir, 'shared.db');
    const shared = await startTestServer(
      {
        SMTP_URL: `smtp://127.0.0.1:${(smtp.server.server.address() as AddressInfo).port}`,
        DATABASE_PATH: databasePath,
      },
      { mailRetry: { firstDelayMs: 50, maxDelayMs: 1000, maxAttempts: 5 } },
    );
    const second = await startTestServer(
      {
        SMTP_URL: `smtp://127.0.0.1:${(smtp.server.server.address() as AddressInfo).port}`,
        DATABASE_PATH: databasePath,
      },
      { mailRetry: { firstDelayMs: 50, maxDelayMs: 1000, maxAttempts: 5 } },
    );
    try {
      const before = smtp.accepted.length;
      const recipients = Array.from({ length: 12 }, (_, i) => `destino-${i}-${Date.now()}@exemplo.com.br`);
      // Written by both servers, each waking its own deliverer on the same rows.
      await Promise.all(
        recipients.map((to, i) =>
          (i % 2 === 0 ? shared : second).app.services.mailer.send({ to, subject: 'Teste', text: 'Olá' }),
        ),
      );
      await eventually(async () => smtp.accepted.length >= before + recipients.length, 'every message');
      await Promise.all([shared.app.services.mailer.flush(), second.app.services.mailer.flush()]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const to of recipients) {
        expect(smtp.accepted.slice(before).filter((raw) => raw.includes(to))).toHaveLength(1);
      }
      expect(smtp.accepted.length).toBe(before + recipients.length);
    } finally {
      await second.close();
      await shared.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a message another server is sending is next due when that server's claim lapses, not now", async () => {
    const quiet = await startTestServer();
    try {
      const claimedUntil = new Date(Date.now() + 5 * 60_000).toISOString();
      await quiet.app.services.db
        .insertInto('mail_outbox')
        .values({
          recipient: 'em-envio@exemplo.com.br',
          subject: 'Teste',
          body_text: 'Olá',
          transport: 'smtp',
          next_attempt_at: new Date(Date.now() - 1000).toISOString(),
          claimed_until: claimedUntil,
        })
        .execute();
      expect(await nextDueAt(quiet.app.services.db)).toBe(claimedUntil);
    } finally {
      await quiet.close();
    }
  });
});
