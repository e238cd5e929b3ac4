import type { Db } from '../../db/connection.ts';
import { selectPublicReadVersion } from './public-reads.repository.ts';
import type { VersionedCache } from './versioned-cache.ts';

/**
 * The cached answer while the read's version in the database is the one it was computed at, else a
 * fresh one. The version is read before computing, so a write landing meanwhile leaves the answer
 * tagged older than the data and the next request recomputes: never stale, at worst computed twice.
 */
export async function cachedRead<Value>(db: Db, cache: VersionedCache<Value>, key: string, compute: () => Promise<Value>): Promise<Value> {
  const version = await selectPublicReadVersion(db, cache.read);
  const cached = cache.get(version, key);
  if (cached !== undefined) return cached;
  const value = await compute();
  cache.set(version, key, value);
  return value;
}
