import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TestCheckoutsTable } from '../../db/process-schema';
import type { DB } from '../../db/schema';
import { toDate } from '../../db/values';
import type { Checkout, CheckoutRequest, PaymentProvider, ProviderTransaction } from './payment-provider';

/** What the person chose on the test checkout page. */
export type TestOutcome = 'pay' | 'fail' | 'abandon';

export interface TestCheckout {
  amount: number;
  currency: string;
  callbackUrl: string;
  status: TestCheckoutsTable['status'];
  paidAt: Date | null;
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
    return {
      status,
      reference,
      amount: transaction?.amount ?? null,
      currency: transaction?.currency ?? null,
      domain: 'test',
      gatewayResponse: GATEWAY_RESPONSES[status],
      channel: status === 'success' ? 'card' : null,
      paidAt: transaction?.paidAt ?? null,
    };
  }
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
  };
}

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
    .set({
      status: outcome === 'pay' ? 'success' : outcome === 'fail' ? 'failed' : 'abandoned',
      paid_at: outcome === 'pay' ? now : null,
    })
    .where('reference', '=', reference)
    .where('status', '!=', 'success')
    .execute();
  const url = new URL(transaction.callbackUrl);
  url.searchParams.set('reference', reference);
  url.searchParams.set('trxref', reference);
  return url.toString();
}
