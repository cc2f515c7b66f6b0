import { createHash } from 'node:crypto';
import type { AnalyticsEventType, TrafficSource } from '@sparklink/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newId } from '../../lib/ids';
import { classifyArrival, describeAgent, isBot } from './classify';
import type { EventWriter } from './event-writer';
import { countryOf } from './geo';
import type { DailySalts } from './salts';
import { utcDay } from './utc-day';

/** One thing a visitor did on an owner's portfolio, as the capturing route saw it. */
export interface Visit {
  ownerId: string;
  type: AnalyticsEventType;
  pageId?: string | null;
  socialLinkId?: string | null;
  /** The page title or link platform at the time. */
  label?: string | null;
  ip: string;
  userAgent: string;
  /** The page's own referrer (`document.referrer`); only its host is kept. */
  referrer?: string;
  utmSource?: string;
  /** The value of the trusted GEO_HEADER, when configured. */
  edgeCountry?: string;
}

const DEDUPE_MS = 10_000;
const SESSION_GAP_MS = 30 * 60_000;
const SWEEP_EVERY = 1_000;

interface RunningSession {
  id: string;
  lastAt: number;
  source: TrafficSource;
  referrerHost: string | null;
}

/** The cookieless visitor (api-contract §7.1): SHA-256 of the day's salt, owner, address and agent, truncated. */
export function visitorHash(salt: string, ownerId: string, ip: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${ownerId}\n${ip}\n${userAgent}`).digest('hex').slice(0, 32);
}

/**
 * Turns visits into analytics events (api-contract §7.1, §8.3): drops bots and repeats of the same
 * visitor, kind and target within 10 s, keeps a visitor's events on one portfolio in one session
 * until a 30-minute gap, takes the session's source from its first event, and hands the row to the
 * batch writer. The raw address is used for the hash and the country lookup and never stored.
 */
export class AnalyticsRecorder {
  readonly #db: Kysely<DB>;
  readonly #salts: DailySalts;
  readonly #writer: EventWriter;
  readonly #ownHost: string;
  readonly #now: () => number;
  readonly #recent = new Map<string, number>();
  readonly #sessions = new Map<string, RunningSession>();
  readonly #countedToday = new Set<string>();
  #calls = 0;

  constructor(options: {
    db: Kysely<DB>;
    salts: DailySalts;
    writer: EventWriter;
    ownHost: string;
    now?: () => number;
  }) {
    this.#db = options.db;
    this.#salts = options.salts;
    this.#writer = options.writer;
    this.#ownHost = options.ownHost;
    this.#now = options.now ?? Date.now;
  }

  /**
   * Records the visit unless it is filtered out; true when it was counted. With `oncePerDay`, a
   * visitor's second event of this kind and target on the same UTC day is not counted (downloads).
   */
  async record(visit: Visit, options: { oncePerDay?: boolean } = {}): Promise<boolean> {
    if (isBot(visit.userAgent)) return false;
    const at = this.#now();
    if (++this.#calls % SWEEP_EVERY === 0) this.#sweep(at);
    const day = utcDay(at);
    const visitor = visitorHash(await this.#salts.forDay(day), visit.ownerId, visit.ip, visit.userAgent);
    const target = visit.pageId ?? visit.socialLinkId ?? '';

    const repeatKey = `${visitor}|${visit.type}|${target}`;
    if ((this.#recent.get(repeatKey) ?? 0) > at) return false;
    this.#recent.set(repeatKey, at + DEDUPE_MS);
    if (options.oncePerDay && !(await this.#firstToday(day, visitor, visit, target))) return false;

    const session = await this.#session(visit, visitor, at);
    const agent = describeAgent(visit.userAgent);
    this.#writer.add({
      id: newId(),
      owner_user_id: visit.ownerId,
      type: visit.type,
      page_id: visit.pageId ?? null,
      social_link_id: visit.socialLinkId ?? null,
      label: visit.label ?? null,
      visitor_hash: visitor,
      session_id: session.id,
      referrer_host: session.referrerHost,
      source: session.source,
      country: countryOf(visit.ip, visit.edgeCountry),
      device: agent.device,
      browser: agent.browser,
      os: agent.os,
      created_at: new Date(at),
    });
    return true;
  }

  /** The visitor's running session on this portfolio, found in memory or in the stored events, or a new one. */
  async #session(visit: Visit, visitor: string, at: number): Promise<RunningSession> {
    const key = `${visit.ownerId}|${visitor}`;
    let session = this.#sessions.get(key);
    if (!session || at - session.lastAt >= SESSION_GAP_MS) {
      const stored = await this.#db
        .selectFrom('analytics_events')
        .select(['session_id', 'source', 'referrer_host', 'created_at'])
        .where('owner_user_id', '=', visit.ownerId)
        .where('visitor_hash', '=', visitor)
        .where('created_at', '>', new Date(at - SESSION_GAP_MS))
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      // Another event of this visitor may have opened a session while the query ran.
      const opened = this.#sessions.get(key);
      if (opened && at - opened.lastAt < SESSION_GAP_MS) session = opened;
      else if (stored) {
        session = { id: stored.session_id, lastAt: at, source: stored.source, referrerHost: stored.referrer_host };
      } else {
        session = { id: newId(), lastAt: at, ...classifyArrival(visit, this.#ownHost) };
      }
    }
    session.lastAt = Math.max(session.lastAt, at);
    this.#sessions.set(key, session);
    return session;
  }

  async #firstToday(day: string, visitor: string, visit: Visit, target: string): Promise<boolean> {
    const key = `${day}|${visitor}|${visit.type}|${target}`;
    if (this.#countedToday.has(key)) return false;
    this.#countedToday.add(key);
    const earlier = await this.#db
      .selectFrom('analytics_events')
      .select('id')
      .where('owner_user_id', '=', visit.ownerId)
      .where('visitor_hash', '=', visitor)
      .where('type', '=', visit.type)
      .where('created_at', '>=', new Date(`${day}T00:00:00.000Z`))
      .limit(1)
      .executeTakeFirst();
    return !earlier;
  }

  #sweep(at: number): void {
    for (const [key, until] of this.#recent) if (until <= at) this.#recent.delete(key);
    for (const [key, session] of this.#sessions) if (at - session.lastAt >= SESSION_GAP_MS) this.#sessions.delete(key);
    const today = utcDay(at);
    for (const key of this.#countedToday) if (!key.startsWith(today)) this.#countedToday.delete(key);
  }
}
