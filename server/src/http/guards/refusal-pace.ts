import { setTimeout as sleep } from 'node:timers/promises';

/** How long a refusal at the door is held before it is sent. */
export const refusalHoldMs = 250;
/** Past this many held refusals, further ones are sent at once: holding must not pile up sockets. */
const maxHeld = 1000;

/**
 * Holds door refusals (spent budget, oversized batch) for a moment before answering. A client that
 * keeps re-sending on the same connections as soon as it is refused is then paced by the server instead
 * of keeping it busy answering refusals; a held refusal costs only a timer.
 */
export function refusalPacer(holdMs = refusalHoldMs) {
  let held = 0;
  return async function hold(): Promise<void> {
    if (held >= maxHeld) return;
    held += 1;
    try {
      await sleep(holdMs);
    } finally {
      held -= 1;
    }
  };
}

export type RefusalPacer = ReturnType<typeof refusalPacer>;
