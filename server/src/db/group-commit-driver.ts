import type {
  CompiledQuery} from 'kysely';
import {
  SelectQueryNode,
  SqliteAdapter,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type SqliteDatabase,
  type SqliteStatement,
  type TransactionSettings,
} from 'kysely';

/** better-sqlite3's statements say whether they write; its database whether a transaction is open. */
type Statement = SqliteStatement & { readonly readonly?: boolean };

export interface GroupCommitDatabase extends SqliteDatabase {
  prepare(sql: string): Statement;
  readonly inTransaction: boolean;
}

const memberSavepoint = 'group_member';
const busyLimitMs = 5000;

const isBusy = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'SQLITE_BUSY';

/**
 * Runs `attempt` again while another connection holds the write lock, pausing between tries without
 * holding the thread: SQLite's own busy handler sleeps on it, and a connection that must first commit
 * on this same thread (a second app in one process, as tests run) would then never get to.
 */
async function whenNotBusy<T>(attempt: () => T): Promise<T> {
  const started = performance.now();
  for (let pause = 1; ; pause = Math.min(pause * 2, 20)) {
    try {
      return attempt();
    } catch (error) {
      if (!isBusy(error) || performance.now() - started > busyLimitMs) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** One hold of the connection: Kysely gives it back to `releaseConnection`, which may find it given up already. */
class Lease implements DatabaseConnection {
  inTransaction = false;
  released = false;

  readonly #driver: GroupCommitDriver;

  constructor(driver: GroupCommitDriver) {
    this.#driver = driver;
  }

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.#driver.run<R>(this, query);
  }

  streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    return this.#driver.stream<R>(this, query);
  }
}

/**
 * A SQLite driver whose transactions share their commit. With `synchronous = FULL` each commit waits for
 * the disk (about 0.7 ms of a 3 ms booking here), and better-sqlite3 waits on the main thread. So a
 * transaction runs as a savepoint inside one open transaction, gives the connection up when its
 * savepoint is released, and resolves only once that transaction is committed: on the next turn of the
 * event loop, with every transaction that ran meanwhile (the requests read in the same turn). A caller
 * is still answered only after its writes are on disk; a transaction that fails rolls back to its own
 * savepoint and leaves the others alone. A write outside any transaction commits the open one first, so
 * it is on disk when it returns, as before; reads outside a transaction run inside the open one.
 */
export class GroupCommitDriver implements Driver {
  readonly #db: GroupCommitDatabase;
  readonly #queue: (() => void)[] = [];
  #held = false;
  #open = false;
  #members: Waiter[] = [];
  #commitScheduled = false;
  #commitDue = false;

  constructor(db: GroupCommitDatabase) {
    this.#db = db;
  }

  async init(): Promise<void> {
    this.#exec('pragma busy_timeout = 0');
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#held) await new Promise<void>((resolve) => this.#queue.push(resolve));
    this.#held = true;
    return new Lease(this);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    if (lease.released) return;
    lease.released = true;
    this.#giveUp();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    if (settings.isolationLevel || settings.accessMode) throw new Error('SQLite transactions take no isolation level or access mode');
    if (!this.#open) {
      // Immediate: the write lock comes with the snapshot. A deferred one would read first, and another
      // server on the same file could commit before this one's first write, which SQLite then refuses
      // (SQLITE_BUSY_SNAPSHOT) instead of waiting.
      await whenNotBusy(() => this.#exec('begin immediate'));
      this.#open = true;
    }
    this.#exec(`savepoint ${memberSavepoint}`);
    (connection as Lease).inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    this.#exec(`release ${memberSavepoint}`);
    lease.inTransaction = false;
    const committed = new Promise<void>((resolve, reject) => this.#members.push({ resolve, reject }));
    lease.released = true;
    this.#giveUp();
    await committed;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as Lease).inTransaction = false;
    if (!this.#db.inTransaction) {
      // SQLite rolled the whole transaction back itself (a full disk, an I/O error): the members that
      // ran before this one are lost with it.
      this.#failGroup(new Error('A transação compartilhada foi desfeita pelo SQLite; nada foi gravado.'));
      return;
    }
    this.#exec(`rollback to ${memberSavepoint}`);
    this.#exec(`release ${memberSavepoint}`);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    void connection;
    void compile;
    this.#exec(`savepoint "${name}"`);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    void connection;
    this.#exec(`rollback to "${name}"`);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    void connection;
    this.#exec(`release "${name}"`);
  }

  async destroy(): Promise<void> {
    this.#commit();
    this.#db.close();
  }

  async run<R>(lease: Lease, query: CompiledQuery): Promise<QueryResult<R>> {
    // Inside a transaction this connection holds the write lock: nothing to wait for.
    return lease.inTransaction ? this.#runNow<R>(lease, query) : whenNotBusy(() => this.#runNow<R>(lease, query));
  }

  #runNow<R>(lease: Lease, { sql, parameters }: CompiledQuery): QueryResult<R> {
    const statement = this.#db.prepare(sql);
    if (!lease.inTransaction && statement.readonly !== true) this.#commit();
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return {
      insertId: lastInsertRowid === undefined || lastInsertRowid === null ? undefined : BigInt(lastInsertRowid),
      numAffectedRows: changes === undefined || changes === null ? undefined : BigInt(changes),
      rows: [],
    };
  }

  async *stream<R>(lease: Lease, { sql, parameters, query }: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query)) throw new Error('Sqlite driver only supports streaming of select queries');
    const statement = this.#db.prepare(sql);
    if (!lease.inTransaction && statement.readonly !== true) this.#commit();
    for (const row of statement.iterate(parameters)) yield { rows: [row as R] };
  }

  #exec(sql: string): void {
    this.#db.prepare(sql).run([]);
  }

  /** Hands the connection to the next in line, committing first when the open transaction is due. */
  #giveUp(): void {
    if (this.#commitDue) this.#commit();
    // Also after a rollback, which may leave the transaction open with no member waiting on it.
    if (this.#open) this.#scheduleCommit();
    const next = this.#queue.shift();
    if (next) next();
    else this.#held = false;
  }

  #scheduleCommit(): void {
    if (this.#commitScheduled) return;
    this.#commitScheduled = true;
    setImmediate(() => {
      this.#commitScheduled = false;
      this.#commitDue = true;
      if (!this.#held) this.#commit();
    });
  }

  #commit(): void {
    this.#commitDue = false;
    if (!this.#open) return;
    const members = this.#members;
    this.#members = [];
    this.#open = false;
    try {
      this.#exec('commit');
    } catch (error) {
      if (this.#db.inTransaction) this.#exec('rollback');
      for (const member of members) member.reject(error);
      return;
    }
    for (const member of members) member.resolve();
  }

  #failGroup(error: Error): void {
    const members = this.#members;
    this.#members = [];
    this.#open = false;
    for (const member of members) member.reject(error);
  }
}

/** Kysely's own mutex would keep the connection until a transaction's commit; the driver hands it out itself. */
class GroupCommitAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

export class GroupCommitDialect extends SqliteDialect {
  readonly #db: GroupCommitDatabase;

  constructor(db: GroupCommitDatabase) {
    super({ database: db });
    this.#db = db;
  }

  override createDriver(): Driver {
    return new GroupCommitDriver(this.#db);
  }

  override createAdapter(): SqliteAdapter {
    return new GroupCommitAdapter();
  }
}
