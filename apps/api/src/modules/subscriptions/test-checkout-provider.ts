import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TestCheckoutsTable } from '../../db/process-schema';
import type { DB } from '../../db/schema';
import { toDate } from '../../db/values';
import type {
  ChargeRequest,
  Checkout,
  CheckoutRequest,
  PaymentProvider,
  ProviderAuthorization,
  ProviderTransaction,
} from './payment-provider';

/**
 * What the person chose on the test checkout page: pay by card (`pay`), start a mobile money
 * payment that waits for approval on the phone (`momo`), approve that prompt (`approve`), fail or
 * abandon.
 */
export type TestOutcome = (typeof TEST_OUTCOMES)[number];
/** `pay_declining`: pays by a card whose renewals are declined, to try the grace of decision 040. */
export const TEST_OUTCOMES = ['pay', 'pay_declining', 'momo', 'approve', 'fail', 'abandon'] as const;
/** Kept in `test_checkouts.channel` for a card that pays now and declines every renewal. */
const DECLINING_CARD = 'card:declines-renewals';
const DECLINING_CODE = 'AUTH_test_declines_';

/** The card the test checkout pays with: reusable, as Paystack reports a test Visa card. */
export const TEST_CARD = { brand: 'visa', last4: '4081', expMonth: '12', expYear: '2030' } as const;
const TEST_WALLET = { brand: 'mtn', last4: '2345' } as const;

export interface TestCheckout {
  amount: number;
  currency: string;
  callbackUrl: string;
  status: TestCheckoutsTable['status'];
  paidAt: Date | null;
  channel: string | null;
}

export const TEST_CHECKOUT_PATH = '/api/subscriptions/test-checkout';

/**
 * The built-in test checkout (decision 016): plays Paystack's part when no secret key is set, so
 * the whole upgrade journey works on a laptop with no account anywhere. Initialize remembers the
 * checkout and points at our own page; the page records pay, fail or abandon; verify reports it
 * in Paystack's words with `domain: "test"`. Kept in the database (decision 023), so the page and
 * the verify may reach any process, and a restart forgets nothing. Never used with a secret key,
 * and refused in production.
 */
export class TestCheckoutProvider implements PaymentProvider {
  readonly name = 'test';

  constructor(
    private readonly db: Kysely<DB>,
    private readonly publicOrigin: string,
  ) {}

  async initialize(request: CheckoutRequest): Promise<Checkout> {
    await this.db
      .insertInto('test_checkouts')
      .values({
        reference: request.reference,
        amount_pesewas: request.amountPesewas,
        currency: request.currency,
        callback_url: request.callbackUrl,
        status: 'ongoing',
        paid_at: null,
        created_at: new Date(),
        channel: null,
      })
      .execute();
    return {
      authorizationUrl: `${this.publicOrigin}${TEST_CHECKOUT_PATH}/${encodeURIComponent(request.reference)}`,
      accessCode: `test_${randomBytes(8).toString('hex')}`,
      reference: request.reference,
    };
  }

  async verify(reference: string): Promise<ProviderTransaction> {
    const transaction = await findTestCheckout(this.db, reference);
    const status = transaction?.status ?? 'abandoned';
    // A mobile money prompt not yet approved: Paystack reports such a charge `pending`.
    const waiting = status === 'ongoing' && transaction?.channel === 'mobile_money';
    const declining = transaction?.channel === DECLINING_CARD;
    return {
      status: waiting ? 'pending' : status,
      reference,
      amount: transaction?.amount ?? null,
      currency: transaction?.currency ?? null,
      domain: 'test',
      gatewayResponse: GATEWAY_RESPONSES[status],
      channel: declining ? 'card' : (transaction?.channel ?? null),
      paidAt: transaction?.paidAt ?? null,
      authorization:
        status === 'success' ? testAuthorization(reference, transaction?.channel ?? 'card', declining) : null,
    };
  }

