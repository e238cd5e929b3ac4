import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GroupCommitDialect } from './group-commit-driver.ts';
import { openSqlite } from './connection.ts';
import { cachingStatements } from './statement-cache.ts';

interface Notes {
  notes: { id: number; body: string };
}

let dir: string;
let path: string;
let db: Kysely<Notes>;
/** A second connection to the same file, as another process would have: it sees committed data only. */
let other: SQLite.Database;

const committedIds = () => (other.prepare('select id from notes order by id').pluck().all() as number[]);

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'acolhe-group-commit-'));
  path = join(dir, 'notes.db');
  db = new Kysely<Notes>({ dialect: new GroupCommitDialect(cachingStatements(openSqlite(path))) });
  await db.schema.createTable('notes').addColumn('id', 'integer', (col) => col.primaryKey()).addColumn('body', 'text', (col) => col.notNull()).execute();
  other = new SQLite(path, { readonly: true });
});

afterEach(async () => {
  other.close();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const insertNote = (id: number) =>
  db.transaction().execute(async (trx) => {
    await trx.insertInto('notes').values({ id, body: `note ${id}` }).execute();
    return id;
  });

describe('transactions that share their commit', () => {
  it('answers a transaction only once its writes are committed, and commits those started together at once', async () => {
    const started = [1, 2, 3, 4, 5, 6, 7, 8].map(insertNote);
    // All eight have run by now (nothing in them waits on anything but the database); none is committed yet.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const seenAtFirstAnswer = await Promise.race(started.map((answer) => answer.then(() => committedIds())));
    expect(seenAtFirstAnswer).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await Promise.all(started)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('a transaction answered is on disk: another connection reads it at once', async () => {
    for (const id of [1, 2, 3]) {
      await insertNote(id);
      expect(committedIds()).toContain(id);
    }
  });

  it('a transaction that fails is undone alone; the others of its turn are committed', async () => {
    const first = insertNote(1);
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 3, body: 'half done' }).execute();
      throw new Error('refused after a write');
    });
    const duplicate = db.transaction().execute((trx) => trx.insertInto('notes').values({ id: 1, body: 'same id' }).execute());
    const answers = await Promise.allSettled([first, failing, insertNote(2), duplicate, insertNote(4)]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
    expect(committedIds()).toEqual([1, 2, 4]);
    expect(other.prepare('select body from notes where id = 1').pluck().get()).toBe('note 1');
  });

  it('keeps the pages a member changes in memory, and undoes a member that changed hundreds of them', async () => {
    expect(await sql<{ temp_store: number }>`pragma temp_store`.execute(db).then(({ rows }) => rows[0]?.temp_store)).toBe(2);
    const big = 'x'.repeat(4000);
    const kept = insertNote(1);
    const failing = db.transaction().execute(async (trx) => {
      for (let id = 100; id < 400; id += 1) await trx.insertInto('notes').values({ id, body: big }).execute();
      throw new Error('refused after 1.2 MB of writes');
    });
    const answers = await Promise.allSettled([kept, failing, insertNote(2)]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committedIds()).toEqual([1, 2]);
  });

  it('a write outside any transaction commits the open one first and is on disk when it returns', async () => {
    const grouped = insertNote(1);
    await db.insertInto('notes').values({ id: 2, body: 'alone' }).execute();
    expect(committedIds()).toEqual([1, 2]);
    await grouped;
  });

  it('a read outside a transaction sees the writes of the open one', async () => {
    const grouped = insertNote(7);
    const read = await db.selectFrom('notes').select('id').execute();
    expect(read).toEqual([{ id: 7 }]);
    await grouped;
  });

  it('a transaction that waits on something else keeps the connection, and the others wait for it', async () => {
    const order: string[] = [];
    const slow = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 1, body: 'slow' }).execute();
      await new Promise((resolve) => setTimeout(resolve, 20));
      const count = await trx.selectFrom('notes').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
      order.push(`slow saw ${count.n}`);
    });
    const quick = insertNote(2).then(() => order.push('quick'));
    await Promise.all([slow, quick]);
    expect(order).toEqual(['slow saw 1', 'quick']);
    expect(committedIds()).toEqual([1, 2]);
  });

  it('two databases on one file in one process take turns without holding the thread', async () => {
    const second = new Kysely<Notes>({ dialect: new GroupCommitDialect(cachingStatements(openSqlite(path))) });
    const onSecond = (id: number) => second.transaction().execute((trx) => trx.insertInto('notes').values({ id, body: 'second' }).execute());
    // With SQLite's own busy handler, the second would sleep on the thread the first needs to commit, and
    // fail with SQLITE_BUSY after its timeout.
    await Promise.all([insertNote(1), onSecond(2), insertNote(3), onSecond(4), second.insertInto('notes').values({ id: 5, body: 'plain' }).execute()]);
    await second.destroy();
    expect(committedIds()).toEqual([1, 2, 3, 4, 5]);
  });

  it('a commit that fails fails every transaction of its group, and the next group works', async () => {
    await sql`create table parents (id integer primary key)`.execute(db);
    await sql`create table children (id integer primary key, parent_id integer references parents(id) deferrable initially deferred)`.execute(db);
    // A deferred foreign key is checked only at COMMIT: the group's commit fails, not the statement.
    const orphan = db.transaction().execute((trx) => sql`insert into children (id, parent_id) values (1, 99)`.execute(trx));
    const answers = await Promise.allSettled([insertNote(1), orphan, insertNote(2)]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(String((answers[0] as PromiseRejectedResult).reason)).toContain('FOREIGN KEY');
    expect(committedIds()).toEqual([]);
    await Promise.all([insertNote(3), insertNote(4)]);
    expect(committedIds()).toEqual([3, 4]);
  });

  it('a query a finished transaction left running is refused, not run in the next one', async () => {
    let late: Promise<unknown> = Promise.resolve();
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 1, body: 'on time' }).execute();
      late = new Promise((resolve) => setTimeout(resolve, 5)).then(() => trx.insertInto('notes').values({ id: 2, body: 'late' }).execute());
    });
    await expect(late).rejects.toThrow();
    expect(committedIds()).toEqual([1]);
  });

  it('closing the database undoes a transaction still running and commits the finished ones', async () => {
    const done = insertNote(1);
    let inserted: () => void = () => {};
    const running = new Promise<void>((resolve) => (inserted = resolve));
    const unfinished = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 2, body: 'half' }).execute();
      inserted();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await trx.insertInto('notes').values({ id: 3, body: 'never' }).execute();
    });
    await running;
    await db.destroy();
    await done;
    await expect(unfinished).rejects.toThrow();
    expect(committedIds()).toEqual([1]);
    db = new Kysely<Notes>({ dialect: new GroupCommitDialect(cachingStatements(openSqlite(path))) });
  });

  it('closing the database commits what is open', async () => {
    let ran: () => void = () => {};
    const callbackDone = new Promise<void>((resolve) => (ran = resolve));
    const grouped = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 5, body: 'last' }).execute();
      ran();
    });
    await callbackDone;
    // A few more steps of the same turn: the transaction reaches its commit, which waits for the next turn.
    for (let step = 0; step < 20; step += 1) await Promise.resolve();
    expect(committedIds()).toEqual([]);
    await db.destroy();
    await grouped;
    expect(committedIds()).toEqual([5]);
    db = new Kysely<Notes>({ dialect: new GroupCommitDialect(cachingStatements(openSqlite(path))) });
  });
});
