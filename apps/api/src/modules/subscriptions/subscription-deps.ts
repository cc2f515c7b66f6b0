import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { RenderCache } from '../public-site/render-cache';
import type { MailOutbox } from '../mail/mail-outbox';
import { createPaymentProvider, type PaymentProvider } from './payment-provider';
import { ProviderGate } from './verify-gate';

/** What the subscription services use, built once per app from its config. */
export interface SubscriptionDeps {
  db: Kysely<DB>;
  provider: PaymentProvider;
  outbox: MailOutbox;
  log: FastifyBaseLogger;
  /** Rendered public pages: emptied for an owner whose plan changes without a request of theirs. */
  publicCache: RenderCache;
  appOrigin: string;
  /** The `data.domain` a creditable transaction carries: `live` in production, `test` elsewhere. */
  expectedDomain: 'live' | 'test';
  /** The webhook's HMAC key; without one every webhook is refused. */
  webhookSecret: string | undefined;
  /** Verify asks Paystack about a pending reference through this, at most once every few seconds. */
  providerGate: ProviderGate;
  /** Seals a kept card's authorization code (CODE_PEPPER, decision 040). */
  sealingPepper: string;
  /** Origins a payment may return to (CORS_ORIGINS): the one that started it, else `appOrigin`. */
  returnOrigins: readonly string[];
}

export function subscriptionDeps(
  app: FastifyInstance,
  provider = createPaymentProvider(app.config, app.db),
): SubscriptionDeps {
  return {
    db: app.db,
    provider,
    outbox: app.outbox,
    log: app.log,
    publicCache: app.publicCache,
    appOrigin: app.config.appOrigin,
    expectedDomain: app.config.isProduction ? 'live' : 'test',
    webhookSecret: app.config.paystack.secretKey,
    providerGate: new ProviderGate(app.rateLimiter),
    sealingPepper: app.config.secrets.CODE_PEPPER,
    returnOrigins: app.config.corsOrigins,
  };
}
