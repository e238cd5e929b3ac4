import { localDayOf, localTimeOf, pad, parseDay, toTime, weekdayOfDay, type Instant } from './calendar.ts';

// How the platform writes days, months, times and weekdays for people, in pt-BR (calendar.ts computes them).

/** ISO weekday names, 1 = Monday ... 7 = Sunday. */
export const weekdayNames: Record<number, string> = {
  1: 'Segunda-feira',
  2: 'Terça-feira',
  3: 'Quarta-feira',
  4: 'Quinta-feira',
  5: 'Sexta-feira',
  6: 'Sábado',
  7: 'Domingo',
};

export const weekdayShortNames: Record<number, string> = { 1: 'Seg', 2: 'Ter', 3: 'Qua', 4: 'Qui', 5: 'Sex', 6: 'Sáb', 7: 'Dom' };

const monthShortNames = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** The weekday name of a local calendar day: 'Terça-feira'. */
export function formatWeekday(isoDay: string): string {
  return weekdayNames[weekdayOfDay(isoDay)] ?? '';
}

/** The short weekday name of a local calendar day: 'Ter'. */
export function formatShortWeekday(isoDay: string): string {
  return weekdayShortNames[weekdayOfDay(isoDay)] ?? '';
}

/** 'Seg. 23/11' of a local calendar day. */
export function formatWeekdayAndDay(isoDay: string): string {
  return `${formatShortWeekday(isoDay)}. ${formatDayAndMonth(isoDay)}`;
}

/** dd/mm/aaaa of a local calendar day. */
export function formatDay(isoDay: string): string {
  const [year, month, day] = parseDay(isoDay);
  return `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
}

/** dd/mm of a local calendar day. */
export function formatDayAndMonth(isoDay: string): string {
  return formatDay(isoDay).slice(0, 5);
}

/** 'nov/2026' of a local month 'yyyy-MM'. */
export function formatMonth(isoMonth: string): string {
  const [year, month] = parseDay(`${isoMonth}-01`);
  return `${monthShortNames[month - 1] ?? ''}/${year}`;
}

/** dd/mm/aaaa of an instant in the zone. */
export function formatDate(instant: Instant, timeZone: string): string {
  return formatDay(localDayOf(instant, timeZone));
}

/** HH:mm of an instant in the zone. */
export function formatTime(instant: Instant, timeZone: string): string {
  return localTimeOf(instant, timeZone);
}

/** dd/mm 'às' HH:mm of an instant in the zone. */
export function formatDayTime(instant: Instant, timeZone: string): string {
  return `${formatDayAndMonth(localDayOf(instant, timeZone))} às ${localTimeOf(instant, timeZone)}`;
}

/** dd/mm/aaaa 'às' HH:mm of an instant in the zone. */
export function formatDateTime(instant: Instant, timeZone: string): string {
  return `${formatDate(instant, timeZone)} às ${localTimeOf(instant, timeZone)}`;
}

/** "em 15 minutos", "em 2 horas", "há 3 dias", "agora" — distance from `now` to `instant`. */
export function formatRelative(instant: Instant, now: Instant = Date.now()): string {
  const minutes = Math.round((toTime(instant) - toTime(now)) / 60_000);
  const size = Math.abs(minutes);
  if (size < 1) return 'agora';
  const [amount, unit] =
    size < 60 ? [size, size === 1 ? 'minuto' : 'minutos'] : size < 60 * 24 ? [Math.round(size / 60), 'hora'] : [Math.round(size / (60 * 24)), 'dia'];
  const label = unit === 'hora' || unit === 'dia' ? `${unit}${amount === 1 ? '' : 's'}` : unit;
  return minutes > 0 ? `em ${amount} ${label}` : `há ${amount} ${label}`;
}
