import { hash } from 'node:crypto';
import { MemoryCoordination, type Coordination, type RenderTicket } from '../../plugins/coordination';

export interface RenderedHtml {
  status: number;
  /**
   * The document as UTF-8 bytes, encoded once at render. A rendered string is often two bytes a
   * character (one non-Latin-1 character makes the whole string so) and was encoded again on every
   * send; the bytes are half the memory and go out as they are.
   */
  body: Buffer;
  etag: string;
  /** Extra headers the answer carries (X-Robots-Tag). */
  headers: Record<string, string>;
  /** The gzipped HTML, made on first need and kept with the entry. */
  gzip?: Buffer;
}

interface Entry extends RenderedHtml {
  ownerId: string;
  ticket: RenderTicket;
  expiresAt: number;
}

/** A render that took longer than this is served but not kept (an owner's changes are remembered far longer). */
const MAX_RENDER_MS = 30_000;

/** A strong ETag from the bytes: the same HTML always gets the same tag, on every process. */
export const etagOf = (body: Buffer): string => `"${hash('sha1', body, 'base64url')}"`;

/**
 * The UTF-8 bytes of a document. The public views write every character past ASCII as a reference
 * (decision 028), and an ASCII string's UTF-8 bytes are its Latin-1 bytes, which Node copies out
 * several times faster than it encodes UTF-8 (about 40 µs less for a gallery of 100). The check is
 * exact: any character past ASCII, or half a pair, takes more than one UTF-8 byte.
 */
export function utf8Bytes(html: string): Buffer {
  const latin1 = Buffer.from(html, 'latin1');
  return Buffer.byteLength(html) === html.length ? latin1 : Buffer.from(html);
}

/** A rendered document ready to send and to keep. */
export function renderedHtml(status: number, html: string, headers: Record<string, string> = {}): RenderedHtml {
  const body = utf8Bytes(html);
  return { status, body, etag: etagOf(body), headers };
}

/**
 * Rendered public HTML, kept until the owner changes anything (every authenticated write
 * invalidates that owner's entries before its response is sent, see plugins/public-cache.ts) or a
 * short TTL passes (for changes no request makes: a plan running out at its period end).
 * The entries are this process's; whether an entry is still current is the coordination's answer
 * (plugins/coordination), in memory for one process or in Redis for several (decision 023), so a
 * write answered on any process is never followed by an older page from this one.
 *
 * A render that read the owner before a write must not be kept past that write
 * (docs/decisions/012-render-cache-fills-after-writes.md): a render takes a ticket before its
 * first read, and an entry is served only while no change of its owner came after its ticket.
 */
export class RenderCache {
  readonly #entries = new Map<string, Entry>();
  /** The bytes of HTML held: a gallery of 100 is some 100 KB, so a count alone bounds nothing. */
  #bytes = 0;

  constructor(
    readonly coordination: Coordination = new MemoryCoordination(),
    readonly maxEntries = 2000,
    readonly ttlMs = 60_000,
    readonly maxBytes = 64 * 1024 * 1024,
  ) {
    coordination.on('owner-changed', (ownerId) => this.#drop(ownerId));
    coordination.onReset(() => {
      this.#entries.clear();
      this.#bytes = 0;
    });
  }

  async get(key: string): Promise<RenderedHtml | undefined> {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now() || !(await this.coordination.isCurrent(entry.ownerId, entry.ticket))) {
      if (this.#entries.get(key) === entry) this.#delete(key);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks the entry as recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  /** To be taken before the render's first database read; undefined: do not keep the render. */
  startRender(): Promise<RenderTicket | undefined> {
    return this.coordination.ticket();
  }

  /** Stores a render unless the owner changed anything after its ticket was taken; says which. */
  async fill(key: string, ownerId: string, rendered: RenderedHtml, ticket: RenderTicket | undefined): Promise<boolean> {
    if (!ticket || Date.now() - ticket.at > MAX_RENDER_MS || rendered.body.length > this.maxBytes) return false;
    if (!(await this.coordination.isCurrent(ownerId, ticket))) return false;
    this.#delete(key);
    this.#entries.set(key, { ...rendered, ownerId, ticket, expiresAt: Date.now() + this.ttlMs });
    this.#bytes += rendered.body.length;
    if (this.#entries.size > this.maxEntries || this.#bytes > this.maxBytes) this.#evict();
    return this.#entries.has(key);
  }

  /** Once this resolves, no process serves the owner's pages as they were before. */
  invalidateOwner(ownerId: string): Promise<void> {
    return this.coordination.ownerChanged(ownerId);
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * Drops the least recently used (Map keeps insertion order; get() re-inserts) until a tenth is
   * free. A tenth at a time, through one iterator: a Map keeps the holes of deleted entries until
   * it grows again, and evicting one entry per fill walked over all of them each time.
   */
  #evict(): void {
    const entries = Math.floor(this.maxEntries * 0.9);
    const bytes = Math.floor(this.maxBytes * 0.9);
    for (const key of this.#entries.keys()) {
      if (this.#entries.size <= entries && this.#bytes <= bytes) break;
      this.#delete(key);
    }
  }

  #drop(ownerId: string): void {
    for (const [key, entry] of this.#entries) if (entry.ownerId === ownerId) this.#delete(key);
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.body.length;
  }
}
