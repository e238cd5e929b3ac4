/** The one source of "now" for every rule on the server (windows, horizons, expiries, sweeps). */
export type Clock = () => Date;

/**
 * The wall clock, or one that starts at `start` and runs on from there (CLOCK_START, outside production:
 * a demo or a browser journey on a chosen day, say the last evening of a month).
 */
export function clockFrom(start: Date | undefined): Clock {
  if (!start) return () => new Date();
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}
