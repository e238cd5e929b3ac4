interface CachedDates {
  /** Everything the dates were computed from, besides the time: version, agenda rules, settings, today. */
  basis: string;
  dates: string[];
  /** The start of the first free slot, less the notice: from then on that slot is no longer bookable. */
  expiresAt: number;
}

/**
 * Available dates per psychologist (docs/decisions/product.md "Limits and defaults"): an entry is used only while its
 * basis is unchanged (every write that changes the agenda or appointments bumps the availability
 * version in the database, so all servers see it) and until the next free slot starts.
 */
export class AvailableDatesCache {
  readonly #entries = new Map<number, CachedDates>();

  read(psychologistId: number, basis: string, now: Date): string[] | undefined {
    const entry = this.#entries.get(psychologistId);
    if (!entry || entry.basis !== basis || now.getTime() >= entry.expiresAt) return undefined;
    return entry.dates;
  }

  write(psychologistId: number, entry: CachedDates): void {
    this.#entries.set(psychologistId, entry);
  }
}
