import { appointmentStatusLabel } from '@acolhe/shared/appointments';
import { todayIn } from '@acolhe/shared/calendar';
import { dayWindow } from '@acolhe/shared/calendar-windows';
import { isCancellable } from '../appointments/status/appointment-status.service.ts';
import { isInsideJoinWindow, joinWindowOf } from '@acolhe/shared/time';
import type { AppServices } from '../../services.ts';
import {
  selectAppointmentsBetween,
  selectScheduledFrom,
  type PsychologistAppointmentRow,
} from './psychologist.repository.ts';

const upcomingLimit = 20;

function toPsychologistAppointment(row: PsychologistAppointmentRow, now: Date) {
  const scheduled = row.status === 'scheduled';
  return {
    ...row,
    statusLabel: appointmentStatusLabel(row.status, row.cancellationNoticeHours),
    /** The psychologist may cancel (with a reason) until the start. */
    canCancel: isCancellable(row, now),
    canJoin: scheduled && isInsideJoinWindow(row.startsAt, now),
    joinOpensAt: joinWindowOf(row.startsAt).opensAt.toISOString(),
    sessionLink: scheduled ? `/psychologist/session/${row.id}` : null,
    /** 'Problema técnico' once the consultation has started (technical-problem.service.ts). */
    canMarkTechnicalProblem:
      row.technicalProblemAt === null &&
      Date.parse(row.startsAt) <= now.getTime() &&
      ['scheduled', 'completed', 'no_show'].includes(row.status),
  };
}

/** Today's appointments (local day of the platform time zone, any status) and the next scheduled ones after it. */
export async function appointmentsForPsychologist(services: AppServices, psychologistId: number) {
  const now = services.now();
  const today = dayWindow(todayIn(services.config.timeZone, now), services.config.timeZone);
  const range = { from: today.start.toISOString(), to: today.end.toISOString() };
  const [todays, upcoming] = await Promise.all([
    selectAppointmentsBetween(services.db, psychologistId, range),
    selectScheduledFrom(services.db, psychologistId, range.to, upcomingLimit),
  ]);
  return {
    today: todays.map((row) => toPsychologistAppointment(row, now)),
    upcoming: upcoming.map((row) => toPsychologistAppointment(row, now)),
  };
}
