import { createHmac } from 'node:crypto';
import type { Db } from '../../db/connection.ts';
import * as windows from './rate-window.repository.ts';

/** A key's count in its current fixed window, and how long until the window ends. */
export interface RateWindow {
  hits: number;
  msLeft: number;
}

const sweepEveryMs = 60_000;

/**
 * Fixed-window request counters kept in the database, so every server behind the load balancer counts
 * the same hits (PostgreSQL; one server on SQLite keeps its counters in memory). Windows follow the wall
 * clock, as the in-memory limiters do; the servers' clocks are assumed to agree within a second or so.
 */
export class SharedRateWindows {
  readonly #db: Db;
  readonly #secret: string;
  #sweptAt = 0;

  constructor(db: Db, secret: string) {
    this.#db = db;
    this.#secret = secret;
  }

  async hit(group: string, key: string, windowMs: number, points = 1): Promise<RateWindow> {
    const now = Date.now();
    await this.#sweep(now);
    const row = await windows.addHits(this.#db, this.#keyOf(group, key), points, now, windowMs);
    return { hits: row.hits, msLeft: row.endsAt - now };
  }

  /** The key's open window, or null when it has none. */
  async read(group: string, key: string): Promise<RateWindow | null> {
    const now = Date.now();
    const row = await windows.selectOpenWindow(this.#db, this.#keyOf(group, key), now);
    return row ? { hits: row.hits, msLeft: row.endsAt - now } : null;
  }

  // Keyed, so the table names no address or session token.
  #keyOf(group: string, key: string): string {
    return createHmac('sha256', this.#secret).update(`rate-limit:${group}:${key}`).digest('base64url');
  }

  // Ended windows would otherwise pile up, one per address that ever called.
  async #sweep(now: number): Promise<void> {
    if (now - this.#sweptAt < sweepEveryMs) return;
    this.#sweptAt = now;
    await windows.deleteEndedWindows(this.#db, now);
  }
}
