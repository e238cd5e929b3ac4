import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/connection.ts';
import { defaultRetryPolicy, startMailDeliverer, type RetryPolicy } from './mail-deliverer.ts';
import type { MailCalendar, MailMessage } from './mail-message.ts';
import { insertMail } from './mail-outbox.repository.ts';

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  /**
   * Records the message in the outbox, through `db` when given (the caller's transaction), and nothing
   * else: with SMTP configured a background deliverer sends it, so no request waits for the SMTP server.
   */
  send(message: MailMessage, db?: Db): Promise<void>;
  /** Resolves when no message is due right now: every one written so far is sent or waits for a retry. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Delivery runs on the wall clock, not the platform's: retries wait real seconds whatever day a demo's
 * CLOCK_START or a test's clock says it is, and sent_at is when the message really left.
 */
const now: Clock = () => new Date();

/** The name calendar apps show for the .ics a message carries. */
export const calendarFileName = 'consulta.ics';

/**
 * How an invitation travels, as calendar services send theirs: a text/calendar alternative with its
 * method (what Gmail and Outlook read to add, update or remove the event) and the same file attached.
 */
function calendarParts(calendar: MailCalendar) {
  return {
    icalEvent: { method: calendar.method, filename: calendarFileName, content: calendar.content },
    attachments: [{ filename: calendarFileName, content: calendar.content, contentType: 'application/ics' }],
  };
}

export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  retry?: RetryPolicy;
}): Mailer {
  const { db, smtpUrl, from, log } = options;
  const transport = smtpUrl ? 'smtp' : 'outbox';
  // nodemailer is loaded with the first message to send: a server with only the outbox never needs it.
  let smtp: Promise<Transporter> | undefined;
  const smtpTransport = (url: string) => (smtp ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)));
  const deliverer = smtpUrl
    ? startMailDeliverer({
        db,
        log,
        now,
        retry: options.retry ?? defaultRetryPolicy,
        send: async (message) => {
          const transporter = await smtpTransport(smtpUrl);
          await transporter.sendMail({
            from,
            to: message.to,
            subject: message.subject,
            text: message.text,
            ...(message.calendar ? calendarParts(message.calendar) : {}),
          });
        },
      })
    : null;

  return {
    transport,
    async send(message, executor = db) {
      const id = await insertMail(
        executor,
        { recipient: message.to, subject: message.subject, body_text: message.text, transport, calendar: message.calendar },
        now().toISOString(),
      );
      log.info({ mailId: id, subject: message.subject, transport }, 'mail queued');
      // Inside a transaction the row is visible to other connections only once committed.
      deliverer?.wake({ uncommitted: executor.isTransaction });
    },
    async flush() {
      await deliverer?.settle();
    },
    async close() {
      await deliverer?.stop();
      (await smtp)?.close();
    },
  };
}
