import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { isLoopbackAddress } from './payments-setting';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'sparklink-payments-'));
/** As `npm start` reads the environment: NODE_ENV unset means development. */
const start = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: tempDir(), ...env }).payments;

const FREE_PLANS = 'the built-in test checkout grants paid plans for free';

/**
 * Issue 30 (decision 039): the built-in test checkout sells paid plans for nothing, so it is a
 * choice, or the default of a server whose every origin is this machine; never what a public
 * server gets because NODE_ENV was left unset.
 */
describe('who takes payments', () => {
  it('refuses to start on an origin other than this machine without a Paystack key', () => {
    expect(() => start({ PUBLIC_ORIGIN: 'https://portfolio.example' })).toThrow(
      new ConfigError(
        `Invalid configuration: PAYSTACK_SECRET_KEY is required on https://portfolio.example, which is not this machine (PAYMENTS=test chooses the test checkout; ${FREE_PLANS})`,
      ),
    );
    // A public address by IP, and an SPA of its own elsewhere, are not this machine either.
    expect(() => start({ PUBLIC_ORIGIN: 'http://203.0.113.7:3000' })).toThrow(
      'PAYSTACK_SECRET_KEY is required on http://203.0.113.7:3000, which is not this machine',
    );
    expect(() => start({ APP_ORIGIN: 'https://app.portfolio.example' })).toThrow(
      'PAYSTACK_SECRET_KEY is required on https://app.portfolio.example, which is not this machine',
    );
    expect(() => start({ NODE_ENV: 'test', PUBLIC_ORIGIN: 'https://portfolio.example' })).toThrow(ConfigError);
  });

  it('runs the test checkout for this machine only when every origin is loopback and no key is set', () => {
    expect(start()).toEqual({ provider: 'test', chosen: false });
    for (const origin of ['http://127.0.0.1:8080', 'http://sparklink.localhost:3000', 'http://[::1]:3000']) {
      expect(start({ PUBLIC_ORIGIN: origin, APP_ORIGIN: 'http://localhost:5173' }), origin).toEqual({
        provider: 'test',
        chosen: false,
      });
    }
  });

  it('runs the test checkout for everyone when PAYMENTS=test chooses it', () => {
    expect(start({ PAYMENTS: 'test', PUBLIC_ORIGIN: 'https://staging.portfolio.example' })).toEqual({
      provider: 'test',
      chosen: true,
    });
    expect(() => start({ PAYMENTS: 'test', PAYSTACK_SECRET_KEY: 'sk_test_x' })).toThrow(
      new ConfigError('Invalid configuration: PAYMENTS=test and PAYSTACK_SECRET_KEY are both set; unset one'),
    );
  });

  it('uses Paystack whenever a key is set, and PAYMENTS=paystack insists on one', () => {
    const paystack = { provider: 'paystack', secretKey: 'sk_test_x' };
    expect(start({ PAYSTACK_SECRET_KEY: 'sk_test_x' })).toEqual(paystack);
    expect(start({ PAYSTACK_SECRET_KEY: 'sk_test_x', PUBLIC_ORIGIN: 'https://portfolio.example' })).toEqual(paystack);
    expect(start({ PAYMENTS: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_x' })).toEqual(paystack);
    expect(() => start({ PAYMENTS: 'paystack' })).toThrow(
      new ConfigError('Invalid configuration: PAYMENTS=paystack needs PAYSTACK_SECRET_KEY'),
    );
    expect(() => start({ PAYMENTS: 'stripe' })).toThrow(
      new ConfigError('Invalid configuration: PAYMENTS must be paystack or test'),
    );
  });

  it('never runs the test checkout in production, chosen or not', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://portfolio.example',
      SMTP_URL: 'smtp://mail.example:587',
      JWT_SECRET: 'j'.repeat(40),
      LOGIN_TICKET_SECRET: 'l'.repeat(40),
      CODE_PEPPER: 'p'.repeat(40),
      COOKIE_SECRET: 'c'.repeat(40),
    };
    expect(() => start({ ...production, PAYMENTS: 'test' })).toThrow(
      new ConfigError(`Invalid configuration: PAYMENTS=test is refused in production (${FREE_PLANS})`),
    );
    expect(() => start({ ...production, PUBLIC_ORIGIN: 'http://localhost:3000', ALLOW_HTTP_ORIGIN: 'true' })).toThrow(
      'Invalid configuration: PAYSTACK_SECRET_KEY is required in production',
    );
  });

  it("tells this machine's client addresses from others", () => {
    for (const ip of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(ip), ip).toBe(true);
    for (const ip of ['203.0.113.7', '10.0.0.1', '::ffff:10.0.0.1', '2001:db8::1', '0.0.0.0', '128.0.0.1']) {
      expect(isLoopbackAddress(ip), ip).toBe(false);
    }
  });
});
