import type { PublicReadVersions } from './public-read-versions.ts';
import type { VersionedCache } from './versioned-cache.ts';

/**
 * The cached answer while the read's version (see PublicReadVersions) is the one it was computed at, else a
 * fresh one. The version is read before computing, so a write landing meanwhile leaves the answer
 * tagged older than the data and the next request recomputes: never stale, at worst computed twice.
 */
export async function cachedRead<Value>(
  versions: PublicReadVersions,
  cache: VersionedCache<Value>,
  key: string,
  compute: () => Promise<Value>,
): Promise<Value> {
  const version = await versions.of(cache.read);
  const cached = cache.get(version, key);
  if (cached !== undefined) return cached;
  const value = await compute();
  cache.set(version, key, value);
  return value;
}
