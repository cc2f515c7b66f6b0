import { DEFAULT_LANGUAGE, isLanguage } from '@sparklink/contract/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { fromJson } from '../../db/values';
import type { MailAddressee } from './mail-recipient';
import type { Mailer } from './mailer';
import { OutboxMailSchema, renderMail, type OutboxMail } from './mail-templates';
import { claimRow, findDueIds, insertOutboxRow, markFailed, markSent, type OutboxRow } from './outbox.repository';

export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
const LEASE_MS = 2 * 60_000;
const BATCH = 20;

/** 30 s, 1 min, 2 min … capped at an hour; null once the attempts are used up. */
export function retryDelayMs(attemptsSoFar: number): number | null {
  if (attemptsSoFar >= MAX_ATTEMPTS) return null;
  return Math.min(FIRST_RETRY_MS * 2 ** (attemptsSoFar - 1), MAX_RETRY_MS);
}

/**
 * Mail leaves through `email_outbox` (api-contract §2): a row is written in the same
 * transaction as whatever the mail announces, delivered right after the commit without holding
 * up the response, and retried with back-off by the worker when SMTP fails.
 */
export class MailOutbox {
  readonly #inFlight = new Set<Promise<void>>();
  #pass: Promise<void> | undefined;

  constructor(
    readonly db: Kysely<DB>,
    readonly mailer: Mailer,
    readonly log: FastifyBaseLogger,
    /** Where the app is (config.appOrigin), for the links templates carry. */
    readonly appOrigin: string,
  ) {}

  /**
   * Writes the row inside the caller's transaction, in the recipient's language (whatever the
   * payload holds already formatted must be in it too); pass the id to `deliverSoon` after commit.
   */
  enqueue(trx: Transaction<DB>, to: MailAddressee, mail: OutboxMail): Promise<string> {
    return insertOutboxRow(trx, { to: to.email, lang: to.lang, template: mail.template, payload: mail.payload });
  }

  /** Starts delivering committed rows in the background; failures stay in the outbox for retry. */
  deliverSoon(ids: readonly string[]): void {
    for (const id of ids) this.#track(this.#deliver(id));
  }

  /** One pass over the rows whose next attempt is due; passes in one process run one at a time. */
  async deliverDue(): Promise<void> {
    // A failed pass is reported to whoever started it, not to the callers queued behind it.
    while (this.#pass) await this.#pass.catch(() => undefined);
    this.#pass = this.#deliverDueRows().finally(() => {
      this.#pass = undefined;
    });
    return this.#pass;
  }

  /** Resolves when every background delivery started so far has finished (used at shutdown). */
  async idle(): Promise<void> {
    while (this.#inFlight.size) await Promise.all([...this.#inFlight]);
  }

  async #deliverDueRows(): Promise<void> {
    const ids = await findDueIds(this.db, new Date(), MAX_ATTEMPTS, BATCH);
    for (const id of ids) await this.#deliver(id);
  }

  #track(delivery: Promise<void>) {
    const tracked = delivery
      .catch((error: unknown) => this.log.error({ err: error }, 'outbox delivery failed'))
      .finally(() => this.#inFlight.delete(tracked));
    this.#inFlight.add(tracked);
  }

  async #deliver(id: string): Promise<void> {
    const now = new Date();
    const row = await claimRow(this.db, id, now, new Date(now.getTime() + LEASE_MS));
    if (!row) return;
    try {
      const mail = OutboxMailSchema.parse({ template: row.template, payload: fromJson(row.payload) });
      const lang = isLanguage(row.lang) ? row.lang : DEFAULT_LANGUAGE;
      await this.mailer.send({ to: row.to_email, ...renderMail(mail, lang) });
      await markSent(this.db, id, new Date());
    } catch (error) {
      await this.#recordFailure(row, error);
    }
  }

  async #recordFailure(row: OutboxRow, error: unknown) {
    const now = new Date();
    const delay = retryDelayMs(row.attempts + 1);
    const message = error instanceof Error ? error.message : String(error);
    this.log.warn(
      { outboxId: row.id, template: row.template, attempt: row.attempts + 1, err: message },
      'mail not sent',
    );
    await markFailed(this.db, row.id, {
      now,
      retryAt: delay === null ? null : new Date(now.getTime() + delay),
      error: message,
    });
  }
}
