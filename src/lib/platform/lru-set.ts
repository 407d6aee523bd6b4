/**
 * A bounded set that forgets its oldest entries first. Used for caches of "already seen" keys
 * (e.g. image URLs known to be loaded) that must not grow for the life of a long session.
 */
export class LruSet<T> {
  // A Map keeps insertion order, so its first key is always the oldest.
  private readonly entries = new Map<T, true>();

  constructor(private readonly maxEntries: number) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1)
      throw new RangeError(`maxEntries must be a positive integer, got ${maxEntries}`);
  }

  get size(): number {
    return this.entries.size;
  }

  has(value: T): boolean {
    return this.entries.has(value);
  }

  /** Adds or refreshes a value; refreshing moves it to the newest end so it is evicted last. */
  add(value: T): this {
    this.entries.delete(value);
    this.entries.set(value, true);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    return this;
  }

  delete(value: T): boolean {
    return this.entries.delete(value);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Oldest first. */
  values(): T[] {
    return [...this.entries.keys()];
  }
}
