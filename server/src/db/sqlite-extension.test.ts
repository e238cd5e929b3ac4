import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openSqlite } from './connection.ts';

/**
 * SQLite plans a LIKE on an indexed column by the bound pattern, as it plans a join by its bound values,
 * unless the query planner stability guarantee is on; the plan shows which: a range on the index when it
 * read the value, a scan when it did not.
 */
function likePlan(sqlite: SQLite.Database): string {
  sqlite.exec('create table words (word text collate nocase); create index words_word on words (word);');
  const plan = sqlite.prepare('explain query plan select word from words where word like ?').all('ab%') as { detail: string }[];
  return plan.map((row) => row.detail).join('; ');
}

describe('the SQLite extension (server/native/sqlite-qpsg.c)', () => {
  it('is loaded into every connection the server opens, which then plans a statement from its text alone', () => {
    const sqlite = openSqlite(':memory:');
    try {
      expect(likePlan(sqlite)).toBe('SCAN words');
    } finally {
      sqlite.close();
    }
  });

  it('makes the difference: a bare better-sqlite3 connection plans by the bound value', () => {
    const bare = new SQLite(':memory:');
    try {
      expect(likePlan(bare)).toMatch(/^SEARCH words USING COVERING INDEX words_word \(word>\? AND word<\?\)$/);
    } finally {
      bare.close();
    }
  });
});
