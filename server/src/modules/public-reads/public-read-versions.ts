import { performance } from 'node:perf_hooks';
import { engineOf, type Db } from '../../db/connection.ts';
import type { WriteCounter } from '../../db/write-counter.ts';
import { selectPublicReadVersions, type PublicRead } from './public-reads.repository.ts';

/**
 * The public reads' versions (bumped by triggers, migration 0710), read from the database again only
 * when this process has written since the last reading, or when the last reading is older than
 * `recheckMs`. Reading them cost a directory or landing answer served from cache a good part of its CPU
 * (a SQLite read transaction each time; docs/decisions/public-caches.md "Public answer and page caches"). Every write through this server therefore shows at once; a write
 * by another process on the same SQLite file (the CLI) shows within `recheckMs`.
 * On PostgreSQL several servers share the database and no server counts another's writes, so the
 * versions are never trusted: each use reads them again (one small table's rows), and a write by any
 * server shows at once.
 */
export class PublicReadVersions {
  readonly #db: Db;
  readonly #writes: WriteCounter;
  readonly #recheckMs: number;
  readonly #shared: boolean;
  #versions: ReadonlyMap<string, number> = new Map();
  #writesSeen = -1;
  #readAt = Number.NEGATIVE_INFINITY;

  constructor(db: Db, writes: WriteCounter, recheckMs: number) {
    this.#db = db;
    this.#writes = writes;
    this.#recheckMs = recheckMs;
    this.#shared = engineOf(db) === 'postgres';
  }

  /** The versions last read while they can be trusted (no write since, read recently), else null. */
  trusted(): ReadonlyMap<string, number> | null {
    if (this.#shared) return null;
    const fresh = this.#writesSeen === this.#writes.count && performance.now() - this.#readAt < this.#recheckMs;
    return fresh ? this.#versions : null;
  }

  async current(): Promise<ReadonlyMap<string, number>> {
    const trusted = this.trusted();
    if (trusted) return trusted;
    const now = performance.now();
    // Taken before the query: a write landing while it runs is seen by the next call.
    const writesSeen = this.#writes.count;
    const versions = await selectPublicReadVersions(this.#db);
    this.#versions = versions;
    this.#writesSeen = writesSeen;
    this.#readAt = now;
    return versions;
  }

  async of(read: PublicRead): Promise<number> {
    return (await this.current()).get(read) ?? 0;
  }
}

/** What a kept copy remembers: the reads it was computed from and each one's version then, in order. */
export interface VersionedCopy {
  reads: readonly PublicRead[];
  versions: readonly number[];
}

/** The version of each of `reads` in `versions`, in order (0 for a read never bumped). */
export function versionsOf(reads: readonly PublicRead[], versions: ReadonlyMap<string, number>): number[] {
  return reads.map((read) => versions.get(read) ?? 0);
}

/** Whether every read of `copy` is still at the version it was computed at. */
export function isCurrent(copy: VersionedCopy, versions: ReadonlyMap<string, number>): boolean {
  return copy.reads.every((read, index) => (versions.get(read) ?? 0) === copy.versions[index]);
}
