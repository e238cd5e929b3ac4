import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import type { Db } from './connection.ts';
import { ChunkAssembler, chunksOf } from './notify-chunks.ts';

/** A LISTEN session on its own client, outside the pool: a pooled connection would be handed to others. */
export interface ChannelListener {
  /** The session's backend pid: while it shows in pg_stat_activity, this server is up. */
  pid: number;
  close(): Promise<void>;
}

export interface ChannelHandlers {
  message(text: string): void;
  /** The session ended without close() (the database restarted, the network dropped). */
  lost(error: Error): void;
}

export async function listenToChannel(url: string, channel: string, handlers: ChannelHandlers): Promise<ChannelListener> {
  const client = new pg.Client({ connectionString: url });
  const assembler = new ChunkAssembler();
  let ended = false;
  const lose = (error: Error) => {
    if (ended) return;
    ended = true;
    client.end().catch(() => undefined);
    handlers.lost(error);
  };
  client.on('notification', (notification) => {
    if (notification.channel !== channel || notification.payload === undefined) return;
    const text = assembler.add(notification.payload);
    if (text !== null) handlers.message(text);
  });
  client.on('error', lose);
  client.on('end', () => lose(new Error(`LISTEN ${channel}: conexão encerrada`)));
  try {
    await client.connect();
    await client.query(`listen ${client.escapeIdentifier(channel)}`);
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const pid = rows[0]?.pid;
    if (pid === undefined) throw new Error('pg_backend_pid() sem resposta');
    return {
      pid,
      async close() {
        ended = true;
        await client.end();
      },
    };
  } catch (error) {
    ended = true;
    await client.end().catch(() => undefined);
    throw error;
  }
}

/** Sends texts of any length on a channel: chunked, the chunks of one text in one transaction. */
export class ChannelPublisher {
  private readonly db: Db;
  private readonly channel: string;
  private readonly sender = randomBytes(6).toString('hex');
  private sent = 0;

  constructor(db: Db, channel: string) {
    this.db = db;
    this.channel = channel;
  }

  async publish(text: string): Promise<void> {
    this.sent += 1;
    const chunks = chunksOf(`${this.sender}.${this.sent}`, text);
    if (chunks.length === 1) {
      await this.notify(this.db, chunks);
      return;
    }
    // In one transaction, PostgreSQL delivers the chunks together and in order.
    await this.db.transaction().execute((trx) => this.notify(trx, chunks));
  }

  private async notify(db: Db, chunks: string[]): Promise<void> {
    for (const chunk of chunks) await sql`select pg_notify(${this.channel}, ${chunk})`.execute(db);
  }
}
