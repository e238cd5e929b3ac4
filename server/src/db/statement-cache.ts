import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { LruMap } from '../lru-map.ts';
import type { GroupCommitDatabase } from './group-commit-driver.ts';
import type { WriteCounter } from './write-counter.ts';

export const preparedStatementLimit = 500;

/** better-sqlite3's statements also say whether they write; a database that does not say is counted as writing. */
type Statement = SqliteStatement & { readonly readonly?: boolean };

interface PreparingDatabase extends SqliteDatabase {
  prepare(sql: string): Statement;
  readonly inTransaction: boolean;
}

/**
 * Kysely's SQLite driver prepares every query it runs; preparing costs about as much as running a
 * directory query. This keeps the statements by SQL text, the least recently used dropped past the
 * limit (searches bind their words as parameters, so the texts are few). Sharing a statement is safe
 * because the driver's one connection runs one query at a time, a stream holding it until its end.
 * Writing statements are counted in `writes` as they are handed out.
 */
export function cachingStatements(
  database: PreparingDatabase,
  limit = preparedStatementLimit,
  writes?: WriteCounter,
): GroupCommitDatabase {
  const statements = new LruMap<string, Statement>(limit);
  return {
    get inTransaction() {
      return database.inTransaction;
    },
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql) {
      const statement = statements.get(sql) ?? database.prepare(sql);
      if (statement.readonly !== true) writes?.record();
      statements.set(sql, statement);
      return statement;
    },
  };
}
