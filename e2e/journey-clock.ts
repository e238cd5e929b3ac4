// The one clock of the browser journeys (docs/testing.md "Browser journeys and the clock"). Every e2e
// server and every browser shows the same instant: a line that passes the next Monday 09:00 in the
// platform zone (at or after the real time) when the run starts, and runs on in real time from there.
// playwright.config.ts computes it once and leaves it in the environment, so the test workers and the
// server scripts it starts read the same line. No Playwright import here: the server scripts use it too.
import { addDays, instantAt, todayIn, weekdayOfDay } from '@acolhe/shared/calendar';

/** The platform zone of the journeys' main servers (the Manaus server shares the same instant). */
export const journeyTimeZone = 'America/Sao_Paulo';

/** The next Monday 09:00 in `timeZone` at or after `realNow` (the real time, in milliseconds). */
export function nextMondayNine(realNow: number, timeZone = journeyTimeZone): Date {
  const today = todayIn(timeZone, realNow);
  const monday = addDays(today, (8 - weekdayOfDay(today)) % 7);
  const nine = instantAt(monday, '09:00', timeZone);
  return nine.getTime() >= realNow ? nine : instantAt(addDays(monday, 7), '09:00', timeZone);
}

const startVariable = 'E2E_CLOCK_START';
const anchorVariable = 'E2E_CLOCK_ANCHOR';

/**
 * The line, read from the environment, or drawn now and written there for every process started later.
 * E2E_CLOCK_START may be set by hand to run the journeys on another day (an ISO instant, e.g. a month's
 * last evening); the line then passes it when the run starts.
 */
function line(): { start: number; anchor: number } {
  const given = process.env[startVariable];
  const anchor = Number(process.env[anchorVariable] ?? Number.NaN);
  if (given && Number.isFinite(anchor)) return { start: Date.parse(given), anchor };
  const real = Date.now();
  const start = given ? Date.parse(given) : nextMondayNine(real).getTime();
  if (!Number.isFinite(start)) throw new Error(`${startVariable} não é um instante ISO 8601: ${given}`);
  process.env[startVariable] = new Date(start).toISOString();
  process.env[anchorVariable] = String(real);
  return { start, anchor: real };
}

const { start, anchor } = line();

/** The instant the journeys' clock passed when the run started: a Monday, 09:00 in São Paulo. */
export const journeyClockStart = new Date(start);

/** "Now" for the journeys: what every server's and browser's clock shows at this moment. */
export function journeyNow(): Date {
  return new Date(start + (Date.now() - anchor));
}

/** What the servers and the runner's processes need to share the line. */
export function journeyClockEnvironment(): Record<string, string> {
  return { [startVariable]: new Date(start).toISOString(), [anchorVariable]: String(anchor) };
}
