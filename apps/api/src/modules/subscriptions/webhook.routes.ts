import { SUBSCRIPTION_MESSAGES } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, malformedJson } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import type { SubscriptionDeps } from './subscription-deps';
import { parseEvent, processEvent, recordEvent } from './webhook-events';
import { isValidSignature } from './webhook-signature';

/** The webhook's body limit (api-contract §9); Paystack's events are a few KB. */
export const WEBHOOK_MAX_BYTES = 64 * 1024;

/**
 * Processes recorded events after the answer has gone, one promise per event, and lets them
 * finish at close before the database does.
 */
export class WebhookProcessor {
  readonly #inFlight = new Set<Promise<void>>();

  constructor(private readonly deps: SubscriptionDeps) {}

  schedule(eventId: string): void {
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => processEvent(this.deps, eventId))
      .catch((error: unknown) => this.deps.log.error({ err: error, eventId }, 'webhook: processing failed'))
      .finally(() => this.#inFlight.delete(run));
    this.#inFlight.add(run);
  }

  async idle(): Promise<void> {
    while (this.#inFlight.size) await Promise.all([...this.#inFlight]);
  }
}

/**
 * POST /api/subscriptions/webhook (api-contract §9). This scope alone reads the body as raw
 * bytes, since the signature is over exactly what Paystack sent: a re-serialised JSON would not
 * match. A valid event is recorded (a duplicate is ignored), answered 200 at once, and processed
 * after.
 */
export function webhookRoutes(deps: SubscriptionDeps, processor: WebhookProcessor) {
  return async (app: FastifyInstance): Promise<void> => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );

    app.post('/api/subscriptions/webhook', { bodyLimit: WEBHOOK_MAX_BYTES }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!isValidSignature(request.headers['x-paystack-signature'], raw, deps.webhookSecret)) {
        throw new AppError('UNAUTHENTICATED', SUBSCRIPTION_MESSAGES.invalidSignature);
      }
      const event = parseEvent(raw);
      if (!event) throw malformedJson();
      const eventId = await recordEvent(deps.db, event, raw);
      if (eventId) processor.schedule(eventId);
      return ok(null);
    });
  };
}
