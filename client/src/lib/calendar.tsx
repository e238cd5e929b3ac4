import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { todayIn } from '@acolhe/shared/calendar';
import { formatDate, formatDateTime, formatDayTime, formatTime } from '@acolhe/shared/calendar-format';

/**
 * Instants on screen in the platform time zone the server announces (`platform.info`), never the
 * browser's own and never a constant: app/ fetches the zone once, before any route renders, and provides
 * it here; a component calls useCalendar(). Local days ('yyyy-MM-dd') need no zone: format them with
 * @acolhe/shared/calendar-format directly (formatDay, formatWeekday...).
 */
export interface Calendar {
  timeZone: string;
  /** The current instant: the browser's clock, or the server's while it renders a page. */
  now(): Date;
  /** Today's local day, 'yyyy-MM-dd'. */
  today(): string;
  /** dd/mm/aaaa */
  formatDate(instant: string): string;
  /** HH:mm */
  formatTime(instant: string): string;
  /** dd/mm às HH:mm */
  formatDayTime(instant: string): string;
  /** dd/mm/aaaa às HH:mm */
  formatDateTime(instant: string): string;
}

/** The browser's own clock. */
const browserNow = () => new Date();

export function calendarIn(timeZone: string, now: () => Date = browserNow): Calendar {
  return {
    timeZone,
    now,
    today: () => todayIn(timeZone, now()),
    formatDate: (instant) => formatDate(instant, timeZone),
    formatTime: (instant) => formatTime(instant, timeZone),
    formatDayTime: (instant) => formatDayTime(instant, timeZone),
    formatDateTime: (instant) => formatDateTime(instant, timeZone),
  };
}

const CalendarContext = createContext<Calendar | null>(null);

/**
 * `now` is the server's clock when the server renders a page (its clock may start at CLOCK_START outside
 * production), so the page's "upcoming" and "today" agree with the data it was rendered with.
 */
export function CalendarProvider({ timeZone, now, children }: { timeZone: string; now?: () => Date; children: ReactNode }) {
  const calendar = useMemo(() => calendarIn(timeZone, now), [timeZone, now]);
  return <CalendarContext.Provider value={calendar}>{children}</CalendarContext.Provider>;
}

export function useCalendar(): Calendar {
  const calendar = useContext(CalendarContext);
  if (!calendar) throw new Error('useCalendar fora de CalendarProvider');
  return calendar;
}
