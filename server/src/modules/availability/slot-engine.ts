import { TZDate } from '@date-fns/tz';
import { minutesOfDay } from '@acolhe/shared/time';

export interface WeeklyWindow {
  /** ISO weekday: 1 = Monday ... 7 = Sunday. */
  weekday: number;
  startTime: string;
  endTime: string;
}

export interface AgendaRules {
  consultationMinutes: number;
  intervalMinutes: number;
  /** Only the windows that are switched on. */
  windows: WeeklyWindow[];
  /** Local calendar days ('YYYY-MM-DD') with no consultations at all. */
  blockedDates: ReadonlySet<string>;
}

export interface BusyInterval {
  startsAt: Date;
  endsAt: Date;
}

export interface Slot {
  startsAt: string;
  /** 'HH:MM' in the platform time zone. */
  time: string;
  available: boolean;
}

export interface DaySlots {
  date: string;
  slots: Slot[];
}

export interface SlotQuery {
  rules: AgendaRules;
  busy: BusyInterval[];
  /** First local day, 'YYYY-MM-DD'. */
  from: string;
  days: number;
  now: Date;
  timeZone: string;
}

const minute = 60_000;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The local calendar day `offset` days after `date` ('YYYY-MM-DD'), by the calendar, not by 24 h steps. */
export function addDays(date: string, offset: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, day + offset));
  return shifted.toISOString().slice(0, 10);
}

export function localDateOf(instant: Date, timeZone: string): string {
  const local = new TZDate(instant.getTime(), timeZone);
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The instant of a wall-clock time on a local day in `timeZone`. */
export function instantAt(date: string, minutesAfterMidnight: number, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const local = new TZDate(year, month - 1, day, Math.floor(minutesAfterMidnight / 60), minutesAfterMidnight % 60, 0, timeZone);
  return new Date(local.getTime());
}

/** The UTC range [start, end) of a local calendar day. */
export function dayRange(date: string, timeZone: string): { start: Date; end: Date } {
  return { start: instantAt(date, 0, timeZone), end: instantAt(addDays(date, 1), 0, timeZone) };
}

/**
 * Minutes after midnight → instant, for one local day. The zone is consulted once per day; only on a
 * day whose length is not 24 h (a daylight-saving change) is every time converted on its own.
 */
function wallClockOf(date: string, timeZone: string): (minutes: number) => Date {
  const { start, end } = dayRange(date, timeZone);
  if (end.getTime() - start.getTime() !== 24 * 60 * minute) return (minutes) => instantAt(date, minutes, timeZone);
  return (minutes) => new Date(start.getTime() + minutes * minute);
}

function isoWeekdayOf(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/**
 * A consultation needs its own time plus the interval on each side clear of every other one, so two
 * consultations are always at least `interval` minutes apart.
 */
function collides(start: number, rules: AgendaRules, busy: BusyInterval[]): boolean {
  const end = start + rules.consultationMinutes * minute;
  const gap = rules.intervalMinutes * minute;
  return busy.some((other) => start < other.endsAt.getTime() + gap && end + gap > other.startsAt.getTime());
}

/**
 * Every slot of each local day in the range: a new one starts every duration + interval minutes inside
 * each availability window and must end inside it. Blocked days have none; past, taken or too-close
 * slots are listed as unavailable.
 */
export function computeSlots(query: SlotQuery): DaySlots[] {
  const { rules, busy, timeZone, now } = query;
  const step = rules.consultationMinutes + rules.intervalMinutes;
  const result: DaySlots[] = [];
  for (let offset = 0; offset < query.days; offset += 1) {
    const date = addDays(query.from, offset);
    const weekday = isoWeekdayOf(date);
    const slots: Slot[] = [];
    const wallClock = wallClockOf(date, timeZone);
    if (!rules.blockedDates.has(date)) {
      const windows = rules.windows
        .filter((window) => window.weekday === weekday)
        .sort((a, b) => minutesOfDay(a.startTime) - minutesOfDay(b.startTime));
      for (const window of windows) {
        const windowEnd = minutesOfDay(window.endTime);
        for (let start = minutesOfDay(window.startTime); start + rules.consultationMinutes <= windowEnd; start += step) {
          const startsAt = wallClock(start);
          const available = startsAt.getTime() > now.getTime() && !collides(startsAt.getTime(), rules, busy);
          slots.push({ startsAt: startsAt.toISOString(), time: `${pad(Math.floor(start / 60))}:${pad(start % 60)}`, available });
        }
      }
    }
    result.push({ date, slots });
  }
  return result;
}
