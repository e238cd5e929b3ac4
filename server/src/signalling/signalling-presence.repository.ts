import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import type { Peer } from './signal-connection.ts';

/** The row's server is still up: its LISTEN session is still open (a crashed server's rows linger). */
const serverAlive = sql<boolean>`listener_pid in (select pid from pg_stat_activity)`;

/** Makes `connectionId` the participant's stream in the room; the id of the stream it replaces, if any. */
export async function claimPresence(
  db: Db,
  entry: { appointmentId: number; peer: Peer; connectionId: string; listenerPid: number },
): Promise<string | null> {
  const { appointmentId, peer, connectionId, listenerPid } = entry;
  const row = await db
    .with('previous', (qb) =>
      qb
        .selectFrom('signalling_presence')
        .select('connection_id')
        .where('appointment_id', '=', appointmentId)
        .where('user_id', '=', peer.userId),
    )
    .insertInto('signalling_presence')
    .values({
      appointment_id: appointmentId,
      user_id: peer.userId,
      name: peer.name,
      role: peer.role,
      connection_id: connectionId,
      listener_pid: listenerPid,
    })
    .onConflict((conflict) =>
      conflict.columns(['appointment_id', 'user_id']).doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        connection_id: eb.ref('excluded.connection_id'),
        listener_pid: eb.ref('excluded.listener_pid'),
        hung_up: false,
      })),
    )
    .returning(sql<string | null>`(select connection_id from previous)`.as('replaced'))
    .executeTakeFirstOrThrow();
  return row.replaced;
}

/** Everyone connected to the room, in the order they arrived. */
export function peersIn(db: Db, appointmentId: number): Promise<Peer[]> {
  return db
    .selectFrom('signalling_presence')
    .select(['user_id as userId', 'name', 'role'])
    .where('appointment_id', '=', appointmentId)
    .where(serverAlive)
    .orderBy('arrival')
    .execute();
}

/** Whether the participant has a stream open in the room. */
export async function isPresent(db: Db, appointmentId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('signalling_presence')
    .select('user_id')
    .where('appointment_id', '=', appointmentId)
    .where('user_id', '=', userId)
    .where(serverAlive)
    .executeTakeFirst();
  return row !== undefined;
}

/** Remembers a hang-up for the participant's leaving; false when they have no stream open in the room. */
export async function markHungUp(db: Db, appointmentId: number, userId: number): Promise<boolean> {
  const row = await db
    .updateTable('signalling_presence')
    .set({ hung_up: true })
    .where('appointment_id', '=', appointmentId)
    .where('user_id', '=', userId)
    .where(serverAlive)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes the participant's presence if `connectionId` is still their stream; whether they had hung up. */
export async function releasePresence(
  db: Db,
  entry: { appointmentId: number; userId: number; connectionId: string },
): Promise<{ hungUp: boolean } | undefined> {
  const row = await db
    .deleteFrom('signalling_presence')
    .where('appointment_id', '=', entry.appointmentId)
    .where('user_id', '=', entry.userId)
    .where('connection_id', '=', entry.connectionId)
    .returning('hung_up')
    .executeTakeFirst();
  return row && { hungUp: row.hung_up };
}

/** Forgets the streams of servers that are gone without saying so. */
export async function deleteDeadPresence(db: Db): Promise<void> {
  await db.deleteFrom('signalling_presence').where(sql<boolean>`not (${serverAlive})`).execute();
}
