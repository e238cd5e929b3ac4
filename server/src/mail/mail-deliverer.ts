import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/connection.ts';
import * as outbox from './mail-outbox.repository.ts';
import type { MailMessage } from './mail-message.ts';

export interface RetryPolicy {
  /** The wait after the first failure; each further failure doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 10,
};

/** Longer than any SMTP exchange nodemailer allows, so a live deliverer's claim never lapses under it. */
const claimMs = 5 * 60_000;
/** Rows written by another server (or left by a crash) are found at least this often. */
const pollMs = 30_000;
/**
 * After a message written inside a transaction, the waits before looking again. The wake comes before
 * the commit, and on PostgreSQL the deliverer reads through another connection, which sees the row only
 * once it is committed: left to the poll, the message waited up to 30 s.
 */
const lookAgainMs = [50, 250, 1000, 3000];

export interface MailDeliverer {
  /**
   * A message was written: look for due rows now rather than at the next poll; `uncommitted` when it
   * was written inside a transaction not yet committed, so the deliverer also looks again shortly.
   */
  wake(options?: { uncommitted?: boolean }): void;
  /** Resolves when no message is due right now (tests, and closing). */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

export function startMailDeliverer(options: {
  db: Db;
  send: (message: MailMessage) => Promise<void>;
  log: FastifyBaseLogger;
  now: Clock;
  retry: RetryPolicy;
}): MailDeliverer {
  const { db, send, log, now, retry } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** The looks still to make after an uncommitted wake, soonest first. */
  let looksAgain: number[] = [];

  function delayAfter(attempts: number): number {
    return Math.min(retry.firstDelayMs * 2 ** (attempts - 1), retry.maxDelayMs);
  }

  async function deliverOne(mail: outbox.ClaimedMail): Promise<void> {
    try {
      await send({ to: mail.recipient, subject: mail.subject, text: mail.bodyText, calendar: mail.calendar });
      await outbox.markSent(db, mail.id, now().toISOString());
      log.info({ mailId: mail.id, attempts: mail.attempts }, 'mail delivered');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const givesUp = mail.attempts >= retry.maxAttempts;
      const next = givesUp ? null : new Date(now().getTime() + delayAfter(mail.attempts)).toISOString();
      log.error(
        { mailId: mail.id, attempts: mail.attempts, reason, nextAttemptAt: next },
        'mail delivery failed',
      );
      await outbox.markFailed(db, mail.id, reason, next);
    }
  }

  async function drain(): Promise<void> {
    for (;;) {
      if (stopped) return;
      const at = now();
      const mail = await outbox.claimDueMail(
        db,
        at.toISOString(),
        new Date(at.getTime() + claimMs).toISOString(),
      );
      if (!mail) break;
      await deliverOne(mail);
    }
    await schedule();
  }

  async function schedule(): Promise<void> {
    if (stopped) return;
    const next = await outbox.nextDueAt(db);
    const untilNext = next ? Date.parse(next) - now().getTime() : pollMs;
    const lookAgain = looksAgain.shift();
    clearTimeout(timer);
    timer = setTimeout(wake, Math.max(0, Math.min(untilNext, lookAgain ?? pollMs)));
    timer.unref();
  }

  function wake(options: { uncommitted?: boolean } = {}): void {
    if (stopped) return;
    if (options.uncommitted) looksAgain = [...lookAgainMs];
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'mail deliverer failed'))
      .finally(() => {
        running = null;
        if (!again) return;
        again = false;
        wake();
      });
  }

  wake();
  return {
    wake,
    async settle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      while (running) await running;
    },
  };
}
