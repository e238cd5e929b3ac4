import { formatDateTime } from '@acolhe/shared/calendar-format';
import { formatCount } from '@acolhe/shared/format';
import type { Db } from '../../../db/connection.ts';
import type { MailCalendar } from '../../../mail/mail-message.ts';
import type { AppServices } from '../../../services.ts';
import {
  appointmentEvent,
  isCancelledStatus,
  selectCalendarAppointments,
  type CalendarViewer,
} from '../../calendar/appointment-calendar.ts';
import { writeCalendar, type IcsMethod } from '../../calendar/ics-writer.ts';
import * as repository from '../booking/appointments.repository.ts';

/**
 * A series writes ONE e-mail per side, listing every date, instead of one per occurrence (up to 24
 * messages for a 12-week series). The outbox keeps one calendar per message, so that message carries one
 * .ics holding one VEVENT per occurrence, each with the UID and SEQUENCE of its own appointment: the same
 * events a later single cancellation (or the calendar feed) describes, so calendars update each one.
 */

export type SeriesMailKind = 'booked' | 'cancelled';

async function seriesCalendar(
  services: Pick<AppServices, 'config' | 'now'>,
  db: Db,
  appointmentIds: number[],
  viewer: CalendarViewer,
  method: IcsMethod,
): Promise<MailCalendar> {
  const rows = await selectCalendarAppointments(db).where('appointments.id', 'in', appointmentIds).orderBy('appointments.starts_at').execute();
  const events = rows.map((row) =>
    appointmentEvent(services, method === 'CANCEL' && !isCancelledStatus(row.status) ? { ...row, status: 'cancelled' } : row, viewer),
  );
  // The erasure of the patient finds the message through one of the occurrences (all are theirs).
  return { method, content: writeCalendar({ method, events }), appointmentId: appointmentIds[0] ?? 0 };
}

function dateLines(startsAt: string[], timeZone: string): string {
  return startsAt.map((instant) => `- ${formatDateTime(instant, timeZone)}`).join('\n');
}

interface SeriesMailOptions {
  appointmentIds: number[];
  kind: SeriesMailKind;
  /** Who booked or cancelled. */
  by: 'patient' | 'psychologist';
  /** The psychologist's reason, when they cancel. */
  reason?: string;
  /** Where the patient books again after the psychologist cancels. */
  bookAgainUrl?: string;
}

export async function notifySeries(services: AppServices, db: Db, options: SeriesMailOptions): Promise<void> {
  const { appointmentIds, kind, by } = options;
  const first = appointmentIds[0];
  if (first === undefined) return;
  const who = await repository.selectParticipants(db, first);
  const starts = (await selectCalendarAppointments(db).where('appointments.id', 'in', appointmentIds).orderBy('appointments.starts_at').execute()).map(
    (row) => row.startsAt,
  );
  const list = dateLines(starts, services.config.timeZone);
  const count = starts.length;
  // A series may have one week left to cancel, or only one of its weeks free to book.
  const cancelled = formatCount(count, 'consulta', 'consultas');
  const weekly = formatCount(count, 'consulta semanal', 'consultas semanais');
  const yoursBooked =
    count === 1
      ? `Sua 1 consulta semanal com ${who.psychologistName} está agendada`
      : `Suas ${count} consultas semanais com ${who.psychologistName} estão agendadas`;
  const method: IcsMethod = kind === 'booked' ? 'REQUEST' : 'CANCEL';
  const patientText =
    kind === 'booked'
      ? by === 'patient'
        ? `Olá, ${who.patientName}!\n\n${yoursBooked}:\n${list}\n\nVocê pode entrar na sala de vídeo a partir de 15 minutos antes, em "Minhas consultas".\n\nEquipe Acolhe`
        : `Olá, ${who.patientName}!\n\n${who.psychologistName} agendou ${weekly} com você:\n${list}\n\nVocê pode entrar na sala de vídeo a partir de 15 minutos antes, em "Minhas consultas".\n\nEquipe Acolhe`
      : by === 'patient'
        ? `Olá, ${who.patientName}.\n\nVocê cancelou ${cancelled} da sua série semanal com ${who.psychologistName}:\n${list}\n\nEquipe Acolhe`
        : `Olá, ${who.patientName}.\n\n${who.psychologistName} cancelou ${cancelled} da sua série semanal:\n${list}\nMotivo: ${options.reason ?? ''}\n\nEste cancelamento não conta contra você. Para agendar um novo horário, acesse:\n${options.bookAgainUrl ?? ''}\n\nEquipe Acolhe`;
  const psychologistText =
    kind === 'booked'
      ? by === 'patient'
        ? `Olá, ${who.psychologistName}!\n\n${who.patientName} agendou ${weekly} com você:\n${list}\n\nEquipe Acolhe`
        : `Olá, ${who.psychologistName}!\n\nVocê agendou ${weekly} com ${who.patientName}:\n${list}\n\nEquipe Acolhe`
      : by === 'patient'
        ? `Olá, ${who.psychologistName}.\n\n${who.patientName} cancelou ${cancelled} da série semanal:\n${list}\nOs horários voltaram a ficar disponíveis.\n\nEquipe Acolhe`
        : `Olá, ${who.psychologistName}.\n\nVocê cancelou ${cancelled} da série semanal com ${who.patientName}:\n${list}\nO paciente foi avisado por e-mail e os horários voltaram a ficar disponíveis.\n\nEquipe Acolhe`;
  const subject =
    kind === 'booked'
      ? count === 1
        ? 'Consulta semanal agendada no Acolhe'
        : 'Consultas semanais agendadas no Acolhe'
      : count === 1
        ? 'Consulta da série semanal cancelada'
        : 'Consultas da série semanal canceladas';
  if (who.patientWantsMail) {
    const calendar = await seriesCalendar(services, db, appointmentIds, 'patient', method);
    await services.mailer.send({ to: who.patientEmail, subject, text: patientText, calendar }, db);
  }
  if (who.psychologistWantsMail) {
    const calendar = await seriesCalendar(services, db, appointmentIds, 'psychologist', method);
    await services.mailer.send({ to: who.psychologistEmail, subject, text: psychologistText, calendar }, db);
  }
}
