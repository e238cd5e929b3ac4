import type { SignalEvent, SignalPayload } from '@acolhe/shared/sessions';
import { SignalConnection, type Peer } from './signal-connection.ts';
import type { SignallingRooms } from './signalling-rooms.ts';

/** Signalling rooms in this process's memory: enough when one server holds every stream (SQLite). */
export class SignallingHub implements SignallingRooms {
  private readonly rooms = new Map<number, Map<number, SignalConnection>>();

  async connect(appointmentId: number, peer: Peer): Promise<SignalConnection> {
    const room = this.rooms.get(appointmentId) ?? new Map<number, SignalConnection>();
    this.rooms.set(appointmentId, room);
    room.get(peer.userId)?.close();
    const connection = new SignalConnection(peer);
    room.set(peer.userId, connection);
    const peers = [...room.values()].map((member) => ({ ...member.peer }));
    connection.push({ type: 'presence', peers });
    this.broadcast(room, peer.userId, { type: 'peer-joined', userId: peer.userId, name: peer.name });
    return connection;
  }

  async disconnect(appointmentId: number, connection: SignalConnection): Promise<void> {
    connection.close();
    const room = this.rooms.get(appointmentId);
    if (!room || room.get(connection.peer.userId) !== connection) return;
    room.delete(connection.peer.userId);
    if (room.size === 0) this.rooms.delete(appointmentId);
    const { userId, name } = connection.peer;
    this.broadcast(room, userId, { type: 'peer-left', userId, name, hungUp: connection.hungUp });
  }

  async send(appointmentId: number, fromUserId: number, payload: SignalPayload): Promise<boolean> {
    const room = this.rooms.get(appointmentId);
    const sender = room?.get(fromUserId);
    if (!room || !sender) return false;
    if (payload.kind === 'hangup') sender.hungUp = true;
    this.broadcast(room, fromUserId, { type: 'signal', from: fromUserId, payload });
    return true;
  }

  async close(): Promise<void> {
    for (const room of this.rooms.values()) for (const connection of room.values()) connection.close();
    this.rooms.clear();
  }

  private broadcast(room: Map<number, SignalConnection>, fromUserId: number, event: SignalEvent): void {
    for (const [userId, connection] of room) if (userId !== fromUserId) connection.push(event);
  }
}
