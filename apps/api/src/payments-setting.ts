import { ConfigError } from './config-error';

/**
 * Who takes payments (decision 039): Paystack with a secret key, or the built-in test checkout,
 * which grants paid plans for nothing. The test checkout is a choice (`PAYMENTS=test`), or the
 * default of a server only this machine can use: one whose every origin is a loopback origin, as
 * `npm start` on a fresh clone is. Even then it answers only this machine's requests, since a
 * server bound to every interface (HOST=0.0.0.0) is reachable from elsewhere whatever its origin.
 */
export type PaymentsSetting =
  | { provider: 'paystack'; secretKey: string }
  | {
      provider: 'test';
      /** `PAYMENTS=test`: open to every address. Otherwise, the loopback default: this machine only. */
      chosen: boolean;
    };

export interface PaymentsChoice {
  /** `PAYMENTS`, when set. */
  payments: 'paystack' | 'test' | undefined;
  paystackSecretKey: string | undefined;
  isProduction: boolean;
  /** PUBLIC_ORIGIN and APP_ORIGIN: where people reach the server and the checkout returns. */
  origins: string[];
}

const FREE_PLANS = 'the built-in test checkout grants paid plans for free';

export function resolvePayments({
  payments,
  paystackSecretKey,
  isProduction,
  origins,
}: PaymentsChoice): PaymentsSetting {
  if (payments === 'paystack' && !paystackSecretKey) {
    throw new ConfigError('Invalid configuration: PAYMENTS=paystack needs PAYSTACK_SECRET_KEY');
  }
  if (payments === 'test') {
    if (paystackSecretKey) {
      throw new ConfigError('Invalid configuration: PAYMENTS=test and PAYSTACK_SECRET_KEY are both set; unset one');
    }
    if (isProduction)
      throw new ConfigError(`Invalid configuration: PAYMENTS=test is refused in production (${FREE_PLANS})`);
    return { provider: 'test', chosen: true };
  }
  if (paystackSecretKey) return { provider: 'paystack', secretKey: paystackSecretKey };
  if (isProduction) {
    throw new ConfigError(
      'Invalid configuration: PAYSTACK_SECRET_KEY is required in production (without it the built-in test checkout would grant plans for free)',
    );
  }
  const reachable = origins.find((origin) => !isLoopbackOrigin(origin));
  if (reachable) {
    throw new ConfigError(
      `Invalid configuration: PAYSTACK_SECRET_KEY is required on ${reachable}, which is not this machine (PAYMENTS=test chooses the test checkout; ${FREE_PLANS})`,
    );
  }
  return { provider: 'test', chosen: false };
}

/** `localhost`, a name under `.localhost` (RFC 6761), 127.0.0.0/8 or [::1]. */
export function isLoopbackOrigin(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** A client address on this machine, as Node reports it (IPv4, IPv6, or IPv4 mapped into IPv6). */
export function isLoopbackAddress(ip: string): boolean {
  return ip === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(ip);
}

/** The line the server logs at start while the test checkout is on: nobody should miss it. */
export function testCheckoutWarning(setting: PaymentsSetting): string | undefined {
  if (setting.provider !== 'test') return undefined;
  const who = setting.chosen
    ? 'for everyone who can reach this server (PAYMENTS=test)'
    : 'for this machine only (every origin is loopback and no PAYSTACK_SECRET_KEY is set)';
  return `TEST CHECKOUT ON ${who}: paid plans are granted without any payment. Set PAYSTACK_SECRET_KEY to take real payments.`;
}
