import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signBody } from './webhook-signature';

/**
 * Test support: a local HTTP server that speaks Paystack's documented transaction API
 * (reference/performance-security-payments.md §C) on a free port, so no test mocks `fetch`:
 * `POST /transaction/initialize`, `GET /transaction/verify/:reference` and
 * `POST /transaction/charge_authorization`, Bearer secret key,
 * Paystack's envelopes and error answers. Tests decide how each transaction ends with
 * `settle`, and deliver webhooks signed with the real HMAC through `deliverWebhook`.
 */

export const TEST_SECRET_KEY = 'sk_test_sparklink_local_paystack';

export interface InitializeBody {
  email: string;
  amount: number;
  currency: string;
  reference: string;
  callback_url: string;
  channels: string[];
  metadata: Record<string, unknown>;
}

/** Verify's `data` as Paystack sends it (trimmed to what a transaction carries). */
export interface TransactionData {
  id: number;
  domain: string;
  status: string;
  reference: string;
  amount: number;
  currency: string;
  channel: string | null;
  gateway_response: string | null;
  paid_at: string | null;
  created_at: string;
  metadata: unknown;
  customer: { email: string; customer_code: string };
  authorization: Record<string, unknown> | null;
}

/** A card authorization as Paystack reports it: reusable, Visa ending 4081. */
export const REUSABLE_CARD = {
  authorization_code: 'AUTH_card_reusable',
  bin: '408408',
  last4: '4081',
  exp_month: '12',
  exp_year: '2030',
  channel: 'card',
  card_type: 'visa ',
  bank: 'TEST BANK',
  country_code: 'GH',
  brand: 'visa',
  reusable: true,
  signature: 'SIG_card_4081',
} as const;

/** A mobile money authorization: Paystack marks it not reusable. */
export const MOBILE_MONEY_WALLET = {
  authorization_code: 'AUTH_momo_wallet',
  bin: '055XXX',
  last4: '2345',
  exp_month: '12',
  exp_year: '9999',
  channel: 'mobile_money',
  card_type: '',
  bank: 'MTN',
  country_code: 'GH',
  brand: 'Mtn',
  reusable: false,
  signature: null,
} as const;

export interface ChargeAuthorizationBody {
  email: string;
  amount: number;
  currency: string;
  reference: string;
  authorization_code: string;
  metadata: Record<string, unknown>;
}

/** What charge_authorization does next: succeed, decline, or ask the owner for more (`send_otp`). */
export type ChargeOutcome =
  { status: 'success' } | { status: 'failed'; gatewayResponse: string } | { status: 'send_otp' | 'pending' };

export interface FakePaystack {
  /** PAYSTACK_* variables for createTestApp. */
  env: Record<string, string>;
  /** Every initialize body received, oldest first. */
  initialized: InitializeBody[];
  /** Every charge_authorization body received, oldest first. */
  charges: ChargeAuthorizationBody[];
  /** The outcomes of the next charges, in order; when empty a charge succeeds. */
  chargeOutcomes: ChargeOutcome[];
  /** Milliseconds charge_authorization waits before answering (for races). */
  chargeDelayMs: number;
  /** How many verify calls each reference got. */
  verifyCalls: Map<string, number>;
  /** What verify reports from now on; `success` fills Paystack's paid fields. */
  settle(reference: string, changes?: Partial<TransactionData>): TransactionData;
  transaction(reference: string): TransactionData | undefined;
  /** While set, every call answers this HTTP status with Paystack's error envelope. */
  failWith: number | undefined;
  /** Milliseconds verify waits before answering (for races). */
  verifyDelayMs: number;
  stop(): Promise<void>;
}

let nextId = 4_099_260_000;

