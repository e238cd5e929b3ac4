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

export function calendarIn(timeZone: string): Calendar {
  return {
    timeZone,
    today: () => todayIn(timeZone),
    formatDate: (instant) => formatDate(instant, timeZone),
    formatTime: (instant) => formatTime(instant, timeZone),
    formatDayTime: (instant) => formatDayTime(instant, timeZone),
    formatDateTime: (instant) => formatDateTime(instant, timeZone),
  };
}

const CalendarContext = createContext<Calendar | null>(null);

export function CalendarProvider({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  const calendar = useMemo(() => calendarIn(timeZone), [timeZone]);
  return <CalendarContext.Provider value={calendar}>{children}</CalendarContext.Provider>;
}

export function useCalendar(): Calendar {
  const calendar = useContext(CalendarContext);
  if (!calendar) throw new Error('useCalendar fora de CalendarProvider');
  return calendar;
}
