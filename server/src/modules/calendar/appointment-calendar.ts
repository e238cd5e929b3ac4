import type { Db } from '../../db/connection.ts';
import type { MailCalendar } from '../../mail/mail-message.ts';
import type { AppServices } from '../../services.ts';
import { writeCalendar, type IcsEvent, type IcsMethod, type IcsPerson } from './ics-writer.ts';

/**
 * A consultation as calendars see it, from one side: the patient's event names the psychologist, the
 * psychologist's names the patient. The UID is the appointment's for ever (`appointment-<id>@<host>`);
 * the SEQUENCE is appointments.ics_sequence (ics-sequence.ts); times are UTC instants.
 */

export type CalendarViewer = 'patient' | 'psychologist';

export interface CalendarAppointment {
  id: number;
  startsAt: string;
  endsAt: string;
  status: string;
  icsSequence: number;
  patientName: string;
  patientEmail: string;
  psychologistName: string;
  psychologistEmail: string;
}

export type CalendarServices = Pick<AppServices, 'config' | 'now'>;

/** Every cancelled state (today 'cancelled'; a late cancellation is one too) removes the event from calendars. */
export function isCancelledStatus(status: string): boolean {
  return status === 'cancelled' || status === 'late_cancelled';
}

// Every booking writes two events: the address is parsed once, not twice per event.
const parsedUrls = new Map<string, URL>();
function parsedUrl(publicUrl: string): URL {
  let url = parsedUrls.get(publicUrl);
  if (!url) {
    url = new URL(publicUrl);
    parsedUrls.set(publicUrl, url);
  }
  return url;
}

export function appointmentUid(appointmentId: number, publicUrl: string): string {
  return `appointment-${appointmentId}@${parsedUrl(publicUrl).hostname}`;
}

/** The session page of each side (the same pages the app links to); the path is absolute, so it replaces any of the address's. */
export function sessionPageUrl(appointmentId: number, viewer: CalendarViewer, publicUrl: string): string {
  return `${parsedUrl(publicUrl).origin}/${viewer}/session/${appointmentId}`;
}

/** The platform's sender ('Acolhe <nao-responda@acolhe.com.br>') as the events' organizer. */
export function organizerOf(mailFrom: string): IcsPerson {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  return match ? { name: match[1] || 'Acolhe', email: match[2] ?? mailFrom } : { name: 'Acolhe', email: mailFrom.trim() };
}

export function appointmentEvent(
  services: CalendarServices,
  appointment: CalendarAppointment,
  viewer: CalendarViewer,
): IcsEvent {
  const { publicUrl, mailFrom } = services.config;
  const other = viewer === 'patient' ? appointment.psychologistName : appointment.patientName;
  const url = sessionPageUrl(appointment.id, viewer, publicUrl);
  const cancelled = isCancelledStatus(appointment.status);
  return {
    uid: appointmentUid(appointment.id, publicUrl),
    sequence: appointment.icsSequence,
    stamp: services.now(),
    start: new Date(appointment.startsAt),
    end: new Date(appointment.endsAt),
    summary: `Consulta com ${other} — Acolhe`,
    description: cancelled
      ? 'Esta consulta foi cancelada.'
      : `Consulta online pelo Acolhe. A sala de vídeo abre 15 minutos antes do horário: ${url}`,
    url,
    location: 'Online (Acolhe)',
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer: organizerOf(mailFrom),
    // Only the reader: the other side is named in the summary, never given their address.
    attendees: [
      viewer === 'patient'
        ? { name: appointment.patientName, email: appointment.patientEmail }
        : { name: appointment.psychologistName, email: appointment.psychologistEmail },
    ],
  };
}

export function selectCalendarAppointments(db: Db) {
  return db
    .selectFrom('appointments')
    .innerJoin('users as patient', 'patient.id', 'appointments.patient_id')
    .innerJoin('users as psychologist', 'psychologist.id', 'appointments.psychologist_id')
    .select([
      'appointments.id',
      'appointments.starts_at as startsAt',
      'appointments.ends_at as endsAt',
      'appointments.status',
      'appointments.ics_sequence as icsSequence',
      'patient.name as patientName',
      'patient.email as patientEmail',
      'psychologist.name as psychologistName',
      'psychologist.email as psychologistEmail',
    ]);
}

/**
 * The .ics a booking (REQUEST) or cancellation (CANCEL) mail carries, from the appointment as the caller
 * has just read it in its transaction (selectParticipants reads these fields too), so it has the current
 * SEQUENCE.
 */
export function invitationFor(
  services: CalendarServices,
  appointment: CalendarAppointment,
  viewer: CalendarViewer,
  method: IcsMethod,
): MailCalendar {
  // A CANCEL describes the event as cancelled even if the caller sends it before writing the status.
  const described = method === 'CANCEL' && !isCancelledStatus(appointment.status) ? { ...appointment, status: 'cancelled' } : appointment;
  const event = appointmentEvent(services, described, viewer);
  return { method, content: writeCalendar({ method, events: [event] }), appointmentId: appointment.id };
}

/** The same, reading the appointment as it is now through `db` (the caller's transaction when there is one). */
export async function appointmentInvitation(
  services: CalendarServices,
  db: Db,
  appointmentId: number,
  viewer: CalendarViewer,
  method: IcsMethod,
): Promise<MailCalendar> {
  const appointment = await selectCalendarAppointments(db).where('appointments.id', '=', appointmentId).executeTakeFirstOrThrow();
  return invitationFor(services, appointment, viewer, method);
}
