import type { SignalPayload } from '@acolhe/shared/sessions';
import type { Peer, SignalConnection } from './signal-connection.ts';

/**
 * The embedded engine's signalling rooms, one per appointment, holding at most one stream per
 * participant. Nothing here checks who may be in a room: callers pass only participants that the access
 * rule let in. In memory for one server (SQLite); relayed through PostgreSQL when several servers share
 * the database, so the two participants may be connected to different servers.
 */
export interface SignallingRooms {
  /**
   * Opens a participant's stream. A stream they already had (a reload, a dropped connection not yet
   * noticed) is closed and replaced without a peer-left; the other side gets peer-joined either way, so it
   * knows to negotiate again. The new stream starts with the presence of everyone connected.
   */
  connect(appointmentId: number, peer: Peer): Promise<SignalConnection>;
  /** Ends a stream; the other participant hears of it only if it was still the current one. */
  disconnect(appointmentId: number, connection: SignalConnection): Promise<void>;
  /** Forwards a payload to the other participant; false when the sender has no open stream in the room. */
  send(appointmentId: number, fromUserId: number, payload: SignalPayload): Promise<boolean>;
  /** Closes every stream of this server (shutdown), so open subscriptions end instead of holding it up. */
  close(): Promise<void>;
}
