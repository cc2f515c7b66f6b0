import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config-error';
import { isHostname, resolveCustomDomains, resolveDnsServers, type CustomDomainsConfig } from './domains-setting';
import { resolvePayments, type PaymentsSetting } from './payments-setting';

export { ConfigError } from './config-error';
export type { CustomDomainsConfig } from './domains-setting';

/**
 * The only reader of process.env. Parses once at boot; a bad value stops the process with a
 * one-line message. Secrets missing outside production are generated once and kept in DATA_DIR.
 */

const SECRET_NAMES = ['JWT_SECRET', 'LOGIN_TICKET_SECRET', 'CODE_PEPPER', 'COOKIE_SECRET'] as const;
type SecretName = (typeof SECRET_NAMES)[number];

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const secret = (name: string) =>
  optionalString.refine((v) => v === undefined || Buffer.byteLength(v) >= 32, {
    message: `${name} must be at least 32 bytes`,
  });

/** An opt-in switch: exactly `true` or `false`, off when unset. */
const flag = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .default('false')
    .transform((v) => v === 'true');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(1, 'PORT must be between 1 and 65535')
    .max(65535, 'PORT must be between 1 and 65535')
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for SQLite)',
  }),
  DATABASE_SCHEMA: optionalString.refine((v) => v === undefined || /^[a-z_][a-z0-9_]*$/.test(v), {
    message: 'DATABASE_SCHEMA must be a lowercase SQL identifier',
  }),
  PUBLIC_ORIGIN: optionalString.pipe(z.url({ error: 'PUBLIC_ORIGIN must be a URL' }).optional()),
  APP_ORIGIN: optionalString.pipe(z.url({ error: 'APP_ORIGIN must be a URL' }).optional()),
  MEDIA_BASE_URL: optionalString.pipe(z.url({ error: 'MEDIA_BASE_URL must be a URL' }).optional()),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0, 'TRUST_PROXY_HOPS must be 0 or more').default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: secret('JWT_SECRET'),
  LOGIN_TICKET_SECRET: secret('LOGIN_TICKET_SECRET'),
  CODE_PEPPER: secret('CODE_PEPPER'),
  COOKIE_SECRET: secret('COOKIE_SECRET'),
  SMTP_URL: optionalString.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    message: 'SMTP_URL must be an smtp:// or smtps:// URL',
  }),
  MAIL_FROM: z.string().default('SparkLink <no-reply@sparklink.local>'),
  MAIL_TO_LOG_IN_PRODUCTION: flag('MAIL_TO_LOG_IN_PRODUCTION'),
  ALLOW_HTTP_ORIGIN: flag('ALLOW_HTTP_ORIGIN'),
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  PAYMENTS: z.enum(['paystack', 'test'], { error: 'PAYMENTS must be paystack or test' }).optional(),
  PAYSTACK_SECRET_KEY: optionalString,
  PAYSTACK_BASE_URL: z.string().default('https://api.paystack.co'),
  REDIS_URL: optionalString,
  GEO_HEADER: optionalString,
  ANALYTICS_RETENTION_DAYS: z.coerce
    .number({ error: 'ANALYTICS_RETENTION_DAYS must be a number' })
    .int('ANALYTICS_RETENTION_DAYS must be a whole number')
    .min(2, 'ANALYTICS_RETENTION_DAYS must be at least 2 (yesterday is rolled up from raw events)')
    .default(400),
  S3_ENDPOINT: optionalString.pipe(z.url({ error: 'S3_ENDPOINT must be a URL' }).optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'S3_FORCE_PATH_STYLE must be true or false' })
    .default('true'),
  CUSTOM_DOMAINS: z.enum(['on', 'off'], { error: 'CUSTOM_DOMAINS must be on or off' }).optional(),
  CUSTOM_DOMAIN_TARGET: optionalString.refine((v) => v === undefined || isHostname(v), {
    message: 'CUSTOM_DOMAIN_TARGET must be a host name such as domains.example.com',
  }),
  CUSTOM_DOMAIN_ADDRESSES: z.string().default(''),
  DNS_SERVERS: z.string().default(''),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  database: { url?: string; schema?: string; sqliteFile: string };
  publicOrigin: string;
  appOrigin: string;
  mediaBaseUrl: string;
  corsOrigins: string[];
  trustProxyHops: number;
  logLevel: Env['LOG_LEVEL'];
  secrets: Record<SecretName, string>;
  mail: { smtpUrl?: string; from: string };
  google?: { issuer: string; clientId: string; clientSecret: string };
  paystack: { secretKey?: string; baseUrl: string };
  /** Paystack, or the built-in test checkout (decision 039). */
  payments: PaymentsSetting;
  redisUrl?: string;
  geoHeader?: string;
  /** Days of raw analytics events kept; the daily rollups are kept indefinitely. */
  analyticsRetentionDays: number;
  /** Set when S3_BUCKET is: uploads go to that S3-compatible bucket instead of DATA_DIR/uploads. */
  s3?: S3Config;
  /** The dashboard SPA's build (apps/web). */
  webDistDir: string;
  /** The public pages' script and stylesheet build (packages/public-site), served beside the SPA's. */
  publicSiteDistDir: string;
  /** Owners' own domains (BLAZE), or undefined when the operator has not enabled them. */
  customDomains?: CustomDomainsConfig;
  /** The DNS servers domain checks ask (`ip` or `ip:port`); empty means the system's. */
  dnsServers: string[];
  version: string;
}

