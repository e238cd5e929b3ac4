import { formatDateTime } from '@acolhe/shared/calendar';

interface Participants {
  patientName: string;
  psychologistName: string;
  startsAt: string;
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

export function cancellationMails(who: Participants, timeZone: string) {
  const when = formatDateTime(who.startsAt, timeZone);
  return {
    patient: {
      subject: 'Consulta cancelada',
      text: `Olá, ${who.patientName}.\n\nSua consulta com ${who.psychologistName} de ${when} foi cancelada.\n\nEquipe Acolhe`,
    },
    psychologist: {
      subject: 'Consulta cancelada pelo paciente',
      text: `Olá, ${who.psychologistName}.\n\n${who.patientName} cancelou a consulta de ${when}. O horário voltou a ficar disponível.\n\nEquipe Acolhe`,
    },
  };
}
