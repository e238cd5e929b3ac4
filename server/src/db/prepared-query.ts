import type { Compilable, CompiledQuery } from 'kysely';
import { engineOf, type DatabaseEngine, type Db } from './connection.ts';

const placeholderMark = '\u0000acolhe-parameter:';

type Parameters = Record<string, string | number | null>;

interface Prepared<R> {
  query: CompiledQuery<R>;
  /** For each of the query's parameters, the name of the value it takes, or null for a constant. */
  names: (string | null)[];
}

function prepare<P extends Parameters, R>(db: Db, build: PreparedBuilder<P, R>): Prepared<R> {
  const used = new Set<string>();
  const query = build(db, (name) => {
    used.add(name);
    return `${placeholderMark}${name}` as P[typeof name];
  }).compile();
  if (query.sql.includes(placeholderMark)) throw new Error('preparedQuery: a parameter was written into the SQL text; pass it as a value');
  const names = query.parameters.map((value) =>
    typeof value === 'string' && value.startsWith(placeholderMark) ? value.slice(placeholderMark.length) : null,
  );
  const missing = [...used].filter((name) => !names.includes(name));
  if (missing.length > 0) throw new Error(`preparedQuery: ${missing.join(', ')} did not reach the query as a value (computed with, or inside a list?)`);
  return { query, names };
}

export type PreparedBuilder<P extends Parameters, R> = (db: Db, value: <K extends keyof P & string>(name: K) => P[K]) => Compilable<R>;

/**
 * A query Kysely builds and compiles once per database engine, then runs with fresh values. For the
 * statements every request or booking runs: building and compiling one costs Kysely several times what
 * SQLite takes to run it (docs/decisions/statement-cache.md "Prepared hot queries and the statement cache"). `build` must hand each value straight to the query, as a compared
 * or inserted value, never compute with it or put it in a list: a value stands in as a placeholder
 * while the query is compiled, and one that does not come out as a parameter is refused at the first run.
 * `preparedQuery<{ id: number }>()((db, value) => db.selectFrom('users').selectAll().where('id', '=', value('id')))`
 */
export function preparedQuery<P extends Parameters>() {
  // Curried so that the rows' type is inferred from the query while the values' type is named.
  return <R>(build: PreparedBuilder<P, R>): ((db: Db, values: P) => Promise<R[]>) => run(build);
}

function run<P extends Parameters, R>(build: PreparedBuilder<P, R>): (db: Db, values: P) => Promise<R[]> {
  const compiled = new Map<DatabaseEngine, Prepared<R>>();
  return async (db, values) => {
    const engine = engineOf(db);
    let prepared = compiled.get(engine);
    if (!prepared) {
      prepared = prepare(db, build);
      compiled.set(engine, prepared);
    }
    const { query, names } = prepared;
    const parameters = query.parameters.map((constant, index) => {
      const name = names[index];
      return name === null || name === undefined ? constant : values[name];
    });
    const result = await db.executeQuery<R>({ ...query, parameters, queryId: { queryId: '' } });
    return result.rows;
  };
}
