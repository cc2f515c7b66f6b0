import type { BillingCycle, PaidTier } from '@sparklink/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { PaystackClient } from './paystack-client';
import { TestCheckoutProvider } from './test-checkout-provider';

/**
 * The payment service as subscriptions see it: start a checkout, and ask how a reference
 * stands. Two implementations (docs/decisions/016): Paystack's API when PAYSTACK_SECRET_KEY is
 * set, else the built-in test checkout served by this server, when config allows it (decision 039).
 */
export interface PaymentProvider {
  /** Stored on the payment row: `paystack` or `test`. */
  readonly name: 'paystack' | 'test';
  /** Starts a checkout. Throws UpstreamError when the service fails or cannot be reached. */
  initialize(request: CheckoutRequest): Promise<Checkout>;
  /** The transaction as the service reports it now. Throws UpstreamError likewise. */
  verify(reference: string): Promise<ProviderTransaction>;
  /**
   * Charges a kept card again (Paystack's `POST /transaction/charge_authorization`) under a new
   * reference of ours; answers the transaction as verify would. Throws UpstreamError likewise.
   */
  chargeAuthorization(request: ChargeRequest): Promise<ProviderTransaction>;
}

export interface ChargeRequest {
  email: string;
  amountPesewas: number;
  currency: 'GHS';
  reference: string;
  /** The opened authorization code: never logged, never stored in the clear. */
  authorizationCode: string;
  metadata: CheckoutRequest['metadata'] & { renewal: true };
}

/** Paystack's `data.authorization`: what a payment leaves to charge again and to name the method. */
export interface ProviderAuthorization {
  code: string | null;
  /** Only a reusable card authorization may be charged again. */
  reusable: boolean;
  channel: string | null;
  /** `visa`, `mastercard`, … for cards; the mobile network for mobile money. */
  brand: string | null;
  last4: string | null;
  expMonth: string | null;
  expYear: string | null;
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
  authorization: ProviderAuthorization | null;
}

/** The service failed, answered something unreadable, or could not be reached. */
export class UpstreamError extends Error {}

/** The channels every checkout offers (api-contract §9). */
export const CHANNELS = ['card', 'mobile_money'] as const;

/** What config.ts settled (payments-setting.ts): it never leaves production with the test checkout. */
export function createPaymentProvider(config: Config, db: Kysely<DB>): PaymentProvider {
  const { payments } = config;
  if (payments.provider === 'paystack') return new PaystackClient(config.paystack.baseUrl, payments.secretKey);
  return new TestCheckoutProvider(db, config.publicOrigin);
}
