import type { BillingCycle, PaidTier } from '@sparklink/contract';
import type { Generated } from 'kysely';
import type { BoolDefault, Json, NullableTimestamp, Timestamp } from './values';

// Subscriptions, payments and what Paystack told us (api-contract §9; decision 040 for renewals).

/** A paid period (api-contract §9). At most one row per user is `active` or `canceled`. */
export interface SubscriptionsTable {
  id: string;
  user_id: string;
  tier: PaidTier;
  billing_cycle: BillingCycle;
  status: 'active' | 'canceled' | 'expired';
  current_period_start: Timestamp;
  current_period_end: Timestamp;
  cancel_at_period_end: BoolDefault;
  canceled_at: NullableTimestamp;
  last_payment_id: string | null;
  /** The period end the "ends in 3 days" mail went out for. */
  ending_notice_for: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The owner's consent: the kept card renews this plan at the period end (decision 040). */
  auto_renew: BoolDefault;
  /** After a failed renewal the plan is kept until then; null otherwise. */
  grace_until: NullableTimestamp;
  /** When the kept card is charged next; null when nothing renews by itself. */
  next_renewal_at: NullableTimestamp;
  renewal_attempts: Generated<number>;
  last_renewal_failure: string | null;
  /** A lower plan or another cycle that takes over at the period end. */
  scheduled_tier: PaidTier | null;
  scheduled_cycle: BillingCycle | null;
}

/** The one reusable card kept per owner (decision 040); the code is sealed, never sent or logged. */
export interface PaymentMethodsTable {
  user_id: string;
  authorization_sealed: string;
  channel: string;
  brand: string | null;
  last4: string | null;
  exp_month: string | null;
  exp_year: string | null;
  created_at: Timestamp;
}

export interface BillingRemindersTable {
  subscription_id: string;
  period_end: Timestamp;
  /** `7d`, `1d` or `day`. */
  stage: string;
  sent_at: Timestamp;
}

export type PaymentStatus = 'pending' | 'success' | 'failed' | 'abandoned' | 'reversed' | 'disputed';

/** One checkout under our own reference; `applied_at` is the credit guard. */
export interface PaymentsTable {
  id: string;
  user_id: string | null;
  subscription_id: string | null;
  reference: string;
  /** `paystack`, or `test` for the built-in test checkout. */
  provider: string;
  tier: PaidTier;
  billing_cycle: BillingCycle;
  amount_pesewas: number;
  currency: string;
  status: PaymentStatus;
  provider_status: string | null;
  gateway_response: string | null;
  channel: string | null;
  provider_domain: string | null;
  paid_at: NullableTimestamp;
  applied_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** `checkout` (the owner paid) or `renewal` (the kept card was charged). */
  kind: Generated<'checkout' | 'renewal'>;
  /** The running plan's unused value taken off this payment (decision 040). */
  credit_pesewas: Generated<number>;
  /** Days added to the new plan when the credit exceeded its price. */
  bonus_days: Generated<number>;
  method_brand: string | null;
  method_last4: string | null;
  /** A renewal's period end and attempt number: unique together per subscription. */
  renewal_for: NullableTimestamp;
  renewal_attempt: number | null;
}

export interface WebhookEventsTable {
  id: string;
  provider: string;
  event: string;
  /** `event:data.reference` (or `event:data.id`): a redelivery hits UNIQUE and is ignored. */
  dedupe_key: string;
  received_at: Timestamp;
  processed_at: NullableTimestamp;
  status: 'received' | 'processed' | 'ignored' | 'failed';
  payload: Json<unknown>;
}
