/**
 * A small in-process cache of serialized responses for hot public reads (the public quiz list, a public
 * quiz's view). Writes on this instance invalidate at once; other instances see a change within `ttlMs`.
 */
export class ResponseCache<Meta = undefined> {
  private readonly entries = new Map<string, { body: string; meta: Meta; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string): { body: string; meta: Meta } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, body: string, meta: Meta) {
    this.entries.delete(key);
    this.entries.set(key, { body, meta, expires: Date.now() + this.ttlMs });
    // Map keeps insertion order: the first key is the oldest.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}
