import { hash } from 'node:crypto';
import { MemoryCoordination, type Coordination, type RenderTicket } from '../../plugins/coordination';

export interface RenderedHtml {
  status: number;
  /**
   * The document: as rendered on a view that is not kept, which Node writes out with the headers in
   * one go; as UTF-8 bytes once kept, encoded once for all the views that follow (see fill).
   */
  body: string | Buffer;
  etag: string;
  /** Extra headers the answer carries (X-Robots-Tag). */
  headers: Record<string, string>;
  /** The gzipped HTML, made on first need and kept with the entry. */
  gzip?: Buffer;
  /** When what it shows stops being true (a plan's end, a page's schedule, decision 056): never kept past it. */
  validUntil?: Date | null;
}

/**
 * What the public site does around an owner's change (decision 032), set once by its routes: the
 * documents it stored for the owner stop being served before any process hears of the change, and
 * are rendered and stored again after.
 */
export interface StoredRenders {
  ownerChanged(ownerId: string): Promise<void>;
  renderAhead(ownerId: string): Promise<void>;
}

interface Entry extends RenderedHtml {
  body: Buffer;
  ownerId: string;
  ticket: RenderTicket;
  expiresAt: number;
}

/** A render that took longer than this is served but not kept (an owner's changes are remembered far longer). */
const MAX_RENDER_MS = 30_000;

/**
 * A strong ETag from the bytes (a string is hashed as its UTF-8 bytes): the same HTML always gets
 * the same tag, kept or not, on every process.
 */
export const etagOf = (body: string | Buffer): string => `"${hash('sha1', body, 'base64url')}"`;

/** The tag of a document's gzipped bytes: its own, as Apache's mod_deflate writes it. */
export const gzipEtagOf = (etag: string): string => `${etag.slice(0, -1)}-gzip"`;

/**
 * Whether If-None-Match names this tag, by the weak comparison RFC 9110 §13.1.2 asks for: any tag
 * of its list, with or without W/, or `*`.
 */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header === etag) return true; // a browser sends back the one tag it holds
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag;
  });
}

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

/** A rendered document ready to send; fill encodes it once it is kept. */
export function renderedHtml(status: number, html: string, headers: Record<string, string> = {}): RenderedHtml {
  return { status, body: html, etag: etagOf(html), headers };
}

/**
 * Rendered public HTML, kept until the owner changes anything (every authenticated write
 * invalidates that owner's entries before its response is sent, see plugins/public-cache.ts) or a
 * short TTL passes (for changes no request makes: a plan running out at its period end).
 * The entries are this process's; whether an entry is still current is the coordination's answer
 * (plugins/coordination), in memory for one process or in Redis for several (decision 023), so a
 * write answered on any process is never followed by an older page from this one.
 *
 * A document is kept on its second render within two TTLs, not its first (decision 030): most
 * documents a process renders are asked for once (a visitor's first look, a crawler's pass), and
 * keeping those cost every first view its encoding into bytes and pushed popular documents out.
 * A document asked for again is kept from then on, and across the TTL's end while still asked for.
 *
 * A render that read the owner before a write must not be kept past that write
 * (docs/decisions/012-render-cache-fills-after-writes.md): a render takes a ticket before its
 * first read, and an entry is served only while no change of its owner came after its ticket.
 */
export class RenderCache {
  readonly #entries = new Map<string, Entry>();
  /** The bytes of HTML held: a gallery of 100 is some 100 KB, so a count alone bounds nothing. */
  #bytes = 0;
  /** When each key was last rendered (whether kept or not), oldest first: what makes a second view. */
  readonly #rendered = new Map<string, number>();
  #stored?: StoredRenders;

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

  /**
   * To be taken before the render's first database read. Undefined: do not keep this render,
   * because the key was not rendered within two TTLs (a first view, see #renderedRecently) or the
   * coordination cannot vouch for it. A first view so costs no ticket (with Redis, a round trip).
   */
  startRender(key: string): Promise<RenderTicket | undefined> {
    return this.#renderedRecently(key) ? this.coordination.ticket() : Promise.resolve(undefined);
  }

  /**
   * Notes that the key was rendered, and stores the render when it has a ticket from startRender
   * and the owner changed nothing after the ticket was taken; says whether it did.
   */
  async fill(key: string, ownerId: string, rendered: RenderedHtml, ticket: RenderTicket | undefined): Promise<boolean> {
    this.#noteRender(key);
    if (!ticket || Date.now() - ticket.at > MAX_RENDER_MS) return false;
    const body = typeof rendered.body === 'string' ? utf8Bytes(rendered.body) : rendered.body;
    if (body.length > this.maxBytes || !(await this.coordination.isCurrent(ownerId, ticket))) return false;
    this.#delete(key);
    const validUntil = rendered.validUntil?.getTime() ?? Infinity;
    if (validUntil <= Date.now()) return false;
    this.#entries.set(key, {
      ...rendered,
      body,
      ownerId,
      ticket,
      expiresAt: Math.min(Date.now() + this.ttlMs, validUntil),
    });
    this.#bytes += body.length;
    if (this.#entries.size > this.maxEntries || this.#bytes > this.maxBytes) this.#evict();
    return this.#entries.has(key);
  }

  /**
   * Once this resolves, no process serves the owner's pages as they were before, and their stored
   * documents are rendered again. The stored ones stop first: a process that hears of the change
   * and renders from them again must not find the old ones still current.
   */
  async invalidateOwner(ownerId: string): Promise<void> {
    try {
      await this.#stored?.ownerChanged(ownerId);
    } finally {
      // Even when the stored ones could not be stopped, the processes' copies must go.
      await this.coordination.ownerChanged(ownerId);
    }
    await this.#stored?.renderAhead(ownerId);
  }

  storeRendersWith(stored: StoredRenders): void {
    this.#stored = stored;
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * Two TTLs: a kept document expires one TTL after its fill, so one still asked for is kept again
   * on its next render rather than its next but one.
   */
  #renderedRecently(key: string): boolean {
    const last = this.#rendered.get(key);
    return last !== undefined && Date.now() - last < 2 * this.ttlMs;
  }

  /**
   * Only documents the route would keep are noted (fill is not called for a 404 or a made-up
   * category), so the notes hold real documents' keys and times, at most four times the entries;
   * past that the oldest go, a tenth at a time.
   */
  #noteRender(key: string): void {
    this.#rendered.delete(key);
    this.#rendered.set(key, Date.now());
    const limit = this.maxEntries * 4;
    if (this.#rendered.size <= limit) return;
    for (const oldest of this.#rendered.keys()) {
      if (this.#rendered.size <= limit * 0.9) break;
      this.#rendered.delete(oldest);
    }
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
