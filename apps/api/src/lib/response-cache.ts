import { createHash } from 'node:crypto';

/** `payload` is the body as bytes, written as is on every hit. */
export type CachedResponse = { body: string; payload: Buffer; etag: string };

/**
 * In-process cache of serialised public answers. Loads once per key, answers from memory until
 * `invalidate()`; concurrent misses share one load. Writers call `invalidate()` (and other processes
 * hear of it through the database's change channel), so a change shows at once.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Promise<CachedResponse>>();
  private generation = 0;
  private readonly values = new WeakMap<CachedResponse, unknown>();

  constructor(private readonly maxEntries = 500) {}

  /** `serialize` turns a loaded value into the body once, when the entry is filled (a route's serializer). */
  async get(
    key: string,
    load: () => Promise<unknown>,
    serialize: (value: unknown) => string = JSON.stringify,
  ): Promise<CachedResponse> {
    const cached = this.entries.get(key);
    if (cached) return cached;
    const generation = this.generation;
    const pending = load().then((value) => {
      const body = serialize(value);
      const payload = Buffer.from(body);
      return { body, payload, etag: `"${createHash('sha1').update(payload).digest('base64url')}"` };
    });
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, pending);
    const forget = () => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    };
    pending.then(() => {
      // A change that landed while loading makes this answer stale: do not keep it.
      if (generation !== this.generation) forget();
    }, forget);
    return pending;
  }

  /**
   * A kept answer read back as a value (the venue's hours, a bookable unit): `read` runs once per
   * entry, so a hit hands back the same value without parsing its JSON again.
   */
  async getValue<T>(key: string, load: () => Promise<unknown>, read: (body: string) => T): Promise<T> {
    const cached = await this.get(key, load);
    let value = this.values.get(cached) as T | undefined;
    if (value === undefined) {
      value = read(cached.body);
      this.values.set(cached, value);
    }
    return value;
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
