/**
 * Counts the writing statements this process runs on its database connection, so what it keeps in
 * memory about the data (the public reads' versions) knows when to look again. A statement is counted
 * when prepared: the driver runs it right after, in the same synchronous step.
 */
export class WriteCounter {
  #count = 0;

  get count(): number {
    return this.#count;
  }

  record(): void {
    this.#count += 1;
  }
}
