import { reminderTokenPattern } from '@acolhe/shared/reminders';
import { DomainError } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import { isLateForPatient } from '../appointments/status/cancellation-status.ts';
import * as appointments from '../appointments/booking/appointments.service.ts';
import { hashOf } from './reminder-tokens.ts';
import * as repository from './reminders.repository.ts';

export type LinkAction = 'confirm' | 'cancel';

/** What a one-click link can do now, or why it cannot. */
export type LinkState =
  | { kind: 'invalid' | 'used' | 'expired' | 'not scheduled' }
  | {
      kind: 'ready';
      action: LinkAction;
      appointmentId: number;
      patientId: number;
      psychologistName: string;
      startsAt: string;
      /** For a cancel link: the notice that cancelling now would break (the page warns of it), else null. */
      lateNoticeHours: number | null;
    };

/** What using a link did: its action, or why it did nothing (a refusal of the patient's rules, in pt-BR). */
export type LinkOutcome =
  | { kind: 'done'; action: LinkAction; psychologistName: string; startsAt: string }
  | { kind: 'refused'; message: string }
  | Exclude<LinkState, { kind: 'ready' }>;

function stateOf(link: Awaited<ReturnType<typeof repository.selectLink>>, now: Date): LinkState {
  if (!link) return { kind: 'invalid' };
  if (link.usedAt !== null) return { kind: 'used' };
  // A link ends when its consultation starts.
  if (Date.parse(link.startsAt) <= now.getTime()) return { kind: 'expired' };
  if (link.status !== 'scheduled') return { kind: 'not scheduled' };
  const { action, appointmentId, patientId, psychologistName, startsAt, cancellationNoticeHours } = link;
  const late =
    action === 'cancel' &&
    isLateForPatient({ startsAt, cancellationNoticeHours, psychologistActive: link.psychologistActive === 1 }, now);
  return { kind: 'ready', action, appointmentId, patientId, psychologistName, startsAt, lateNoticeHours: late ? cancellationNoticeHours : null };
}

/** Reads a link without using it: what a GET (a person, or a mail scanner) sees. */
export async function inspectLink(services: Pick<AppServices, 'db' | 'now'>, token: string): Promise<LinkState> {
  if (!reminderTokenPattern.test(token)) return { kind: 'invalid' };
  return stateOf(await repository.selectLink(services.db, hashOf(token)), services.now());
}

/** Carries a refusal out of the transaction, which it rolls back: the link stays unused. */
class Undone extends Error {
  readonly outcome: LinkOutcome;

  constructor(outcome: LinkOutcome) {
    super('link not used');
    this.outcome = outcome;
  }
}

/**
 * Uses a link once, in one transaction: the link is marked used together with what it does, so a refusal
 * (the patient's cancellation rules, a consultation cancelled meanwhile) leaves it unused. Cancelling goes
 * through the patient's own cancellation, with its rules and e-mails.
 */
export async function useLink(services: AppServices, token: string, acceptLate = false): Promise<LinkOutcome> {
  if (!reminderTokenPattern.test(token)) return { kind: 'invalid' };
  const tokenHash = hashOf(token);
  const now = services.now();
  try {
    return await services.db.transaction().execute(async (trx) => {
      const link = stateOf(await repository.selectLink(trx, tokenHash), now);
      if (link.kind !== 'ready') throw new Undone(link);
      if (!(await repository.markLinkUsed(trx, tokenHash, now.toISOString()))) throw new Undone({ kind: 'used' });
      if (link.action === 'confirm') {
        if (!(await repository.markConfirmed(trx, link.appointmentId, now.toISOString())))
          throw new Undone({ kind: 'not scheduled' });
      } else {
        // `acceptLate` comes only from a page that showed the late-cancellation warning; a notice that ran
        // out after the page was opened is refused (LATE_CANCELLATION) and the link stays unused.
        await appointments.cancel({ ...services, db: trx }, link.patientId, { id: link.appointmentId, acceptLate });
      }
      return { kind: 'done' as const, action: link.action, psychologistName: link.psychologistName, startsAt: link.startsAt };
    });
  } catch (error) {
    if (error instanceof Undone) return error.outcome;
    if (error instanceof DomainError) return { kind: 'refused', message: error.message };
    throw error;
  }
}
