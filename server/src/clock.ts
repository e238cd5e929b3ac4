/** The one source of "now" for every rule on the server (windows, horizons, expiries, sweeps). */
export type Clock = () => Date;

/**
 * When the server's code was loaded: CLOCK_START is the instant of that moment, not of the clock's
 * making, which comes after opening and migrating the database (a second or two). A browser journey that
 * starts its servers at a chosen instant (e2e/journey-clock.ts) then finds them agreeing with its browsers.
 */
const loadedAt = Date.now();

/**
 * The wall clock, or one that starts at `start` and runs on from there (CLOCK_START, outside production:
 * a demo or a browser journey on a chosen day, say the last evening of a month).
 */
export function clockFrom(start: Date | undefined): Clock {
  if (!start) return () => new Date();
  const offset = start.getTime() - loadedAt;
  return () => new Date(Date.now() + offset);
}
