import { randomBytes } from 'node:crypto';
import type { Checkout, CheckoutRequest, PaymentProvider, ProviderTransaction } from './payment-provider';

/** What the person chose on the test checkout page. */
export type TestOutcome = 'pay' | 'fail' | 'abandon';

interface TestTransaction {
  amount: number;
  currency: string;
  callbackUrl: string;
  status: 'ongoing' | 'success' | 'failed' | 'abandoned';
  paidAt: Date | null;
}

/** Checkouts of this process. Plenty for a developer's machine; the oldest go first past it. */
const KEPT = 10_000;
const transactions = new Map<string, TestTransaction>();

export const TEST_CHECKOUT_PATH = '/api/subscriptions/test-checkout';

/**
 * The built-in test checkout (decision 016): plays Paystack's part when no secret key is set, so
 * the whole upgrade journey works on a laptop with no account anywhere. Initialize remembers the
 * checkout and points at our own page; the page records pay, fail or abandon; verify reports it
 * in Paystack's words with `domain: "test"`. Kept in memory: a restart forgets open checkouts,
 * which then verify as abandoned. Never used with a secret key, and refused in production.
 */
export class TestCheckoutProvider implements PaymentProvider {
  readonly name = 'test';

  constructor(private readonly publicOrigin: string) {}

  async initialize(request: CheckoutRequest): Promise<Checkout> {
    if (transactions.size >= KEPT) transactions.delete(transactions.keys().next().value!);
    transactions.set(request.reference, {
      amount: request.amountPesewas,
      currency: request.currency,
      callbackUrl: request.callbackUrl,
      status: 'ongoing',
      paidAt: null,
    });
    return {
      authorizationUrl: `${this.publicOrigin}${TEST_CHECKOUT_PATH}/${encodeURIComponent(request.reference)}`,
      accessCode: `test_${randomBytes(8).toString('hex')}`,
      reference: request.reference,
    };
  }

  async verify(reference: string): Promise<ProviderTransaction> {
    const transaction = transactions.get(reference);
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

const GATEWAY_RESPONSES: Record<TestTransaction['status'], string | null> = {
  ongoing: null,
  success: 'Successful',
  failed: 'Declined (test payment)',
  abandoned: null,
};

/** The open test checkout of a reference, for its page; undefined when this process has none. */
export function findTestCheckout(reference: string): Readonly<TestTransaction> | undefined {
  return transactions.get(reference);
}

/**
 * Records the choice made on the page and answers where the browser goes next (the callback, as
 * Paystack does). A paid checkout stays paid; a failed one may still be paid, as on Paystack.
 */
export function recordTestOutcome(reference: string, outcome: TestOutcome, now = new Date()): string | undefined {
  const transaction = transactions.get(reference);
  if (!transaction) return undefined;
  if (transaction.status !== 'success') {
    transaction.status = outcome === 'pay' ? 'success' : outcome === 'fail' ? 'failed' : 'abandoned';
    transaction.paidAt = outcome === 'pay' ? now : null;
  }
  const url = new URL(transaction.callbackUrl);
  url.searchParams.set('reference', reference);
  url.searchParams.set('trxref', reference);
  return url.toString();
}
