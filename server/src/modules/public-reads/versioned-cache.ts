import { LruMap } from '../../lru-map.ts';
import type { PublicRead } from './public-reads.repository.ts';

/**
 * One public read's answers by normalised input, valid for one version of the data they come from. A
 * newer version seen by any request empties the cache; an answer computed from an older version than
 * the cache holds is not kept. Bounded, the least recently used dropped first, as inputs are free text.
 */
export class VersionedCache<Value> {
  #version = -1;
  readonly #entries: LruMap<string, Value>;
  readonly read: PublicRead;

  constructor(read: PublicRead, capacity: number) {
    this.read = read;
    this.#entries = new LruMap(capacity);
  }

  get(version: number, key: string): Value | undefined {
    this.#advance(version);
    if (version !== this.#version) return undefined;
    return this.#entries.get(key);
  }

  set(version: number, key: string, value: Value): void {
    this.#advance(version);
    if (version !== this.#version) return;
    this.#entries.set(key, value);
  }

  #advance(version: number): void {
    if (version <= this.#version) return;
    this.#version = version;
    this.#entries.clear();
  }
}
