import { setTimeout as delay } from 'node:timers/promises';
import type { SignalEvent, SignalPayload } from '@acolhe/shared/sessions';
import type { Db } from '../db/connection.ts';
import { ChannelPublisher, listenToChannel, type ChannelListener } from '../db/postgres-channel.ts';
import { SignalConnection, type Peer } from './signal-connection.ts';
import type { SignallingRooms } from './signalling-rooms.ts';
import * as presence from './signalling-presence.repository.ts';

const channel = 'acolhe_signalling';
const relistenDelayMs = 1_000;

/** What servers tell each other; every server, the sender included, hears every message. */
type RelayMessage =
  | { kind: 'event'; appointmentId: number; exceptUserId: number; event: SignalEvent }
  | { kind: 'replaced'; appointmentId: number; userId: number; connectionId: string };

/**
 * Signalling rooms shared by every server on one PostgreSQL database. Who is in which room lives in the
 * signalling_presence table; each server holds only its own streams and hears the rooms' events with
 * LISTEN/NOTIFY, so the two participants may be connected to different servers, and a participant's
 * signals may reach any server.
 */
export class PostgresSignallingHub implements SignallingRooms {
  private readonly db: Db;
  private readonly url: string;
  private readonly onError: (error: unknown) => void;
  private readonly publisher: ChannelPublisher;
  private readonly streams = new Map<number, Map<number, SignalConnection>>();
  private listener: Promise<ChannelListener>;
  private closed = false;

  private constructor(db: Db, url: string, onError: (error: unknown) => void) {
    this.db = db;
    this.url = url;
    this.onError = onError;
    this.publisher = new ChannelPublisher(db, channel);
    this.listener = this.listen();
  }

  static async start(db: Db, url: string, onError: (error: unknown) => void): Promise<PostgresSignallingHub> {
    const hub = new PostgresSignallingHub(db, url, onError);
    await hub.listener;
    await presence.deleteDeadPresence(db);
    return hub;
  }

  async connect(appointmentId: number, peer: Peer): Promise<SignalConnection> {
    const { pid } = await this.listener;
    const connection = new SignalConnection(peer);
    const replaced = await presence.claimPresence(this.db, {
      appointmentId,
      peer,
      connectionId: connection.id,
      listenerPid: pid,
    });
    try {
      connection.push({ type: 'presence', peers: await presence.peersIn(this.db, appointmentId) });
      this.keep(appointmentId, connection);
      if (replaced) await this.publish({ kind: 'replaced', appointmentId, userId: peer.userId, connectionId: replaced });
      const joined = { type: 'peer-joined', userId: peer.userId, name: peer.name } as const;
      await this.publish({ kind: 'event', appointmentId, exceptUserId: peer.userId, event: joined });
    } catch (error) {
      await this.disconnect(appointmentId, connection);
      throw error;
    }
    return connection;
  }

  async disconnect(appointmentId: number, connection: SignalConnection): Promise<void> {
    connection.close();
    this.forget(appointmentId, connection);
    const { userId, name } = connection.peer;
    const left = await presence.releasePresence(this.db, { appointmentId, userId, connectionId: connection.id });
    if (!left) return;
    const event = { type: 'peer-left', userId, name, hungUp: left.hungUp } as const;
    await this.publish({ kind: 'event', appointmentId, exceptUserId: userId, event });
  }

  async send(appointmentId: number, fromUserId: number, payload: SignalPayload): Promise<boolean> {
    const present =
      payload.kind === 'hangup'
        ? await presence.markHungUp(this.db, appointmentId, fromUserId)
        : await presence.isPresent(this.db, appointmentId, fromUserId);
    if (!present) return false;
    const event = { type: 'signal', from: fromUserId, payload } as const;
    await this.publish({ kind: 'event', appointmentId, exceptUserId: fromUserId, event });
    return true;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.closeStreams();
    const listener = await this.listener.catch(() => null);
    await listener?.close();
  }

  private publish(message: RelayMessage): Promise<void> {
    return this.publisher.publish(JSON.stringify(message));
  }

  /** A message from any server (this one too): an event for this server's streams in the room, or a replacement. */
  private deliver(message: RelayMessage): void {
    const room = this.streams.get(message.appointmentId);
    if (!room) return;
    if (message.kind === 'replaced') {
      const connection = room.get(message.userId);
      if (connection?.id !== message.connectionId) return;
      connection.close();
      this.forget(message.appointmentId, connection);
      return;
    }
    for (const [userId, connection] of room) if (userId !== message.exceptUserId) connection.push(message.event);
  }

  private keep(appointmentId: number, connection: SignalConnection): void {
    const room = this.streams.get(appointmentId) ?? new Map<number, SignalConnection>();
    this.streams.set(appointmentId, room);
    room.get(connection.peer.userId)?.close();
    room.set(connection.peer.userId, connection);
  }

  private forget(appointmentId: number, connection: SignalConnection): void {
    const room = this.streams.get(appointmentId);
    if (room?.get(connection.peer.userId) !== connection) return;
    room.delete(connection.peer.userId);
    if (room.size === 0) this.streams.delete(appointmentId);
  }

  private closeStreams(): void {
    for (const room of this.streams.values()) for (const connection of room.values()) connection.close();
    this.streams.clear();
  }

  private listen(): Promise<ChannelListener> {
    return listenToChannel(this.url, channel, {
      message: (text) => this.deliver(JSON.parse(text) as RelayMessage),
      lost: (error) => this.listenerLost(error),
    });
  }

  /**
   * Events may have been missed while the LISTEN session was down: this server's streams end, so the
   * browsers reconnect and negotiate again, and a new session is opened.
   */
  private listenerLost(error: Error): void {
    this.onError(error);
    this.closeStreams();
    if (!this.closed) this.listener = this.listenAgain();
  }

  private async listenAgain(): Promise<ChannelListener> {
    for (;;) {
      await delay(relistenDelayMs);
      if (this.closed) throw new Error('signalling closed');
      try {
        return await this.listen();
      } catch (error) {
        this.onError(error);
      }
    }
  }
}