export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0] ?? 'environment');
    const message = issue.message.startsWith(key) ? issue.message : `${key}: ${issue.message}`;
    throw new ConfigError(`Invalid configuration: ${message}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);
  const publicOrigin = stripSlash(env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`);
  const appOrigin = stripSlash(env.APP_ORIGIN ?? publicOrigin);
  const secrets = resolveSecrets(env, dataDir, isProduction);
  if (isProduction) assertSafeForProduction(env, [publicOrigin, appOrigin]);
  const payments = resolvePayments({
    payments: env.PAYMENTS,
    paystackSecretKey: env.PAYSTACK_SECRET_KEY,
    isProduction,
    origins: [publicOrigin, appOrigin],
  });
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { issuer: env.GOOGLE_ISSUER, clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
      : undefined;

  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: {
      url: env.DATABASE_URL,
      schema: env.DATABASE_SCHEMA,
      sqliteFile: path.join(dataDir, 'sparklink.db'),
    },
    publicOrigin,
    appOrigin,
    mediaBaseUrl: stripSlash(env.MEDIA_BASE_URL ?? `${publicOrigin}/media`),
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxyHops: env.TRUST_PROXY_HOPS,
    logLevel: env.LOG_LEVEL,
    secrets,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    google,
    paystack: { secretKey: env.PAYSTACK_SECRET_KEY, baseUrl: stripSlash(env.PAYSTACK_BASE_URL) },
    payments,
    redisUrl: env.REDIS_URL,
    geoHeader: env.GEO_HEADER,
    analyticsRetentionDays: env.ANALYTICS_RETENTION_DAYS,
    s3: resolveS3(env),
    customDomains: resolveCustomDomains({
      mode: env.CUSTOM_DOMAINS,
      target: env.CUSTOM_DOMAIN_TARGET,
      addresses: env.CUSTOM_DOMAIN_ADDRESSES,
      publicOrigin,
      isProduction,
    }),
    dnsServers: resolveDnsServers(env.DNS_SERVERS),
    // The same from apps/api/src (tsx) and apps/api/dist (the built server).
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
    publicSiteDistDir: path.resolve(import.meta.dirname, '../../../packages/public-site/dist'),
    version: readVersion(),
  };
}

/**
 * Production refuses what would leak: without a mail transport every sign-up and reset code would
 * go to the log and DATA_DIR/mail, and over plain HTTP tokens and unlock cookies travel in clear.
 * Each has an explicit, documented-as-unsafe opt-out for a deployment that knows better.
 * Payments are checked apart (payments-setting.ts): production never runs the test checkout.
 */
function assertSafeForProduction(env: Env, origins: string[]): void {
  if (!env.SMTP_URL && !env.MAIL_TO_LOG_IN_PRODUCTION) {
    throw new ConfigError(
      'Invalid configuration: SMTP_URL is required in production (MAIL_TO_LOG_IN_PRODUCTION=true writes codes to the log instead, unsafe)',
    );
  }
  const insecure = origins.find((origin) => !origin.startsWith('https://'));
  if (insecure && !env.ALLOW_HTTP_ORIGIN) {
    throw new ConfigError(
      `Invalid configuration: ${insecure} is not https; production needs https origins (ALLOW_HTTP_ORIGIN=true to override)`,
    );
  }
}

/** Production must be given its secrets; elsewhere they are generated once and kept on disk. */
function resolveSecrets(env: Env, dataDir: string, isProduction: boolean): Record<SecretName, string> {
  const missing = SECRET_NAMES.filter((name) => !env[name]);
  if (missing.length && isProduction) {
    throw new ConfigError(`Invalid configuration: ${missing[0]} is required in production`);
  }
  const file = path.join(dataDir, 'secrets.json');
  const stored: Partial<Record<SecretName, string>> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<SecretName, string>>)
    : {};
  let changed = false;
  const secrets = {} as Record<SecretName, string>;
  for (const name of SECRET_NAMES) {
    const value = env[name] ?? stored[name];
    if (value) {
      secrets[name] = value;
    } else {
      secrets[name] = stored[name] = randomBytes(32).toString('base64url');
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return secrets;
}

function resolveS3(env: Env): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET',
    );
  }
  return {
    endpoint: stripSlash(env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`),
    region: env.S3_REGION,
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function readVersion(): string {
  const pkg = path.resolve(import.meta.dirname, '../../../package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version?: string }).version ?? '0.0.0';
}
