import type { BillingCycle, PaidTier } from '@sparklink/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { PaystackClient } from './paystack-client';
import { TestCheckoutProvider } from './test-checkout-provider';

/**
 * The payment service as subscriptions see it: start a checkout, and ask how a reference
 * stands. Two implementations (docs/decisions/016): Paystack's API when PAYSTACK_SECRET_KEY is
 * set, else, outside production, the built-in test checkout served by this server.
 */
export interface PaymentProvider {
  /** Stored on the payment row: `paystack` or `test`. */
  readonly name: 'paystack' | 'test';
  /** Starts a checkout. Throws UpstreamError when the service fails or cannot be reached. */
  initialize(request: CheckoutRequest): Promise<Checkout>;
  /** The transaction as the service reports it now. Throws UpstreamError likewise. */
  verify(reference: string): Promise<ProviderTransaction>;
}

export interface CheckoutRequest {
  email: string;
  amountPesewas: number;
  currency: 'GHS';
  reference: string;
  callbackUrl: string;
  channels: readonly string[];
  metadata: { userId: string; plan: PaidTier; billingCycle: BillingCycle; paymentId: string };
}

export interface Checkout {
  authorizationUrl: string;
  accessCode: string;
  reference: string;
}

/** Paystack's verify `data`, the fields we check and keep. Anything missing is null. */
export interface ProviderTransaction {
  /** `success`, `failed`, `abandoned`, `reversed`, `ongoing`, `pending`, … */
  status: string | null;
  reference: string | null;
  /** Smallest unit (pesewas for GHS). */
  amount: number | null;
  currency: string | null;
  /** `test` or `live`. */
  domain: string | null;
  gatewayResponse: string | null;
  channel: string | null;
  paidAt: Date | null;
}

/** The service failed, answered something unreadable, or could not be reached. */
export class UpstreamError extends Error {}

/** The channels every checkout offers (api-contract §9). */
export const CHANNELS = ['card', 'mobile_money'] as const;

/** Paystack with a secret key; the built-in test checkout otherwise (config.ts refuses that in production). */
export function createPaymentProvider(config: Config, db: Kysely<DB>): PaymentProvider {
  if (config.paystack.secretKey) return new PaystackClient(config.paystack.baseUrl, config.paystack.secretKey);
  if (config.isProduction) throw new Error('The built-in test checkout is never used in production');
  return new TestCheckoutProvider(db, config.publicOrigin);
}
