import { addDays, minutesOfDay, timeOfMinutes, wallClockOn, weekdayOfDay, type Window } from '@acolhe/shared/calendar';

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
 * The instants whose consultations can keep a slot of `days` from being free: the days themselves and
 * the interval before and after them, so a consultation just across midnight counts too.
 */
export function busyRangeFor(days: Window, intervalMinutes: number): Window {
  const gap = intervalMinutes * minute;
  return { start: new Date(days.start.getTime() - gap), end: new Date(days.end.getTime() + gap) };
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
    const weekday = weekdayOfDay(date);
    const slots: Slot[] = [];
    const wallClock = wallClockOn(date, timeZone);
    if (!rules.blockedDates.has(date)) {
      const windows = rules.windows
        .filter((window) => window.weekday === weekday)
        .sort((a, b) => minutesOfDay(a.startTime) - minutesOfDay(b.startTime));
      for (const window of windows) {
        const windowEnd = minutesOfDay(window.endTime);
        for (let start = minutesOfDay(window.startTime); start + rules.consultationMinutes <= windowEnd; start += step) {
          const startsAt = wallClock(start);
          const available = startsAt.getTime() > now.getTime() && !collides(startsAt.getTime(), rules, busy);
          slots.push({ startsAt: startsAt.toISOString(), time: timeOfMinutes(start), available });
        }
      }
    }
    result.push({ date, slots });
  }
  return result;
}
