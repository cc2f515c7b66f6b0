import { createHash } from 'node:crypto';

export interface RenderedHtml {
  status: number;
  html: string;
  etag: string;
  /** Extra headers the answer carries (X-Robots-Tag). */
  headers: Record<string, string>;
  /** The gzipped HTML, made on first need and kept with the entry. */
  gzip?: Buffer;
}

interface Entry extends RenderedHtml {
  ownerId: string;
  expiresAt: number;
}

/** Where the cache's history stood when a render began; taken before the render reads anything. */
export type RenderTicket = number;

/** A strong ETag from the bytes: the same HTML always gets the same tag, on every process. */
export const etagOf = (html: string): string => `"${createHash('sha1').update(html).digest('base64url')}"`;

/**
 * Rendered public HTML, kept until the owner changes anything (every authenticated write
 * invalidates that owner's entries before its response is sent, see plugins/public-cache.ts) or a
 * short TTL passes (for changes no request makes: a plan running out at its period end).
 * In memory per process; with several processes each keeps its own, bounded by size and TTL.
 *
 * A render that read the owner before a write must not store what it read after that write's
 * invalidation (docs/decisions/012-render-cache-fills-after-writes.md): a render takes a ticket
 * before its first read, and `fill` drops the result when the owner was invalidated since.
 */
export class RenderCache {
  readonly #entries = new Map<string, Entry>();
  /** Counts invalidations; a ticket is its value when a render began. */
  #clock = 0;
  /** The clock at each owner's latest invalidation, oldest first, at most `maxOwners` of them. */
  readonly #invalidatedAt = new Map<string, number>();
  /** The newest invalidation forgotten from #invalidatedAt: renders older than it are refused. */
  #forgottenUpTo = 0;

  constructor(
    readonly maxEntries = 2000,
    readonly ttlMs = 60_000,
    readonly maxOwners = 10_000,
  ) {}

  get(key: string): RenderedHtml | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks the entry as recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  /** To be taken before the render's first database read. */
  startRender(): RenderTicket {
    return this.#clock;
  }

  /** Stores a render unless the owner changed anything after its ticket was taken; says which. */
  fill(key: string, ownerId: string, rendered: RenderedHtml, ticket: RenderTicket): boolean {
    if (ticket < this.#forgottenUpTo || (this.#invalidatedAt.get(ownerId) ?? 0) > ticket) return false;
    this.#entries.delete(key);
    this.#entries.set(key, { ...rendered, ownerId, expiresAt: Date.now() + this.ttlMs });
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    return true;
  }

  invalidateOwner(ownerId: string): void {
    this.#clock += 1;
    this.#invalidatedAt.delete(ownerId);
    this.#invalidatedAt.set(ownerId, this.#clock);
    if (this.#invalidatedAt.size > this.maxOwners) {
      const [oldest, at] = this.#invalidatedAt.entries().next().value!;
      this.#invalidatedAt.delete(oldest);
      this.#forgottenUpTo = at;
    }
    for (const [key, entry] of this.#entries) if (entry.ownerId === ownerId) this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}
