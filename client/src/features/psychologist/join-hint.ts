import { localDayOf, todayIn } from '@acolhe/shared/calendar';
import type { Calendar } from '../../lib/calendar.tsx';
import type { RouterOutputs } from '../../lib/trpc.ts';

type PsychologistAppointment = RouterOutputs['psychologist']['appointments']['today'][number];

/**
 * When a scheduled consultation's join window opens, while it has not yet: 'Disponível às 18:00' today,
 * 'Disponível em 25/11 às 18:00' another day. Nothing once it is open (the button shows) or closed.
 */
export function joinHintOf(appointment: PsychologistAppointment, now: number, calendar: Calendar): string | null {
  if (!appointment.sessionLink || appointment.canJoin) return null;
  const opensAt = appointment.joinOpensAt;
  if (Date.parse(opensAt) <= now) return null;
  const sameDay = localDayOf(opensAt, calendar.timeZone) === todayIn(calendar.timeZone, now);
  return sameDay ? `Disponível às ${calendar.formatTime(opensAt)}` : `Disponível em ${calendar.formatDayTime(opensAt)}`;
}