  /**
   * Charging the test card again succeeds, unless it was paid as the card that declines its
   * renewals: renewals and their grace can both be tried end to end on a laptop.
   */
  async chargeAuthorization(request: ChargeRequest): Promise<ProviderTransaction> {
    const now = new Date();
    const declines = request.authorizationCode.startsWith(DECLINING_CODE);
    await this.db
      .insertInto('test_checkouts')
      .values({
        reference: request.reference,
        amount_pesewas: request.amountPesewas,
        currency: request.currency,
        callback_url: '',
        status: declines ? 'failed' : 'success',
        paid_at: declines ? null : now,
        created_at: now,
        channel: declines ? DECLINING_CARD : 'card',
      })
      .execute();
    return this.verify(request.reference);
  }
}

/** What Paystack leaves after a payment: a reusable card, or a mobile money wallet that is not. */
function testAuthorization(reference: string, channel: string, declining: boolean): ProviderAuthorization {
  const card = channel === 'card' || declining;
  return {
    code: `${declining ? DECLINING_CODE : 'AUTH_test_'}${reference.slice(-10)}`,
    reusable: card,
    channel: card ? 'card' : channel,
    brand: card ? TEST_CARD.brand : TEST_WALLET.brand,
    last4: card ? TEST_CARD.last4 : TEST_WALLET.last4,
    expMonth: card ? TEST_CARD.expMonth : null,
    expYear: card ? TEST_CARD.expYear : null,
  };
}

const GATEWAY_RESPONSES: Record<TestCheckout['status'], string | null> = {
  ongoing: null,
  success: 'Successful',
  failed: 'Declined (test payment)',
  abandoned: null,
};

/** The open test checkout of a reference, for its page; undefined when there is none. */
export async function findTestCheckout(db: Kysely<DB>, reference: string): Promise<TestCheckout | undefined> {
  const row = await db.selectFrom('test_checkouts').selectAll().where('reference', '=', reference).executeTakeFirst();
  if (!row) return undefined;
  return {
    amount: row.amount_pesewas,
    currency: row.currency,
    callbackUrl: row.callback_url,
    status: row.status,
    paidAt: row.paid_at === null ? null : toDate(row.paid_at),
    channel: row.channel,
  };
}

type OutcomeRow = Pick<TestCheckoutsTable, 'status' | 'channel'> & { paid_at: Date | null };
const OUTCOMES: Record<TestOutcome, (checkout: TestCheckout, now: Date) => OutcomeRow> = {
  pay: (_, now) => ({ status: 'success', channel: 'card', paid_at: now }),
  pay_declining: (_, now) => ({ status: 'success', channel: DECLINING_CARD, paid_at: now }),
  // The prompt is on its way to the phone: nothing is paid until it is approved.
  momo: () => ({ status: 'ongoing', channel: 'mobile_money', paid_at: null }),
  approve: (checkout, now) =>
    checkout.channel === 'mobile_money'
      ? { status: 'success', channel: 'mobile_money', paid_at: now }
      : { status: checkout.status, channel: checkout.channel, paid_at: checkout.paidAt },
  fail: (checkout) => ({ status: 'failed', channel: checkout.channel, paid_at: null }),
  abandon: (checkout) => ({ status: 'abandoned', channel: checkout.channel, paid_at: null }),
};

/**
 * Records the choice made on the page and answers where the browser goes next (the callback, as
 * Paystack does). A paid checkout stays paid; a failed one may still be paid, as on Paystack.
 */
export async function recordTestOutcome(
  db: Kysely<DB>,
  reference: string,
  outcome: TestOutcome,
  now = new Date(),
): Promise<string | undefined> {
  const transaction = await findTestCheckout(db, reference);
  if (!transaction) return undefined;
  await db
    .updateTable('test_checkouts')
    .set(OUTCOMES[outcome](transaction, now))
    .where('reference', '=', reference)
    .where('status', '!=', 'success')
    .execute();
  const url = new URL(transaction.callbackUrl);
  url.searchParams.set('reference', reference);
  url.searchParams.set('trxref', reference);
  return url.toString();
}
