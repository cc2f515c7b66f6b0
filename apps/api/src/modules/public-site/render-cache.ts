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

/** A strong ETag from the bytes: the same HTML always gets the same tag, on every process. */
export const etagOf = (html: string): string => `"${createHash('sha1').update(html).digest('base64url')}"`;

/**
 * Rendered public HTML, kept until the owner changes anything (every successful authenticated
 * write invalidates that owner's entries, see plugins/public-cache-invalidation.ts) or a short
 * TTL passes (for changes no request makes: a plan running out at its period end).
 * In memory per process; with several processes each keeps its own, bounded by size and TTL.
 */
export class RenderCache {
  readonly #entries = new Map<string, Entry>();

  constructor(
    readonly maxEntries = 2000,
    readonly ttlMs = 60_000,
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

  set(key: string, ownerId: string, rendered: RenderedHtml): void {
    this.#entries.delete(key);
    this.#entries.set(key, { ...rendered, ownerId, expiresAt: Date.now() + this.ttlMs });
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
  }

  invalidateOwner(ownerId: string): void {
    for (const [key, entry] of this.#entries) if (entry.ownerId === ownerId) this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}
