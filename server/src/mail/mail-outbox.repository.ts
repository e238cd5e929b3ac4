import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { MailCalendar } from './mail-message.ts';

export interface OutboxMessage {
  recipient: string;
  subject: string;
  body_text: string;
  transport: 'smtp' | 'outbox';
  /** Kept with the row, so the message the deliverer sends later carries it as well. */
  calendar?: MailCalendar;
}

export interface ClaimedMail {
  id: number;
  recipient: string;
  subject: string;
  bodyText: string;
  attempts: number;
  calendar?: MailCalendar;
}

// Two for each booking or cancellation (prepared-query.ts).
const outboxRow = preparedQuery<{
  recipient: string;
  subject: string;
  bodyText: string;
  transport: OutboxMessage['transport'];
  calendarMethod: MailCalendar['method'] | null;
  calendarContent: string | null;
  appointmentId: number | null;
  nextAttemptAt: string | null;
}>()((db, value) =>
  db
    .insertInto('mail_outbox')
    .values({
      recipient: value('recipient'),
      subject: value('subject'),
      body_text: value('bodyText'),
      transport: value('transport'),
      calendar_method: value('calendarMethod'),
      calendar_content: value('calendarContent'),
      appointment_id: value('appointmentId'),
      next_attempt_at: value('nextAttemptAt'),
    })
    .returning('id'),
);

/** An outbox-only row is never delivered, so it has no next attempt. */
export async function insertMail(db: Db, message: OutboxMessage, now: string): Promise<number> {
  const { calendar } = message;
  const [row] = await outboxRow(db, {
    recipient: message.recipient,
    subject: message.subject,
    bodyText: message.body_text,
    transport: message.transport,
    calendarMethod: calendar?.method ?? null,
    calendarContent: calendar?.content ?? null,
    appointmentId: calendar?.appointmentId ?? null,
    nextAttemptAt: message.transport === 'smtp' ? now : null,
  });
  if (!row) throw new Error('the mail was not queued');
  return row.id;
}

/**
 * Claims the oldest due message in one statement, so two deliverers (two servers on one database) never
 * hold the same row: the update re-checks the claim it takes, and counts the attempt as it takes it.
 */
export async function claimDueMail(
  db: Db,
  now: string,
  claimUntil: string,
): Promise<ClaimedMail | undefined> {
  const due = db
    .selectFrom('mail_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('next_attempt_at')
    .limit(1);
  const row = await db
    .updateTable('mail_outbox')
    .set({ claimed_until: claimUntil, attempts: sql<number>`attempts + 1` })
    .where('id', '=', due)
    .where('sent_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .returning(['id', 'recipient', 'subject', 'body_text', 'attempts', 'calendar_method', 'calendar_content', 'appointment_id'])
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      recipient: row.recipient,
      subject: row.subject,
      bodyText: row.body_text,
      attempts: row.attempts,
      ...(row.calendar_method && row.calendar_content !== null && row.appointment_id !== null
        ? { calendar: { method: row.calendar_method, content: row.calendar_content, appointmentId: row.appointment_id } }
        : {}),
    }
  );
}

export async function markSent(db: Db, id: number, sentAt: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: sentAt, claimed_until: null, next_attempt_at: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt waits until `nextAttemptAt`; null gives the message up. */
export async function markFailed(
  db: Db,
  id: number,
  reason: string,
  nextAttemptAt: string | null,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ last_error: reason, claimed_until: null, next_attempt_at: nextAttemptAt })
    .where('id', '=', id)
    .execute();
}

/**
 * The next instant a pending message can be claimed, to sleep until then. A message another deliverer
 * holds (another server, mid-send) is due when that claim lapses, not at its own due time, which has
 * passed: counting that would wake this deliverer again at once, and again, until the other one is done.
 */
export async function nextDueAt(db: Db): Promise<string | undefined> {
  const claimable = sql<string>`case when claimed_until > next_attempt_at then claimed_until else next_attempt_at end`;
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.min(claimable).as('next'))
    .where('sent_at', 'is', null)
    // Outbox-only and given-up rows (no next attempt) pile up; this keeps the scan to the pending index's live part.
    .where('next_attempt_at', 'is not', null)
    .executeTakeFirst();
  return row?.next ?? undefined;
}
