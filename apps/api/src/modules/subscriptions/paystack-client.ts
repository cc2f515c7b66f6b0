import { z } from 'zod';
import {
  UpstreamError,
  type Checkout,
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
const VerifyAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    status: text,
    reference: text,
    amount: z.number().int().nullish().catch(null),
    currency: text,
    domain: text,
    gateway_response: text,
    channel: text,
    paid_at: text,
  }),
});

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
    const { data } = await this.#call('GET', path, VerifyAnswer);
    const paidAt = data.paid_at ? new Date(data.paid_at) : null;
    return {
      status: data.status ?? null,
      reference: data.reference ?? null,
      amount: data.amount ?? null,
      currency: data.currency ?? null,
      domain: data.domain ?? null,
      gatewayResponse: data.gateway_response ?? null,
      channel: data.channel ?? null,
      paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
    };
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
