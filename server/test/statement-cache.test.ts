import { afterEach, describe, expect, it } from 'vitest';
import { Kysely, SqliteDialect } from 'kysely';
import { openSqlite } from '../src/db/connection.ts';
import { cachingStatements } from '../src/db/statement-cache.ts';

interface Notes {
  notes: { id: number; body: string };
}

/** A real in-memory SQLite database whose prepare calls are counted by SQL text. */
function countedDatabase() {
  const sqlite = openSqlite(':memory:');
  const prepared = new Map<string, number>();
  const database = {
    close: () => sqlite.close(),
    get inTransaction() {
      return sqlite.inTransaction;
    },
    prepare(sql: string) {
      prepared.set(sql, (prepared.get(sql) ?? 0) + 1);
      return sqlite.prepare(sql);
    },
  };
  return { database, prepared };
}

let db: Kysely<Notes> | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

async function openNotes(limit?: number) {
  const counted = countedDatabase();
  db = new Kysely<Notes>({ dialect: new SqliteDialect({ database: cachingStatements(counted.database, limit) }) });
  await db.schema.createTable('notes').addColumn('id', 'integer', (col) => col.primaryKey()).addColumn('body', 'text').execute();
  return { db, prepared: counted.prepared };
}

describe('prepared statement cache', () => {
  it('prepares a query run many times once, with fresh parameters each time', async () => {
    const { db, prepared } = await openNotes();
    for (let id = 1; id <= 50; id += 1) {
      const inserted = await db.insertInto('notes').values({ id, body: `note ${id}` }).returning(['id', 'body']).executeTakeFirstOrThrow();
      expect(inserted).toEqual({ id, body: `note ${id}` });
      const read = await db.selectFrom('notes').select('body').where('id', '=', id).executeTakeFirst();
      expect(read?.body).toBe(`note ${id}`);
    }
    const updated = await db.updateTable('notes').set({ body: 'edited' }).where('id', '<=', 10).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(10n);
    const counts = [...prepared].filter(([sql]) => sql.startsWith('insert') || sql.startsWith('select'));
    expect(counts).toEqual([
      ['insert into "notes" ("id", "body") values (?, ?) returning "id", "body"', 1],
      ['select "body" from "notes" where "id" = ?', 1],
    ]);
  });

  it('keeps transactions: a commit keeps the rows, a rollback drops them, with statements reused', async () => {
    const { db, prepared } = await openNotes();
    await db.transaction().execute((trx) => trx.insertInto('notes').values({ id: 1, body: 'kept' }).execute());
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 2, body: 'dropped' }).execute();
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    await db.transaction().execute((trx) => trx.insertInto('notes').values({ id: 3, body: 'kept too' }).execute());
    const rows = await db.selectFrom('notes').select('id').orderBy('id').execute();
    expect(rows.map((row) => row.id)).toEqual([1, 3]);
    expect(prepared.get('begin')).toBe(1);
    expect(prepared.get('commit')).toBe(1);
  });

  it('streams with a reused statement and bounds the cache', async () => {
    const { db, prepared } = await openNotes(2);
    await db.insertInto('notes').values([{ id: 1, body: 'a' }, { id: 2, body: 'b' }]).execute();
    const query = db.selectFrom('notes').select('id').orderBy('id');
    const streamed: number[] = [];
    for await (const row of query.stream()) streamed.push(row.id);
    expect(streamed).toEqual([1, 2]);
    expect(await query.execute()).toEqual([{ id: 1 }, { id: 2 }]);
    for (const id of [1, 2, 1]) await db.selectFrom('notes').select('body').where('id', '=', id).execute();
    await db.selectFrom('notes').select('id').execute();
    await db.selectFrom('notes').select('body').execute();
    await db.selectFrom('notes').select('body').where('id', '=', 1).execute();
    // Two other texts through a cache of two evicted the first, so it was prepared again.
    expect(prepared.get('select "body" from "notes" where "id" = ?')).toBe(2);
  });
});
