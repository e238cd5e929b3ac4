import { addDays, localDayOf, localTimeOf, todayIn } from '@acolhe/shared/calendar';
import { daysOf, daysWindow } from '@acolhe/shared/calendar-windows';

function count(amount: number, one: string, many: string): string {
  return `${amount} ${amount === 1 ? one : many}`;
}

/**
 * When the room opens, as a person would say it: 'em 12 minutos', 'em 2 horas e 5 minutos' (later today),
 * 'amanhã às 15:45', 'em 9 dias' (local calendar days in the platform zone). Minutes round up, so the
 * room never opens later than the screen said.
 */
export function formatOpening(opensAt: string, now: number, timeZone: string): string {
  const minutes = Math.max(1, Math.ceil((Date.parse(opensAt) - now) / 60_000));
  if (minutes < 60) return `em ${count(minutes, 'minuto', 'minutos')}`;
  const today = todayIn(timeZone, now);
  const openingDay = localDayOf(opensAt, timeZone);
  if (openingDay === today) {
    const rest = minutes % 60;
    const hours = count(Math.floor(minutes / 60), 'hora', 'horas');
    return rest === 0 ? `em ${hours}` : `em ${hours} e ${count(rest, 'minuto', 'minutos')}`;
  }
  if (openingDay === addDays(today, 1)) return `amanhã às ${localTimeOf(opensAt, timeZone)}`;
  const days = daysOf(daysWindow(today, openingDay, timeZone), timeZone).length - 1;
  return `em ${count(days, 'dia', 'dias')}`;
}
