/**
 * A map holding at most `capacity` entries: reading or writing an entry makes it the newest, and past
 * the capacity the least recently used one is dropped. (A Map keeps insertion order, so re-inserting
 * moves an entry to the newest end and the first key is the oldest.)
 */
export class LruMap<Key, Value> {
  readonly #entries = new Map<Key, Value>();
  readonly capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  get(key: Key): Value | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: Key, value: Value): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size <= this.capacity) return;
    const oldest = this.#entries.keys().next();
    if (!oldest.done) this.#entries.delete(oldest.value);
  }

  clear(): void {
    this.#entries.clear();
  }
}
