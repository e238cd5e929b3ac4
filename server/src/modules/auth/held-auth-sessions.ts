/**
 * Auth sessions kept in use by a long-lived request (an open video call's signalling stream): they do
 * not idle out while held, though no other request arrives. In memory: the stream lives in this process.
 */
export class HeldAuthSessions {
  readonly #holds = new Map<string, number>();

  hold(authSessionId: string): () => void {
    this.#holds.set(authSessionId, (this.#holds.get(authSessionId) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#holds.get(authSessionId) ?? 1) - 1;
      if (left > 0) this.#holds.set(authSessionId, left);
      else this.#holds.delete(authSessionId);
    };
  }

  isHeld(authSessionId: string): boolean {
    return this.#holds.has(authSessionId);
  }
}