export async function startFakePaystack(secretKey = TEST_SECRET_KEY): Promise<FakePaystack> {
  const transactions = new Map<string, TransactionData>();
  const state: FakePaystack = {
    env: {},
    initialized: [],
    charges: [],
    chargeOutcomes: [],
    chargeDelayMs: 0,
    verifyCalls: new Map(),
    failWith: undefined,
    verifyDelayMs: 0,
    settle(reference, changes = {}) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`no transaction ${reference}`);
      const paid = (changes.status ?? 'success') === 'success';
      Object.assign(
        transaction,
        {
          status: 'success',
          channel: paid ? 'mobile_money' : null,
          gateway_response: paid ? 'Approved' : 'Declined',
          paid_at: paid ? new Date().toISOString() : null,
          authorization: paid ? { authorization_code: 'AUTH_secret', last4: '4081', reusable: true } : null,
        },
        changes,
      );
      return transaction;
    },
    transaction: (reference) => transactions.get(reference),
    stop: async () => {},
  };

  const server: Server = createServer((request, response) => {
    void handle(request, response).catch(() => send(response, 500, { status: false, message: 'Server error' }));
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (state.failWith) return send(response, state.failWith, { status: false, message: 'Service unavailable' });
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return send(response, 401, { status: false, message: 'Invalid key' });
    }
    const url = new URL(request.url ?? '/', 'http://paystack.local');
    if (request.method === 'POST' && url.pathname === '/transaction/initialize') {
      const body = JSON.parse(await readBody(request)) as InitializeBody;
      state.initialized.push(body);
      if (!Number.isInteger(body.amount) || !body.email) {
        return send(response, 400, { status: false, message: 'Invalid amount or email' });
      }
      if (!/^[A-Za-z0-9.=-]+$/.test(body.reference)) {
        return send(response, 400, { status: false, message: 'Invalid transaction reference' });
      }
      if (transactions.has(body.reference)) {
        return send(response, 400, { status: false, message: 'Duplicate Transaction Reference' });
      }
      const accessCode = randomBytes(8).toString('hex');
      transactions.set(body.reference, {
        id: nextId++,
        domain: 'test',
        // Paystack reports a transaction nobody has paid yet as abandoned.
        status: 'abandoned',
        reference: body.reference,
        amount: body.amount,
        currency: body.currency ?? 'NGN',
        channel: null,
        gateway_response: null,
        paid_at: null,
        created_at: new Date().toISOString(),
        metadata: body.metadata ?? '',
        customer: { email: body.email, customer_code: `CUS_${accessCode}` },
        authorization: null,
      });
      return send(response, 200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `https://checkout.paystack.com/${accessCode}`,
          access_code: accessCode,
          reference: body.reference,
        },
      });
    }
    if (request.method === 'POST' && url.pathname === '/transaction/charge_authorization') {
      const body = JSON.parse(await readBody(request)) as ChargeAuthorizationBody;
      state.charges.push(body);
      if (state.chargeDelayMs) await new Promise((resolve) => setTimeout(resolve, state.chargeDelayMs));
      if (body.authorization_code !== REUSABLE_CARD.authorization_code) {
        return send(response, 400, { status: false, message: 'Invalid authorization code' });
      }
      if (transactions.has(body.reference)) {
        return send(response, 400, { status: false, message: 'Duplicate Transaction Reference' });
      }
      const outcome = state.chargeOutcomes.shift() ?? { status: 'success' };
      const paid = outcome.status === 'success';
      const transaction: TransactionData = {
        id: nextId++,
        domain: 'test',
        status: outcome.status,
        reference: body.reference,
        amount: body.amount,
        currency: body.currency ?? 'NGN',
        channel: 'card',
        gateway_response:
          outcome.status === 'failed' ? outcome.gatewayResponse : paid ? 'Approved' : 'Please enter OTP',
        paid_at: paid ? new Date().toISOString() : null,
        created_at: new Date().toISOString(),
        metadata: body.metadata ?? '',
        customer: { email: body.email, customer_code: 'CUS_renewal' },
        authorization: { ...REUSABLE_CARD },
      };
      transactions.set(body.reference, transaction);
      return send(response, 200, { status: true, message: 'Charge attempted', data: transaction });
    }
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && verify) {
      const reference = decodeURIComponent(verify[1]!);
      state.verifyCalls.set(reference, (state.verifyCalls.get(reference) ?? 0) + 1);
      if (state.verifyDelayMs) await new Promise((resolve) => setTimeout(resolve, state.verifyDelayMs));
      const transaction = transactions.get(reference);
      if (!transaction) return send(response, 400, { status: false, message: 'Transaction reference not found' });
      return send(response, 200, { status: true, message: 'Verification successful', data: transaction });
    }
    return send(response, 404, { status: false, message: 'Not found' });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.env = { PAYSTACK_SECRET_KEY: secretKey, PAYSTACK_BASE_URL: `http://127.0.0.1:${port}` };
  state.stop = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * Delivers a webhook as Paystack does: the JSON body as bytes and `x-paystack-signature`, the hex
 * HMAC-SHA512 of exactly those bytes keyed with the secret. Pass `signature` to forge one.
 */
export function deliverWebhook(
  app: FastifyInstance,
  event: { event: string; data: object } | string,
  options: { secret?: string; signature?: string | null } = {},
): Promise<LightMyRequestResponse> {
  const body = typeof event === 'string' ? event : JSON.stringify(event);
  const signature =
    options.signature === undefined ? signBody(body, options.secret ?? TEST_SECRET_KEY) : options.signature;
  return app.inject({
    method: 'POST',
    url: '/api/subscriptions/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-paystack-signature': signature }),
    },
    payload: body,
  });
}
