import type { AuthSessionHolds } from '../services.ts';

/** In memory: on one server (SQLite) every stream and every request live in this process. */
export class HeldAuthSessions implements AuthSessionHolds {
  readonly #holds = new Map<string, number>();

  async hold(authSessionId: string): Promise<() => Promise<void>> {
    this.#holds.set(authSessionId, (this.#holds.get(authSessionId) ?? 0) + 1);
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      const left = (this.#holds.get(authSessionId) ?? 1) - 1;
      if (left > 0) this.#holds.set(authSessionId, left);
      else this.#holds.delete(authSessionId);
    };
  }

  async isHeld(authSessionId: string): Promise<boolean> {
    return this.#holds.has(authSessionId);
  }
}
