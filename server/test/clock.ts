/** Monday 23 November 2026, 08:00 in São Paulo. */
export const mondayMorning = new Date('2026-11-23T11:00:00.000Z');

/** A movable clock for the server under test. */
export function testClock(start: Date = mondayMorning) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set(instant: Date | string) {
      current = new Date(instant).getTime();
    },
  };
}

/** 'HH:MM' on a São Paulo calendar day as the UTC instant string the API uses. */
export function saoPaulo(date: string, time: string): string {
  return new Date(`${date}T${time}:00-03:00`).toISOString();
}
