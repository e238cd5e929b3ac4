import { randomUUID } from 'node:crypto';
import type { SessionRole, SignalEvent } from '@acolhe/shared/sessions';

export interface Peer {
  userId: number;
  name: string;
  role: SessionRole;
}

/** A participant's events would only pile up this far if their stream stopped reading; then it is dropped. */
const maxQueuedEvents = 500;

/** One open signalling stream of one participant: a queue the subscription drains. */
export class SignalConnection {
  /** Names this stream to the other servers, which may have to close it when a newer one replaces it. */
  readonly id = randomUUID();
  readonly peer: Peer;
  /** Set by a 'hangup' signal: the next disconnect of this stream is reported as a hang-up. */
  hungUp = false;
  private closed = false;
  private readonly queue: SignalEvent[] = [];
  private wake: (() => void) | null = null;

  constructor(peer: Peer) {
    this.peer = peer;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  push(event: SignalEvent): void {
    if (this.closed) return;
    if (this.queue.length >= maxQueuedEvents) {
      this.close();
      return;
    }
    this.queue.push(event);
    this.wake?.();
  }

  close(): void {
    this.closed = true;
    this.wake?.();
  }

  /** The next event, or null once the stream is closed, replaced or its request aborted. */
  async next(signal: AbortSignal): Promise<SignalEvent | null> {
    for (;;) {
      if (this.closed || signal.aborted) return null;
      const event = this.queue.shift();
      if (event) return event;
      await new Promise<void>((resolve) => {
        const done = () => {
          signal.removeEventListener('abort', done);
          this.wake = null;
          resolve();
        };
        this.wake = done;
        signal.addEventListener('abort', done, { once: true });
      });
    }
  }
}
