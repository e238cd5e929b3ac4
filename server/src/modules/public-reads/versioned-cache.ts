import type { PublicRead } from './public-reads.repository.ts';

/**
 * One public read's answers by normalised input, valid for one version of the data they come from. A
 * newer version seen by any request empties the cache; an answer computed from an older version than
 * the cache holds is not kept. Bounded, the least recently used dropped first, as inputs are free text.
 */
export class VersionedCache<Value> {
  #version = -1;
  readonly #entries = new Map<string, Value>();
  readonly read: PublicRead;
  readonly capacity: number;

  constructor(read: PublicRead, capacity: number) {
    this.read = read;
    this.capacity = capacity;
  }

  get(version: number, key: string): Value | undefined {
    this.#advance(version);
    if (version !== this.#version) return undefined;
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(version: number, key: string, value: Value): void {
    this.#advance(version);
    if (version !== this.#version) return;
    this.#entries.set(key, value);
    if (this.#entries.size <= this.capacity) return;
    const oldest = this.#entries.keys().next();
    if (!oldest.done) this.#entries.delete(oldest.value);
  }

  #advance(version: number): void {
    if (version <= this.#version) return;
    this.#version = version;
    this.#entries.clear();
  }
}
