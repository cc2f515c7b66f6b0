import { z } from 'zod';
import {
  UpstreamError,
  type Checkout,
  type ChargeRequest,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderTransaction,
} from './payment-provider';

/** A slow Paystack answer fails the call rather than hold the request (and the owner) open. */
const TIMEOUT_MS = 15_000;

const InitializeAnswer = z.object({
  status: z.literal(true),
  data: z.object({ authorization_url: z.string().url(), access_code: z.string(), reference: z.string() }),
});

const text = z.string().nullish().catch(null);
/** Paystack sends some of these as numbers or strings depending on the channel. */
const loose = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : String(value)))
  .catch(null);
const AuthorizationData = z
  .object({
    authorization_code: text,
    reusable: z.boolean().nullish().catch(null),
    channel: text,
    brand: text,
    card_type: text,
    bank: text,
    last4: loose,
    exp_month: loose,
    exp_year: loose,
  })
  .nullish()
  .catch(null);
const TransactionData = z.object({
  status: text,
  reference: text,
  amount: z.number().int().nullish().catch(null),
  currency: text,
  domain: text,
  gateway_response: text,
  channel: text,
  paid_at: text,
  authorization: AuthorizationData,
});
const TransactionAnswer = z.object({ status: z.literal(true), data: TransactionData });

/**
 * Paystack's transaction API (reference/performance-security-payments.md §C): initialize and
 * verify, with the secret key as Bearer. The key never leaves this class.
 */
export class PaystackClient implements PaymentProvider {
  readonly name = 'paystack';

  constructor(
    private readonly baseUrl: string,
    private readonly secretKey: string,
  ) {}

  async initialize(request: CheckoutRequest): Promise<Checkout> {
    const answer = await this.#call('POST', '/transaction/initialize', InitializeAnswer, {
      email: request.email,
      amount: request.amountPesewas,
      currency: request.currency,
      reference: request.reference,
      callback_url: request.callbackUrl,
      channels: request.channels,
      metadata: request.metadata,
    });
    return {
      authorizationUrl: answer.data.authorization_url,
      accessCode: answer.data.access_code,
      reference: answer.data.reference,
    };
  }

  async verify(reference: string): Promise<ProviderTransaction> {
    const path = `/transaction/verify/${encodeURIComponent(reference)}`;
    return toTransaction((await this.#call('GET', path, TransactionAnswer)).data);
  }

  async chargeAuthorization(request: ChargeRequest): Promise<ProviderTransaction> {
    const answer = await this.#call('POST', '/transaction/charge_authorization', TransactionAnswer, {
      email: request.email,
      amount: request.amountPesewas,
      currency: request.currency,
      reference: request.reference,
      authorization_code: request.authorizationCode,
      metadata: request.metadata,
    });
    return toTransaction(answer.data);
  }

  async #call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: object): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.secretKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (error) {
      throw new UpstreamError(`Paystack ${method} ${path} unreachable: ${(error as Error).message}`);
    }
    const json: unknown = await response.json().catch(() => undefined);
    const parsed = schema.safeParse(json);
    if (!response.ok || !parsed.success) {
      throw new UpstreamError(`Paystack ${method} ${path} answered ${response.status}`);
    }
    return parsed.data;
  }
}

function toTransaction(data: z.infer<typeof TransactionData>): ProviderTransaction {
  const paidAt = data.paid_at ? new Date(data.paid_at) : null;
  const auth = data.authorization;
  return {
    status: data.status ?? null,
    reference: data.reference ?? null,
    amount: data.amount ?? null,
    currency: data.currency ?? null,
    domain: data.domain ?? null,
    gatewayResponse: data.gateway_response ?? null,
    channel: data.channel ?? null,
    paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
    authorization: auth
      ? {
          code: auth.authorization_code ?? null,
          reusable: auth.reusable === true,
          channel: auth.channel ?? data.channel ?? null,
          // Cards name their scheme in `brand` (or `card_type`); mobile money its network in `bank`.
          brand: (auth.brand ?? auth.card_type ?? auth.bank ?? null)?.trim().toLowerCase() || null,
          last4: auth.last4,
          expMonth: auth.exp_month,
          expYear: auth.exp_year,
        }
      : null,
  };
}
