import type { AppointmentStatus } from '@acolhe/shared/appointments';
import { formatDateTime } from '@acolhe/shared/calendar-format';

interface Participants {
  patientName: string;
  psychologistName: string;
  startsAt: string;
}

interface Cancelled extends Participants {
  status: AppointmentStatus;
  cancellationNoticeHours: number;
}

export function bookingMails(who: Participants, timeZone: string) {
  const when = formatDateTime(who.startsAt, timeZone);
  return {
    patient: {
      subject: 'Consulta agendada no Acolhe',
      text: `Olá, ${who.patientName}!\n\nSua consulta com ${who.psychologistName} está agendada para ${when}.\nVocê pode entrar na sala de vídeo a partir de 15 minutos antes, em "Minhas consultas".\n\nEquipe Acolhe`,
    },
    psychologist: {
      subject: 'Nova consulta agendada',
      text: `Olá, ${who.psychologistName}!\n\n${who.patientName} agendou uma consulta com você para ${when}.\n\nEquipe Acolhe`,
    },
  };
}

export function cancellationMails(who: Cancelled, timeZone: string) {
  const when = formatDateTime(who.startsAt, timeZone);
  const late = who.status === 'late_cancelled' ? ` com menos de ${who.cancellationNoticeHours}h de antecedência` : '';
  return {
    patient: {
      subject: 'Consulta cancelada',
      text: `Olá, ${who.patientName}.\n\nSua consulta com ${who.psychologistName} de ${when} foi cancelada.\n\nEquipe Acolhe`,
    },
    psychologist: {
      subject: 'Consulta cancelada pelo paciente',
      text: `Olá, ${who.psychologistName}.\n\n${who.patientName} cancelou a consulta de ${when}${late}. O horário voltou a ficar disponível.\n\nEquipe Acolhe`,
    },
  };
}

/** The psychologist cancelled: the patient reads why, that it does not count against them, and where to book again. */
/** The psychologist's own copy of their cancellation: it carries the CANCEL .ics their calendar needs. */
export function ownCancellationMail(who: Participants, timeZone: string) {
  const when = formatDateTime(who.startsAt, timeZone);
  return {
    subject: 'Consulta cancelada',
    text: `Olá, ${who.psychologistName}.\n\nVocê cancelou a consulta de ${when} com ${who.patientName}. O paciente foi avisado por e-mail e o horário voltou a ficar disponível.\n\nEquipe Acolhe`,
  };
}

export function psychologistCancellationMail(who: Participants & { cancellationReason: string | null }, timeZone: string, bookAgainUrl: string) {
  const when = formatDateTime(who.startsAt, timeZone);
  return {
    subject: 'Sua consulta foi cancelada pelo profissional',
    text: `Olá, ${who.patientName}.\n\n${who.psychologistName} cancelou a consulta de ${when}.\nMotivo: ${who.cancellationReason ?? ''}\n\nEste cancelamento não conta contra você. Para agendar um novo horário, acesse:\n${bookAgainUrl}\n\nEquipe Acolhe`,
  };
}
