import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/connection.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  /** Records the message in the outbox and, with SMTP configured, delivers it in the background. */
  send(message: MailMessage): Promise<void>;
  /** Resolves when every delivery started so far has finished. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  now: Clock;
}): Mailer {
  const { db, smtpUrl, from, log, now } = options;
  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const inFlight = new Set<Promise<void>>();

  async function deliver(id: number, message: MailMessage): Promise<void> {
    if (!smtp) return;
    try {
      await smtp.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      await db.updateTable('mail_outbox').set({ sent_at: now().toISOString() }).where('id', '=', id).execute();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ mailId: id, reason }, 'mail delivery failed');
      await db.updateTable('mail_outbox').set({ last_error: reason }).where('id', '=', id).execute();
    }
  }

  return {
    transport: smtp ? 'smtp' : 'outbox',
    async send(message) {
      const row = await db
        .insertInto('mail_outbox')
        .values({
          recipient: message.to,
          subject: message.subject,
          body_text: message.text,
          transport: smtp ? 'smtp' : 'outbox',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      log.info({ mailId: row.id, subject: message.subject, transport: smtp ? 'smtp' : 'outbox' }, 'mail queued');
      const delivery = deliver(row.id, message).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    async flush() {
      await Promise.all([...inFlight]);
    },
    async close() {
      await Promise.all([...inFlight]);
      smtp?.close();
    },
  };
}
