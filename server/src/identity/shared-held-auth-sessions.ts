import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connection.ts';
import type { AuthSessionHolds } from '../services.ts';
import * as holds from './auth-session-hold.repository.ts';

const leaseMs = 3 * 60_000;
const renewEveryMs = 60_000;

/**
 * Holds kept in the database, so a request on any server sees an auth session that a call's stream on
 * another keeps in use. Each hold is a lease its server renews while the stream is open: a server that
 * dies leaves holds that end by themselves within minutes. Leases run on the wall clock, never the app's
 * clock (which tests move): they tell whether a stream is still open now, not how long a session idled.
 */
export class SharedHeldAuthSessions implements AuthSessionHolds {
  readonly #db: Db;
  readonly #renewalFailed: (error: unknown) => void;

  constructor(db: Db, renewalFailed: (error: unknown) => void) {
    this.#db = db;
    this.#renewalFailed = renewalFailed;
  }

  async hold(authSessionId: string): Promise<() => Promise<void>> {
    const id = randomUUID();
    await holds.deleteHoldsEndedBy(this.#db, Date.now());
    await holds.insertHold(this.#db, { id, authSessionId, heldUntil: Date.now() + leaseMs });
    // A failed renewal is retried at the next tick; the lease outlasts two of them.
    const renewal = setInterval(() => {
      holds.extendHold(this.#db, id, Date.now() + leaseMs).catch(this.#renewalFailed);
    }, renewEveryMs);
    renewal.unref();
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      clearInterval(renewal);
      await holds.deleteHold(this.#db, id);
    };
  }

  isHeld(authSessionId: string): Promise<boolean> {
    return holds.isHeldAt(this.#db, authSessionId, Date.now());
  }
}
