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

/** SQLite rolled the whole transaction back itself (a full disk, an I/O error): every member is lost. */
const undoneBySqlite = () => new Error('A transação compartilhada foi desfeita pelo SQLite; nada dela foi gravado.');
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
 * the disk (docs/decisions/group-commit-driver.md "Group-commit driver for SQLite"), and better-sqlite3 waits on the main thread. So a
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
  /** The lease holding the connection now, if any. */
  #holder: Lease | null = null;
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
    const lease = new Lease(this);
    await this.#hold(lease);
    return lease;
  }

  async #hold(lease: Lease): Promise<void> {
    if (this.#held) await new Promise<void>((resolve) => this.#queue.push(resolve));
    this.#held = true;
    this.#holder = lease;
    lease.released = false;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    if (lease.released) return;
    lease.released = true;
    this.#giveUp();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    if (settings.isolationLevel || settings.accessMode) throw new Error('SQLite transactions take no isolation level or access mode');
    // A lease kept by `db.connection()` past a transaction it ran (the migrator's) takes the connection again.
    const lease = connection as Lease;
    if (lease.released) await this.#hold(lease);
    if (this.#open && !this.#db.inTransaction) this.#failGroup(undoneBySqlite());
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
    const lease = connection as Lease;
    // Asked after its savepoint was released (the shared commit failed): the connection is someone else's
    // by now, and the group's failure already undid this transaction.
    if (lease.released) return;
    lease.inTransaction = false;
    this.#undoMember();
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
    // A transaction still running is undone, as closing the database did before; the ones done are committed.
    if (this.#holder?.inTransaction) {
      this.#holder.inTransaction = false;
      this.#undoMember();
    }
    this.#commit();
    this.#db.close();
  }

  async run<R>(lease: Lease, query: CompiledQuery): Promise<QueryResult<R>> {
    // Inside a transaction this connection holds the write lock: nothing to wait for.
    if (lease.inTransaction) return this.#runNow<R>(lease, query);
    if (!lease.released) return whenNotBusy(() => this.#runNow<R>(lease, query));
    // A lease whose transaction gave the connection up at its commit, still used by `db.connection()`
    // (the migrator): each query takes the connection again, on its own, so it never runs inside
    // another caller's transaction.
    await this.#hold(lease);
    try {
      return await whenNotBusy(() => this.#runNow<R>(lease, query));
    } finally {
      lease.released = true;
      this.#giveUp();
    }
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
    if (lease.released) throw new Error('Sqlite driver streams only on a connection it holds');
    if (!SelectQueryNode.is(query)) throw new Error('Sqlite driver only supports streaming of select queries');
    const statement = this.#db.prepare(sql);
    if (!lease.inTransaction && statement.readonly !== true) this.#commit();
    for (const row of statement.iterate(parameters)) yield { rows: [row as R] };
  }

  #exec(sql: string): void {
    this.#db.prepare(sql).run([]);
  }

  /** Undoes the current member's savepoint, or the whole group when SQLite has rolled it back itself. */
  #undoMember(): void {
    if (!this.#db.inTransaction) {
      this.#failGroup(undoneBySqlite());
      return;
    }
    this.#exec(`rollback to ${memberSavepoint}`);
    this.#exec(`release ${memberSavepoint}`);
  }

  /** Hands the connection to the next in line, committing first when the open transaction is due. */
  #giveUp(): void {
    this.#holder = null;
    try {
      if (this.#commitDue) this.#commit();
    } finally {
      // Also after a rollback, which may leave the transaction open with no member waiting on it.
      if (this.#open) this.#scheduleCommit();
      const next = this.#queue.shift();
      if (next) next();
      else this.#held = false;
    }
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

  /** Commits the open transaction and settles its members, whatever happens. Never throws. */
  #commit(): void {
    this.#commitDue = false;
    if (!this.#open) return;
    if (!this.#db.inTransaction) {
      this.#failGroup(undoneBySqlite());
      return;
    }
    const members = this.#members;
    this.#members = [];
    this.#open = false;
    try {
      this.#exec('commit');
    } catch (error) {
      try {
        if (this.#db.inTransaction) this.#exec('rollback');
      } catch {
        // The commit's own error is the one each member is told.
      }
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
