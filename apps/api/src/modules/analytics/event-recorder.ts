import { createHash } from 'node:crypto';
import type { AnalyticsEventType, TrafficSource } from '@sparklink/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { toDate } from '../../db/values';
import { newId } from '../../lib/ids';
import { classifyArrival, describeAgent, isBot, type Agent } from './classify';
import type { EventRow, EventWriter } from './event-writer';
import { countryOf } from './geo';
import type { DailySalts } from './salts';
import { latestStoredSessions } from './stored-sessions';
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
  /** The owner's own domain the request came on (decision 058): a referrer from it is the visit going on. */
  siteHost?: string;
  utmSource?: string;
  /** The value of the trusted GEO_HEADER, when configured. */
  edgeCountry?: string;
}

const DEDUPE_MS = 10_000;
const SESSION_GAP_MS = 30 * 60_000;
const SWEEP_EVERY = 1_000;
const AGENT_CACHE_SIZE = 2_000;
/** Visitors, sessions and daily downloads remembered at most (each entry is about 100 bytes). */
const MEMORY_CAP = 100_000;

/** Maps and sets keep insertion order: the first keys are the oldest. */
function dropOldest(memory: Map<string, unknown> | Set<string>, cap: number): void {
  let excess = memory.size - cap;
  for (const key of memory.keys()) {
    if (excess-- <= 0) break;
    memory.delete(key);
  }
}

