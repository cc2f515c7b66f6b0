import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'sparklink-config-'));

describe('loadConfig', () => {
  it('runs on embedded defaults: port 3000, SQLite in ./data, origins on localhost', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.sqliteFile).toBe(path.join(dir, 'sparklink.db'));
    expect(config.publicOrigin).toBe('http://localhost:3000');
    expect(config.mediaBaseUrl).toBe('http://localhost:3000/media');
    expect(config.google).toBeUndefined();
  });

  it('refuses a bad value with a one-line message naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: 'eighty' })).toThrow(
      new ConfigError('Invalid configuration: PORT must be a number'),
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'mysql://x' })).toThrow(
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for SQLite)',
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: 'short' })).toThrow(
      'Invalid configuration: JWT_SECRET must be at least 32 bytes',
    );
  });

  it('generates missing secrets once, keeps them in the data directory, and reuses them', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const file = path.join(dir, 'secrets.json');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.byteLength(first.secrets.JWT_SECRET)).toBeGreaterThanOrEqual(32);
    expect(first.secrets.JWT_SECRET).not.toBe(first.secrets.LOGIN_TICKET_SECRET);
    const second = loadConfig({ DATA_DIR: dir });
    expect(second.secrets).toEqual(first.secrets);
    expect(JSON.parse(readFileSync(file, 'utf8')).JWT_SECRET).toBe(first.secrets.JWT_SECRET);
  });

  it('uses given secrets and refuses to start in production without them', () => {
    const given = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: given }).secrets.JWT_SECRET).toBe(given);
    expect(() => loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: JWT_SECRET is required in production',
    );
  });

  const productionSecrets = {
    JWT_SECRET: 'j'.repeat(40),
    LOGIN_TICKET_SECRET: 'l'.repeat(40),
    CODE_PEPPER: 'p'.repeat(40),
    COOKIE_SECRET: 'c'.repeat(40),
    PAYSTACK_SECRET_KEY: 'sk_live_example',
  };
  const production = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production', ...productionSecrets, ...env });

  it('refuses production without a mail transport, unless logging codes is explicitly allowed', () => {
    const origin = { PUBLIC_ORIGIN: 'https://sparklink.example' };
    expect(() => production(origin)).toThrow(
      new ConfigError(
        'Invalid configuration: SMTP_URL is required in production (MAIL_TO_LOG_IN_PRODUCTION=true writes codes to the log instead, unsafe)',
      ),
    );
    expect(production({ ...origin, SMTP_URL: 'smtp://mail.example:587' }).mail.smtpUrl).toBe('smtp://mail.example:587');
    expect(production({ ...origin, MAIL_TO_LOG_IN_PRODUCTION: 'true' }).mail.smtpUrl).toBeUndefined();
    expect(() => production({ ...origin, MAIL_TO_LOG_IN_PRODUCTION: 'yes' })).toThrow(
      'Invalid configuration: MAIL_TO_LOG_IN_PRODUCTION must be true or false',
    );
  });

  it('refuses production without a Paystack key: the built-in test checkout never runs there', () => {
    const safe = { PUBLIC_ORIGIN: 'https://sparklink.example', SMTP_URL: 'smtp://mail.example:587' };
    expect(() => production({ ...safe, PAYSTACK_SECRET_KEY: '' })).toThrow(
      new ConfigError(
        'Invalid configuration: PAYSTACK_SECRET_KEY is required in production (without it the built-in test checkout would grant plans for free)',
      ),
    );
    expect(production(safe).paystack).toEqual({ secretKey: 'sk_live_example', baseUrl: 'https://api.paystack.co' });
    // Elsewhere no key means the test checkout.
    expect(loadConfig({ DATA_DIR: tempDir() }).paystack.secretKey).toBeUndefined();
  });

  it('refuses plain-http origins in production unless told otherwise', () => {
    const mail = { SMTP_URL: 'smtp://mail.example:587' };
    expect(() => production(mail)).toThrow(
      'Invalid configuration: http://localhost:3000 is not https; production needs https origins (ALLOW_HTTP_ORIGIN=true to override)',
    );
    expect(() =>
      production({ ...mail, PUBLIC_ORIGIN: 'https://sparklink.example', APP_ORIGIN: 'http://app.example' }),
    ).toThrow(
      'Invalid configuration: http://app.example is not https; production needs https origins (ALLOW_HTTP_ORIGIN=true to override)',
    );
    expect(production({ ...mail, ALLOW_HTTP_ORIGIN: 'true' }).publicOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ DATA_DIR: tempDir() }).publicOrigin).toBe('http://localhost:3000');
  });

  it('creates the data directory owner-only', () => {
    const dir = path.join(tempDir(), 'nested');
    loadConfig({ DATA_DIR: dir });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('keeps raw analytics events 400 days unless ANALYTICS_RETENTION_DAYS says otherwise', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).analyticsRetentionDays).toBe(400);
    expect(loadConfig({ DATA_DIR: tempDir(), ANALYTICS_RETENTION_DAYS: '90' }).analyticsRetentionDays).toBe(90);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ANALYTICS_RETENTION_DAYS: 'forever' })).toThrow(
      new ConfigError('Invalid configuration: ANALYTICS_RETENTION_DAYS must be a number'),
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), ANALYTICS_RETENTION_DAYS: '1' })).toThrow(
      'Invalid configuration: ANALYTICS_RETENTION_DAYS must be at least 2 (yesterday is rolled up from raw events)',
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), ANALYTICS_RETENTION_DAYS: '30.5' })).toThrow(
      'Invalid configuration: ANALYTICS_RETENTION_DAYS must be a whole number',
    );
  });

  it('turns on Google sign-in only when both the client id and secret are set', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(config.google).toEqual({ issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' });
  });

  it("offers custom domains outside production on PUBLIC_ORIGIN's host, and in production only with a target", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).customDomains).toEqual({ target: 'localhost', addresses: [] });
    expect(loadConfig({ DATA_DIR: tempDir(), CUSTOM_DOMAINS: 'off' }).customDomains).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: tempDir(),
        CUSTOM_DOMAIN_TARGET: 'Domains.SparkLink.example',
        CUSTOM_DOMAIN_ADDRESSES: '203.0.113.10, 2001:db8::10',
      }).customDomains,
    ).toEqual({ target: 'domains.sparklink.example', addresses: ['203.0.113.10', '2001:db8::10'] });
    expect(() => loadConfig({ DATA_DIR: tempDir(), CUSTOM_DOMAIN_TARGET: 'not a host' })).toThrow(
      new ConfigError('Invalid configuration: CUSTOM_DOMAIN_TARGET must be a host name such as domains.example.com'),
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), CUSTOM_DOMAIN_ADDRESSES: '203.0.113.10,example.com' })).toThrow(
      new ConfigError('Invalid configuration: CUSTOM_DOMAIN_ADDRESSES: example.com is not an IP address'),
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), CUSTOM_DOMAINS: 'yes' })).toThrow(
      new ConfigError('Invalid configuration: CUSTOM_DOMAINS must be on or off'),
    );
    const safe = { PUBLIC_ORIGIN: 'https://sparklink.example', SMTP_URL: 'smtp://mail.example:587' };
    expect(production(safe).customDomains).toBeUndefined();
    expect(() => production({ ...safe, CUSTOM_DOMAINS: 'on' })).toThrow(
      new ConfigError('Invalid configuration: CUSTOM_DOMAINS=on needs CUSTOM_DOMAIN_TARGET in production'),
    );
    expect(production({ ...safe, CUSTOM_DOMAIN_TARGET: 'domains.sparklink.example' }).customDomains).toEqual({
      target: 'domains.sparklink.example',
      addresses: [],
    });
  });

  it("asks the system's DNS servers unless DNS_SERVERS names some, each an IP with an optional port", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).dnsServers).toEqual([]);
    expect(loadConfig({ DATA_DIR: tempDir(), DNS_SERVERS: '127.0.0.1:5353, 9.9.9.9, [::1]:53' }).dnsServers).toEqual([
      '127.0.0.1:5353',
      '9.9.9.9',
      '[::1]:53',
    ]);
    expect(() => loadConfig({ DATA_DIR: tempDir(), DNS_SERVERS: 'dns.example.com' })).toThrow(
      new ConfigError('Invalid configuration: DNS_SERVERS: dns.example.com is not an IP address with an optional port'),
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), DNS_SERVERS: '127.0.0.1:99999' })).toThrow(
      'Invalid configuration: DNS_SERVERS: 127.0.0.1:99999 is not an IP address with an optional port',
    );
  });
});
