import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import { localDayOf } from '@acolhe/shared/calendar';
import { rescheduleMessages, type RescheduleInput } from '@acolhe/shared/reschedule';
import type { Db } from '../../../db/connection.ts';
import { DomainError, isUniqueViolation } from '../../../errors.ts';
import type { AppServices } from '../../../services.ts';
import { bookableDays, requireBookablePsychologist, slotsForRange } from '../../availability/availability.service.ts';
import { invitationFor } from '../../calendar/appointment-calendar.ts';
import * as appointmentStatus from '../status/appointment-status.service.ts';
import { getForPatient } from '../booking/appointments.service.ts';
import * as appointments from '../booking/appointments.repository.ts';
import { rescheduleMails } from './reschedule-mails.ts';
import { rescheduleOffer } from './reschedule-policy.ts';
import { lockAgenda } from '../booking/appointments.repository.ts';
import * as repository from './reschedule.repository.ts';
import { videoFailuresAmong } from './video-failure.ts';

const slotTaken = () => new DomainError('CONFLICT', appointmentMessages.slotTaken, { reason: 'SLOT_TAKEN' });

/** Both sides get 'Consulta remarcada' with the old and new time and a REQUEST .ics of the bumped SEQUENCE. */
async function notifyRescheduled(services: AppServices, db: Db, appointmentId: number, previousStartsAt: string) {
  const who = await appointments.selectParticipants(db, appointmentId);
  const mails = rescheduleMails(who, previousStartsAt, services.config.timeZone);
  if (who.patientWantsMail) {
    const calendar = invitationFor(services, who, 'patient', 'REQUEST');
    await services.mailer.send({ to: who.patientEmail, ...mails.patient, calendar }, db);
  }
  if (who.psychologistWantsMail) {
    const calendar = invitationFor(services, who, 'psychologist', 'REQUEST');
    await services.mailer.send({ to: who.psychologistEmail, ...mails.psychologist, calendar }, db);
  }
}

/**
 * The patient moves their appointment to another free slot of the same psychologist, in one transaction:
 * the rules (reschedule-policy.ts) and the new slot are checked as a booking checks them (agenda, blocked
 * dates, horizon, the patient's other consultations), then one UPDATE moves the row, so the old slot is
 * freed only if the new one is taken; the live-slot unique index settles a race that gets past the check
 * and leaves the appointment as it was. Price and notice stay those of the booking. The reminder links
 * of the old time are revoked; the reminders, cleared by the move, go out again for the new time.
 */
export async function reschedule(services: AppServices, patientId: number, input: RescheduleInput) {
  const startsAt = new Date(input.startsAt).toISOString();
  const date = localDayOf(startsAt, services.config.timeZone);
  try {
    await services.db.transaction().execute(async (trx: Db) => {
      const now = services.now();
      const current = await repository.selectReschedulable(trx, patientId, input.id);
      if (!current) throw new DomainError('NOT_FOUND', appointmentMessages.appointmentNotFound);
      // Bookings and series of this psychologist take the same lock first, so they queue rather than deadlock.
      await lockAgenda(trx, current.psychologistId);
      const videoFailed = (await videoFailuresAmong(trx, [current], now)).has(current.id);
      const offer = rescheduleOffer(
        { ...current, psychologistActive: current.psychologistActive === 1, reviewed: current.reviewRating !== null, videoFailed },
        now,
      );
      if (offer.mode === 'refused') throw new DomainError('CONFLICT', offer.message);
      if (startsAt === current.startsAt) throw new DomainError('BAD_REQUEST', rescheduleMessages.sameSlot, { field: 'startsAt' });
      const { first, last } = await bookableDays({ ...services, db: trx });
      if (date < first || date > last) throw slotTaken();
      const psychologist = await requireBookablePsychologist(trx, current.psychologistId);
      const [day] = await slotsForRange({ ...services, db: trx }, psychologist, date, 1);
      if (!day?.slots.find((slot) => slot.startsAt === startsAt)?.available) throw slotTaken();
      const endsAt = new Date(Date.parse(startsAt) + psychologist.consultationMinutes * 60_000).toISOString();
      if (await repository.patientHasOtherOverlap(trx, patientId, current.id, startsAt, endsAt)) {
        throw new DomainError('CONFLICT', appointmentMessages.patientOverlap);
      }
      await appointmentStatus.moveToSlot(trx, {
        appointmentId: current.id,
        from: { status: current.status, startsAt: current.startsAt },
        startsAt,
        endsAt,
      });
      await repository.revokeUnusedLinks(trx, current.id, now.toISOString());
      await notifyRescheduled(services, trx, current.id, current.startsAt);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slotTaken();
    throw error;
  }
  return getForPatient(services, patientId, input.id);
}