interface RunningSession {
  id: string;
  firstAt: number;
  lastAt: number;
  /** Opened by this process and not yet checked against the stored events. */
  provisional: boolean;
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
  /** Rows of provisional sessions waiting for `resolveSessions`. */
  readonly #pending = new Map<EventRow, RunningSession>();
  readonly #agents = new Map<string, Agent | 'bot'>();
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
    this.#writer.beforeWrite((rows) => this.resolveSessions(rows));
  }

  /**
   * Records the visit unless it is filtered out; true when it was counted. With `oncePerDay`, a
   * visitor's second event of this kind and target on the same UTC day is not counted (downloads).
   * With `durable`, it resolves only once the event is written (the beacon answers after that, so
   * an answered event survives a crash); otherwise the event is written with the next batch.
   */
  async record(visit: Visit, options: { oncePerDay?: boolean; durable?: boolean } = {}): Promise<boolean> {
    const agent = this.#agentOf(visit.userAgent);
    if (agent === 'bot') return false;
    const at = this.#now();
    if (++this.#calls % SWEEP_EVERY === 0) this.#sweep(at);
    const { day, visitor } = await this.#visitorAt(at, visit.ownerId, visit.ip, visit.userAgent);
    const target = visit.pageId ?? visit.socialLinkId ?? '';

    const repeatKey = `${visitor}|${visit.type}|${target}`;
    if ((this.#recent.get(repeatKey) ?? 0) > at) return false;
    this.#recent.set(repeatKey, at + DEDUPE_MS);
    if (options.oncePerDay && !(await this.#firstToday(day, visitor, visit, target))) return false;

    const session = this.#session(visit, visitor, at);
    const row: EventRow = {
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
    };
    if (session.provisional) this.#pending.set(row, session);
    if (options.durable) await this.#writer.addNow(row);
    else void this.#writer.add(row);
    return true;
  }

  /** The visitor (api-contract §7.1) as of now: the UTC day and that day's hash, bots included. */
  visitorToday(ownerId: string, ip: string, userAgent: string): Promise<{ day: string; visitor: string }> {
    return this.#visitorAt(this.#now(), ownerId, ip, userAgent);
  }

  async #visitorAt(at: number, ownerId: string, ip: string, userAgent: string) {
    const day = utcDay(at);
    return { day, visitor: visitorHash(await this.#salts.forDay(day), ownerId, ip, userAgent) };
  }

  /** Agents repeat: each is judged and parsed once (a bounded cache); a bot is only 'bot'. */
  #agentOf(userAgent: string): Agent | 'bot' {
    let agent = this.#agents.get(userAgent);
    if (!agent) {
      if (this.#agents.size >= AGENT_CACHE_SIZE) this.#agents.delete(this.#agents.keys().next().value!);
      agent = isBot(userAgent) ? 'bot' : describeAgent(userAgent);
      this.#agents.set(userAgent, agent);
    }
    return agent;
  }

  /**
   * The visitor's running session on this portfolio as this process knows it, or a new one. A
   * new one is provisional: before its rows are written, `resolveSessions` looks for a session
   * another process (or an earlier run) stored for the visitor, one query a batch, not one an event.
   */
  #session(visit: Visit, visitor: string, at: number): RunningSession {
    const key = `${visit.ownerId}|${visitor}`;
    let session = this.#sessions.get(key);
    if (!session || at - session.lastAt >= SESSION_GAP_MS) {
      session = {
        id: newId(),
        firstAt: at,
        lastAt: at,
        provisional: true,
        ...classifyArrival(visit, visit.siteHost ?? this.#ownHost),
      };
      this.#sessions.set(key, session);
    }
    session.lastAt = Math.max(session.lastAt, at);
    return session;
  }

  /**
   * Runs before a batch is written (EventWriter's `beforeWrite`): a provisional session continues
   * the visitor's latest stored session when that one's last event is less than 30 minutes older
   * than the new session's first, taking its id and source; its rows are rewritten to match.
   */
  async resolveSessions(rows: EventRow[]): Promise<void> {
    const open = new Map<RunningSession, EventRow[]>();
    for (const row of rows) {
      const session = this.#pending.get(row);
      if (!session) continue;
      this.#pending.delete(row);
      if (session.provisional) open.set(session, [...(open.get(session) ?? []), row]);
      // Recorded while an earlier batch settled its session: take what that batch found.
      else Object.assign(row, { session_id: session.id, source: session.source, referrer_host: session.referrerHost });
    }
    if (open.size === 0) return;
    const sessions = [...open.keys()];
    const firstRows = [...open.values()].map((sessionRows) => sessionRows[0]!);
    const earliest = Math.min(...sessions.map((session) => session.firstAt));
    const stored = await latestStoredSessions(
      this.#db,
      [...new Set(firstRows.map((row) => row.owner_user_id))],
      [...new Set(firstRows.map((row) => row.visitor_hash))],
      new Date(earliest - SESSION_GAP_MS),
    );
    for (const [session, sessionRows] of open) {
      session.provisional = false;
      const { owner_user_id: owner, visitor_hash: visitor } = sessionRows[0]!;
      const earlier = stored.find((row) => {
        const at = toDate(row.created_at).getTime();
        return (
          row.owner_user_id === owner &&
          row.visitor_hash === visitor &&
          at <= session.firstAt &&
          session.firstAt - at < SESSION_GAP_MS
        );
      });
      if (!earlier) continue;
      Object.assign(session, { id: earlier.session_id, source: earlier.source, referrerHost: earlier.referrer_host });
      for (const row of sessionRows) {
        Object.assign(row, {
          session_id: earlier.session_id,
          source: earlier.source,
          referrer_host: earlier.referrer_host,
        });
      }
    }
  }

  /**
   * Forgets what has run out (repeats past 10 s, sessions past their 30-minute gap, other days'
   * downloads). Events do this every 1,000th time; capture.plugin.ts also calls it on a timer, so
   * a burst of visitors followed by quiet leaves nothing behind.
   */
  forgetExpired(): void {
    this.#sweep(this.#now());
  }

  /** Visitors' repeats, sessions and downloads held in memory. */
  get remembered(): number {
    return this.#recent.size + this.#sessions.size + this.#countedToday.size;
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
    // A flood of made-up visitors must not grow memory without end: past the cap the oldest go
    // (a forgotten session is found again in the stored events; a forgotten repeat counts once more).
    for (const memory of [this.#recent, this.#sessions, this.#countedToday]) dropOldest(memory, MEMORY_CAP);
  }
}
