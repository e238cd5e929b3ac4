import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * Who has a signalling stream open in which video session, when several servers share a PostgreSQL
 * database: the participants of one call may be connected to different servers. `listener_pid` is the
 * backend of the owning server's LISTEN session, so a crashed server's rows are known dead. Unlogged:
 * the rows describe open connections, which a database restart ends anyway. SQLite's single server keeps
 * this in memory.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema
    .createTable('signalling_presence')
    .modifyFront(sql`unlogged`)
    .addColumn('appointment_id', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('patient','psychologist')`))
    .addColumn('connection_id', 'text', (col) => col.notNull())
    .addColumn('listener_pid', 'integer', (col) => col.notNull())
    .addColumn('hung_up', 'boolean', (col) => col.notNull().defaultTo(false))
    // Presence lists peers in the order they arrived; a replaced stream keeps its place.
    .addColumn('arrival', 'bigint', (col) => col.notNull().generatedAlwaysAsIdentity())
    .addPrimaryKeyConstraint('signalling_presence_pkey', ['appointment_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema.dropTable('signalling_presence').execute();
}
