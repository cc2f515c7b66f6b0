import type { FastifyInstance } from 'fastify';
import { every, scheduleJob } from '../../db/scheduled-jobs';
import type { SafeFetchOptions } from '../../lib/safe-fetch/safe-fetch';
import { servedDomainOf } from '../domains/domains.repository';
import { checkLink, portfolioAddresses } from './link-check';
import { linksDueForCheck, linkToCheck, recordOutcome } from './verification.repository';

declare module 'fastify' {
  interface FastifyInstance {
    linkVerifier: LinkVerifier;
  }
}

export interface LinkCheckOptions {
  /** Exact `127.0.0.1:<port>` hosts a test's local servers listen on; see SafeFetchOptions. */
  allowedTestHosts?: string[];
  /** Tests: refuse every host not in allowedTestHosts, before any lookup (no test reaches the internet). */
  onlyTestHosts?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

const JOB_NAME = 'link-verification';
const JOB_EVERY_MS = 60 * 60_000;
const JOB_BATCH = 100;

/**
 * Checks links in this process, one at a time, after the answer that asked for it has gone: a
 * save never waits for a slow site (decision 055). `idle()` resolves once nothing is queued.
 */
export class LinkVerifier {
  readonly #app: FastifyInstance;
  readonly #fetch: SafeFetchOptions;
  #chain: Promise<void> = Promise.resolve();

  constructor(app: FastifyInstance, options: LinkCheckOptions = {}) {
    this.#app = app;
    this.#fetch = {
      userAgent: `SparkLink-LinkCheck/1.0 (+${app.config.appOrigin})`,
      allowedTestHosts: new Set(options.allowedTestHosts ?? []),
      onlyTestHosts: options.onlyTestHosts ?? false,
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      ...(options.maxBytes ? { maxBytes: options.maxBytes } : {}),
    };
  }

  /** Queues checks of these links (already marked pending) and returns at once. */
  checkSoon(ids: string[]): void {
    for (const id of ids) {
      this.#chain = this.#chain
        .then(() => this.check(id))
        .catch((error: unknown) => this.#app.log.warn({ err: error }, 'link check failed'));
    }
  }

  idle(): Promise<void> {
    return this.#chain;
  }

  /** Checks one link now and stores the outcome; the public page is rebuilt when its mark changes. */
  async check(id: string, now: () => Date = () => new Date()): Promise<void> {
    const link = await linkToCheck(this.#app.db, id);
    if (!link?.username) return;
    const domain = this.#app.config.customDomains ? await servedDomainOf(this.#app.db, link.user_id) : null;
    const addresses = portfolioAddresses(this.#app.config, link.username, domain);
    const outcome = await checkLink(link.url, addresses, this.#fetch);
    const changed = await recordOutcome(this.#app.db, id, link.url, link.verify_status, outcome, now());
    if (changed) await this.#app.publicCache.invalidateOwner(link.user_id);
  }

  /** The scheduled pass: links due for their weekly check (and lost pending ones), oldest first. */
  async recheckDue(now = new Date()): Promise<number> {
    const due = await linksDueForCheck(this.#app.db, now, JOB_BATCH);
    for (const id of due) await this.check(id, () => now);
    return due.length;
  }
}

/**
 * Decorates `app.linkVerifier` and runs the re-check hourly across processes through the
 * scheduled-jobs table (decision 023): each pass takes what is due, so every link is checked
 * again about a week after its last check.
 */
export function registerLinkVerification(app: FastifyInstance, options: LinkCheckOptions = {}): void {
  const verifier = new LinkVerifier(app, options);
  app.decorate('linkVerifier', verifier);
  let job: ReturnType<typeof scheduleJob> | undefined;
  app.addHook('onReady', async () => {
    job = scheduleJob(app.db, app.log, {
      name: JOB_NAME,
      nextRun: every(JOB_EVERY_MS),
      checkEveryMs: 60_000,
      run: () => verifier.recheckDue(),
    });
  });
  app.addHook('onClose', async () => {
    await job?.stop();
    await verifier.idle();
  });
}
