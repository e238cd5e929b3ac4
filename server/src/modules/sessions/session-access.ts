import { formatDayTime } from '@acolhe/shared/calendar-format';
import { sessionMessages, type SessionRole } from '@acolhe/shared/sessions';
import { isInsideJoinWindow, joinWindowOf } from '@acolhe/shared/time';
import { DomainError } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import { requireConsent } from '../patient/telehealth-consent/telehealth-consent.service.ts';
import { selectSessionAppointment, type SessionAppointment } from './sessions.repository.ts';

export interface SessionCaller {
  id: number;
  name: string;
}

/** An appointment as one of its two participants sees it. */
export interface ParticipantSession {
  appointment: SessionAppointment;
  role: SessionRole;
}

/**
 * The appointment, only when the caller is its patient or its psychologist. Anyone else learns nothing,
 * not even that it exists.
 */
export async function findParticipantSession(
  services: Pick<AppServices, 'db'>,
  caller: SessionCaller,
  appointmentId: number,
): Promise<ParticipantSession> {
  const appointment = await selectSessionAppointment(services.db, appointmentId);
  if (appointment?.patientId === caller.id) return { appointment, role: 'patient' };
  if (appointment?.psychologistId === caller.id) return { appointment, role: 'psychologist' };
  throw new DomainError('NOT_FOUND', sessionMessages.notFound);
}

/** Why a participant may not enter the room right now, or null when they may. */
export function joinRefusal(
  appointment: SessionAppointment,
  now: Date,
  timeZone: string,
): DomainError | null {
  if (appointment.status !== 'scheduled') return new DomainError('CONFLICT', sessionMessages.notScheduled);
  if (isInsideJoinWindow(appointment.startsAt, now)) return null;
  const { opensAt } = joinWindowOf(appointment.startsAt);
  if (now.getTime() < opensAt.getTime()) {
    return new DomainError('FORBIDDEN', sessionMessages.opensAt(formatDayTime(opensAt, timeZone)));
  }
  return new DomainError('FORBIDDEN', sessionMessages.closed);
}

/** The whole rule for entering a session: a participant, a scheduled appointment, inside the join window. */
export async function requireSessionAccess(
  services: Pick<AppServices, 'db' | 'now' | 'config'>,
  caller: SessionCaller,
  appointmentId: number,
): Promise<ParticipantSession> {
  const session = await findParticipantSession(services, caller, appointmentId);
  const refusal = joinRefusal(session.appointment, services.now(), services.config.timeZone);
  if (refusal) throw refusal;
  return session;
}

/**
 * Entering the room (a LiveKit token, the embedded signalling stream): the access rule, and for the
 * patient their consent to online care with this psychologist. The psychologist is never asked.
 */
export async function requireRoomEntry(
  services: Pick<AppServices, 'db' | 'now' | 'config'>,
  caller: SessionCaller,
  appointmentId: number,
): Promise<ParticipantSession> {
  const session = await requireSessionAccess(services, caller, appointmentId);
  const { appointment } = session;
  if (session.role === 'patient') await requireConsent(services.db, appointment.patientId, appointment.psychologistId);
  return session;
}
