import { reminderLinkPrefix } from '@acolhe/shared/reminders';
import type { Db } from '../../db/connection.ts';
import { runOnce } from '../../db/run-once.ts';
import type { AppServices } from '../../services.ts';
import { selectParticipants } from '../appointments/booking/appointments.repository.ts';
import { reminderMails, type ReminderLinks } from './reminder-mails.ts';
import { hashOf, newToken } from './reminder-tokens.ts';
import * as repository from './reminders.repository.ts';

type ReminderServices = Pick<AppServices, 'db' | 'now' | 'config' | 'mailer'>;

const hour = 60 * 60_000;

/**
 * Which consultations are due which reminder at `now`: the 1-hour one for those starting within the next
 * hour, the 24-hour one for those starting between 1 and 24 hours from now. A reminder whose moment passed
 * while no server ran is sent late if its window is still open, never twice: a consultation already in
 * the last hour gets only the 1-hour reminder.
 */
function windowOf(kind: repository.ReminderKind, now: Date) {
  const at = (hours: number) => new Date(now.getTime() + hours * hour).toISOString();
  return kind === '1h' ? { from: at(0), to: at(1) } : { from: at(1), to: at(24) };
}

/** The patient's one-click links: stored as hashes in the transaction that writes the mail. */
async function createLinks(services: ReminderServices, db: Db, appointmentId: number): Promise<ReminderLinks> {
  const confirm = newToken();
  const cancel = newToken();
  await repository.insertLinks(db, [
    { tokenHash: hashOf(confirm), appointmentId, action: 'confirm' },
    { tokenHash: hashOf(cancel), appointmentId, action: 'cancel' },
  ]);
  const base = `${services.config.publicUrl}${reminderLinkPrefix}`;
  return { confirm: `${base}/${confirm}`, cancel: `${base}/${cancel}` };
}

/**
 * Claims one reminder and writes its mails to the outbox in one transaction: a claim another server made
 * first (or a consultation cancelled meanwhile) sends nothing, and a failure leaves it unclaimed for the
 * next run. Someone who turned off appointment e-mails gets none; the claim is made all the same.
 */
async function sendOne(services: ReminderServices, appointmentId: number, kind: repository.ReminderKind, at: string) {
  return services.db.transaction().execute(async (trx) => {
    if (!(await repository.claim(trx, appointmentId, kind, at))) return false;
    const who = await selectParticipants(trx, appointmentId);
    const links = kind === '24h' && who.patientWantsMail ? await createLinks(services, trx, appointmentId) : null;
    const mails = reminderMails(who, kind, services.config.timeZone, links);
    if (who.patientWantsMail) await services.mailer.send({ to: who.patientEmail, ...mails.patient }, trx);
    if (who.psychologistWantsMail) await services.mailer.send({ to: who.psychologistEmail, ...mails.psychologist }, trx);
    return true;
  });
}

async function sendDue(services: ReminderServices, kind: repository.ReminderKind, now: Date): Promise<number> {
  let sent = 0;
  for (const id of await repository.selectDue(services.db, kind, windowOf(kind, now))) {
    if (await sendOne(services, id, kind, now.toISOString())) sent += 1;
  }
  return sent;
}

/**
 * One run of the reminders: every due reminder is claimed and written to the outbox. Runs beside the
 * attendance sweep; on PostgreSQL one server at a time does it (the claims alone already keep each
 * reminder to one, the lock saves the others the work).
 */
export async function sendDueReminders(
  services: ReminderServices,
): Promise<{ dayBefore: number; hourBefore: number } | 'sent elsewhere'> {
  const now = services.now();
  const tick = await runOnce(services.db, 'consultation-reminders', async (db) => {
    const onLockedConnection = { ...services, db };
    return { hourBefore: await sendDue(onLockedConnection, '1h', now), dayBefore: await sendDue(onLockedConnection, '24h', now) };
  });
  return tick.ran ? tick.result : 'sent elsewhere';
}
