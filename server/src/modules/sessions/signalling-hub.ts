import type { SessionRole, SignalEvent, SignalPayload } from '@acolhe/shared/sessions';

export interface Peer {
  userId: number;
  name: string;
  role: SessionRole;
}

/** A participant's events would only pile up this far if their stream stopped reading; then it is dropped. */
const maxQueuedEvents = 500;

/** One open signalling stream of one participant: a queue the subscription drains. */
export class SignalConnection {
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

/**
 * In-memory signalling rooms, one per appointment, holding at most one stream per participant. Nothing
 * here checks who may be in a room: callers pass only participants that the access rule let in.
 */
export class SignallingHub {
  private readonly rooms = new Map<number, Map<number, SignalConnection>>();

  /**
   * Opens a participant's stream. A stream they already had (a reload, a dropped connection not yet
   * noticed) is closed and replaced without a peer-left; the other side gets peer-joined either way, so it
   * knows to negotiate again. The new stream starts with the presence of everyone connected.
   */
  connect(
    appointmentId: number,
    peer: Peer,
  ): { connection: SignalConnection; replaced: SignalConnection | null } {
    const room = this.rooms.get(appointmentId) ?? new Map<number, SignalConnection>();
    this.rooms.set(appointmentId, room);
    const replaced = room.get(peer.userId) ?? null;
    replaced?.close();
    const connection = new SignalConnection(peer);
    room.set(peer.userId, connection);
    const peers = [...room.values()].map((member) => ({ ...member.peer }));
    connection.push({ type: 'presence', peers });
    this.broadcast(room, peer.userId, { type: 'peer-joined', userId: peer.userId, name: peer.name });
    return { connection, replaced };
  }

  /** Ends a stream; the other participant hears of it only if it was still the current one. */
  disconnect(appointmentId: number, connection: SignalConnection): void {
    connection.close();
    const room = this.rooms.get(appointmentId);
    if (!room || room.get(connection.peer.userId) !== connection) return;
    room.delete(connection.peer.userId);
    if (room.size === 0) this.rooms.delete(appointmentId);
    const { userId, name } = connection.peer;
    this.broadcast(room, userId, { type: 'peer-left', userId, name, hungUp: connection.hungUp });
  }

  /** Forwards a payload to the other participant; false when the sender has no open stream in the room. */
  send(appointmentId: number, fromUserId: number, payload: SignalPayload): boolean {
    const room = this.rooms.get(appointmentId);
    const sender = room?.get(fromUserId);
    if (!room || !sender) return false;
    if (payload.kind === 'hangup') sender.hungUp = true;
    this.broadcast(room, fromUserId, { type: 'signal', from: fromUserId, payload });
    return true;
  }

  isConnected(appointmentId: number, userId: number): boolean {
    return this.rooms.get(appointmentId)?.has(userId) ?? false;
  }

  /** Closes every stream (server shutdown), so open subscriptions end instead of holding the server up. */
  closeAll(): void {
    for (const room of this.rooms.values()) for (const connection of room.values()) connection.close();
    this.rooms.clear();
  }

  private broadcast(room: Map<number, SignalConnection>, fromUserId: number, event: SignalEvent): void {
    for (const [userId, connection] of room) if (userId !== fromUserId) connection.push(event);
  }
}
