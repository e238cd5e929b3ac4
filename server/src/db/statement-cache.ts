import type { SqliteDatabase, SqliteStatement } from 'kysely';

export const preparedStatementLimit = 500;

/**
 * Kysely's SQLite driver prepares every query it runs; preparing costs about as much as running a
 * directory query. This keeps the statements by SQL text, the least recently used dropped past the
 * limit (searches bind their words as parameters, so the texts are few). Sharing a statement is safe
 * because the driver's one connection runs one query at a time, a stream holding it until its end.
 */
export function cachingStatements(database: SqliteDatabase, limit = preparedStatementLimit): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql) {
      const statement = statements.get(sql) ?? database.prepare(sql);
      // Re-inserting moves the statement to the newest end of the map's order.
      statements.delete(sql);
      statements.set(sql, statement);
      if (statements.size > limit) {
        const oldest = statements.keys().next();
        if (!oldest.done) statements.delete(oldest.value);
      }
      return statement;
    },
  };
}
