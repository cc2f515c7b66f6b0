import { z } from 'zod';
import { TIERS, type Plan, type Tier } from './plans';
import { SUBSCRIPTION_MESSAGES } from './subscription-messages';

/**
 * Subscriptions and payments (api-contract §9). Periods are prepaid through one-off Paystack
 * charges; money in these answers is GHS major units, stored and sent to Paystack as pesewas.
 * The API and the subscription screens share these.
 */

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** The tiers that can be bought. STARTER is what is left when nothing is running. */
export const PAID_TIERS = ['RISE', 'BLAZE'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

/** Statuses a running subscription can show; `expired` rows are never returned. */
export type RunningSubscriptionStatus = 'active' | 'canceled';

/**
 * Our own payment references: this prefix and 32 hex digits. A hyphen, not an underscore,
 * because Paystack accepts only `-`, `.`, `=` and alphanumerics in a reference.
 */
export const PAYMENT_REFERENCE_PREFIX = 'spk-';

export const SUBSCRIPTION_LIMITS = {
  /** Verify's path parameter: at most this long, of `[A-Za-z0-9.=-]`. */
  referenceMaxLength: 100,
  historyDefault: 50,
  historyMax: 100,
  /** Initialize calls per user per hour (api-contract §1.7). */
  initializePerHour: 10,
} as const;

/** `GET /plans`: every plan keyed by tier. */
export interface PlansResult {
  plans: Record<Tier, Plan>;
  /**
   * Added (decision 039): true while this server sells plans through the built-in test checkout,
   * which grants them for nothing. The dashboard shows a banner on every screen while it is.
   */
  testCheckout: boolean;
}

/** `GET /current` (and inside verify, cancel and reactivate answers). */
export interface CurrentSubscription {
  id: string;
  /** Both are the effective tier. */
  currentPlan: Tier;
  tier: Tier;
  status: RunningSubscriptionStatus;
  billingCycle: BillingCycle;
  /** `plan` is the same object as `planDetails`. */
  planDetails: Plan;
  plan: Plan;
  /** Equals `currentPeriodEnd`. */
  expiresAt: string;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  subscriptionData: {
    /** The reference of the last successful payment. */
    transactionRef: string | null;
    status: RunningSubscriptionStatus;
    /** Equals `currentPeriodStart`. */
    startDate: string;
    billingCycle: BillingCycle;
  };
  // Added by decision 040 (renewals); the fields above keep their v1 meaning.
  /** GHS charged per cycle for the running plan, e.g. 350 for RISE yearly. */
  price: number;
  /** How the last period was paid, or null when nothing of it is known. */
  paymentMethod: PaymentMethod | null;
  /** What happens at `currentPeriodEnd`. */
  renewal: Renewal;
  /** Set while a failed automatic renewal is retried: the plan is kept until `grace.until`. */
  grace: RenewalGrace | null;
  /** A lower plan or another cycle chosen to start at the period end; cancellable until then. */
  scheduledChange: ScheduledChange | null;
}

/** A way of paying as the screens name it: "Visa •••• 4081", "Mobile money •••• 2345". */
export interface PaymentMethod {
  /** Paystack's channel: `card`, `mobile_money`, `bank`, … */
  channel: string;
  /** The card's brand as Paystack names it ("visa", "mastercard"), or the mobile network ("mtn"); null if unknown. */
  brand: string | null;
  /** The last four digits of the card or the phone number, or null. */
  last4: string | null;
}

/**
 * `automatic`: a reusable card is kept and will be charged `amount` on `date` (Cancel turns it off).
 * `reminder`: nothing renews by itself; the owner is reminded 7 and 1 days before, and on `date`,
 * with a link to pay again. `canAutoRenew` says whether turning automatic renewal on is possible.
 */
export interface Renewal {
  mode: 'automatic' | 'reminder';
  /** The charge date (automatic) or the expiry (reminder): the period end. */
  date: string;
  /** The plan and cycle that follow: the scheduled change, else the running ones. */
  plan: PaidTier;
  billingCycle: BillingCycle;
  /** GHS of the next charge or payment. */
  amount: number;
  /** The card automatic renewal charges (or would charge, when it is off); null when none is kept. */
  card: PaymentMethod | null;
  canAutoRenew: boolean;
}

/** A failed automatic renewal: retried at `nextAttemptAt`; at `until` the account returns to STARTER. */
export interface RenewalGrace {
  until: string;
  nextAttemptAt: string | null;
  failedAttempts: number;
  /** Paystack's words for the last failure, e.g. "Insufficient Funds", or null. */
  lastFailure: string | null;
}

export interface ScheduledChange {
  plan: PaidTier;
  billingCycle: BillingCycle;
  /** The period end, when the change takes effect. */
  effectiveAt: string;
  /** GHS per cycle of the new plan. */
  price: number;
}

/** `POST /initialize` body. The first failing field decides the message. */
export const InitializePaymentSchema = z.preprocess(
  (body) => (body && typeof body === 'object' && !Array.isArray(body) ? body : {}),
  z.object({
    plan: z
      .enum(TIERS, { error: SUBSCRIPTION_MESSAGES.invalidPlan })
      .refine((tier) => tier !== 'STARTER', { message: SUBSCRIPTION_MESSAGES.starterIsFree })
      .transform((tier) => tier as PaidTier),
    billingCycle: z.enum(BILLING_CYCLES, { error: SUBSCRIPTION_MESSAGES.invalidBillingCycle }),
  }),
);
export type InitializePaymentInput = z.infer<typeof InitializePaymentSchema>;

/** `POST /initialize` answer. `amount` is GHS; open `authorizationUrl` in the same tab. */
export interface InitializePaymentResult {
  authorizationUrl: string;
  reference: string;
  accessCode: string;
  /** What is charged: `price − credit` (decision 040). */
  amount: number;
  currency: 'GHS';
  /** Added (decision 040): the plan's price and the unused value of the running plan taken off it. */
  price: number;
  credit: number;
}

/**
 * `GET /quote?plan=&billingCycle=` (decision 040): what paying for a plan costs today. Upgrading
 * credits the unused days of the running plan at its daily price (price ÷ days in its period),
 * rounded down to the pesewa, as a discount on the first charge; a credit larger than the price
 * becomes `bonusDays` of the new plan instead.
 */
export interface PaymentQuote {
  plan: PaidTier;
  billingCycle: BillingCycle;
  price: number;
  credit: number;
  /** `price − credit`: what the owner pays today. */
  amount: number;
  /** Whole days of the running plan left unused, that the credit is for. */
  unusedDays: number;
  bonusDays: number;
  /** `upgrade`, `renew` (same plan: added after the period end) or `start` (nothing running). */
  kind: 'start' | 'renew' | 'upgrade';
}

export const QuoteQuerySchema = z.object({
  plan: z.enum(PAID_TIERS, { error: SUBSCRIPTION_MESSAGES.invalidPlan }),
  billingCycle: z.enum(BILLING_CYCLES, { error: SUBSCRIPTION_MESSAGES.invalidBillingCycle }),
});

/** `POST /scheduled-change` body: a lower plan, or another cycle, from the period end. */
export const ScheduleChangeSchema = QuoteQuerySchema;
export type ScheduleChangeInput = z.infer<typeof ScheduleChangeSchema>;

/** Verify's `:reference`: Paystack's reference alphabet, at most 100 characters. */
export const PaymentReferenceSchema = z
  .string()
  .regex(/^[A-Za-z0-9.=-]{1,100}$/, { message: SUBSCRIPTION_MESSAGES.invalidReference });

export type VerifyStatus = 'success' | 'pending' | 'failed';

/** `GET /verify/:reference` answer (always 200 unless the reference is not the caller's). */
export interface VerifyPaymentResult {
  status: VerifyStatus;
  /** Shown as it is: on anything but `success` the screen shows "Payment verification failed: {message}". */
  message: string;
  reference: string;
  /** The caller's effective tier after this verify. */
  tier: Tier;
  /** The running subscription's period end, or null when none runs. */
  expiresAt: string | null;
  subscription: CurrentSubscription | null;
  /**
   * Added (decision 040): with `pending`, how the payment waits: `mobile_money` asks the owner to
   * approve the prompt on their phone; null when not known.
   */
  pendingChannel: string | null;
  /**
   * Added: with `failed`, true when Paystack reports the charge itself failed (declined by the
   * bank or the wallet): nothing was charged, and paying again is the way on.
   */
  declined: boolean;
}

/** `POST /cancel` answer data (message "Subscription cancelled successfully"). */
export interface CancelSubscriptionResult {
  message: string;
  /** When the paid tier ends: the period end. */
  effectiveDate: string;
  subscription: CurrentSubscription;
}

/** `POST /reactivate` answer data (message "Subscription reactivated"). */
export interface ReactivateSubscriptionResult {
  subscription: CurrentSubscription;
}

export type HistoryStatus = 'completed' | 'failed' | 'pending';

/** One row of `GET /history`. */
export interface BillingTransaction {
  id: string;
  reference: string;
  /** Like "RISE Plan - Monthly". */
  description: string;
  plan: PaidTier;
  billingCycle: BillingCycle;
  /** GHS major units. */
  amount: number;
  currency: 'GHS';
  status: HistoryStatus;
  /** When it was paid, else when it was created. */
  date: string;
  channel: string | null;
  /** Added (decision 040): the card or wallet, when known. */
  paymentMethod: PaymentMethod | null;
  /** GHS of the running plan's unused value taken off this payment (0 when none). */
  credit: number;
  /** `checkout` (the owner paid) or `renewal` (the kept card was charged). */
  kind: 'checkout' | 'renewal';
  /**
   * Added (decision 051): true only for a `pending` payment still waiting on the owner or Paystack.
   * A pending one that is not (a newer payment was started, or it is over an hour old) was left
   * unfinished: the dashboard says "Not completed". `status` stays `pending` for the older client.
   */
  waiting: boolean;
}

/** `GET /history` answer: newest first; abandoned payments are not listed. */
export interface BillingHistory {
  transactions: BillingTransaction[];
}

const limitError = { error: SUBSCRIPTION_MESSAGES.historyLimitRange };
export const HistoryQuerySchema = z.object({
  limit: z.coerce
    .number(limitError)
    .int(limitError)
    .min(1, limitError)
    .max(SUBSCRIPTION_LIMITS.historyMax, limitError)
    .default(SUBSCRIPTION_LIMITS.historyDefault),
});
export type HistoryQuery = z.infer<typeof HistoryQuerySchema>;

/** The pesewas Paystack is asked for: GHS major units × 100. */
export const toPesewas = (ghs: number): number => Math.round(ghs * 100);
export const fromPesewas = (pesewas: number): number => pesewas / 100;

/** "RISE Plan - Monthly" (the history's description). */
export const paymentDescription = (tier: PaidTier, cycle: BillingCycle): string =>
  `${tier} Plan - ${cycle === 'monthly' ? 'Monthly' : 'Yearly'}`;
