import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { PRODUCTION_ENV } from './production-env';

/**
 * The HTTP promises of api-contract §1 that no feature test exercises: the CORS allowlist, the
 * client address behind a given number of proxies, and HSTS in production.
 */

const ALLOWED = 'https://studio.example.com';
const OTHER_ALLOWED = 'https://admin.example.com';

const preflight = (t: TestApp, origin: string, method = 'POST') =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/profile',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'content-type,authorization',
    },
  });

const getWithOrigin = (t: TestApp, origin: string) =>
  t.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });

describe('CORS allowlist (CORS_ORIGINS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: `${ALLOWED}, ${OTHER_ALLOWED}` });
  });
  afterAll(() => t.close());

  it.each([ALLOWED, OTHER_ALLOWED])('answers a preflight from %s with that origin and credentials', async (origin) => {
    const res = await preflight(t, origin);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(String(res.headers.vary)).toContain('Origin');
  });

  // The owner API edits with PUT and DELETE; a preflight that does not allow them blocks the caller.
  it.each(['GET', 'POST', 'PUT', 'DELETE'])('allows %s in a preflight from an allowed origin', async (method) => {
    const res = await preflight(t, ALLOWED, method);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(res.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
  });

  it('answers a request from an allowed origin with that origin and credentials', async () => {
    const res = await getWithOrigin(t, ALLOWED);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers.vary)).toContain('Origin');
  });

  // Look-alikes of an allowed origin: a suffix, a prefix, another scheme or port, and the opaque origin.
  it.each([
    'https://evil.example.net',
    `${ALLOWED}.evil.example.net`,
    'https://evilstudio.example.com',
    'http://studio.example.com',
    'https://studio.example.com:8443',
    'null',
  ])('grants nothing to %s', async (origin) => {
    const pre = await preflight(t, origin);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const res = await getWithOrigin(t, origin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS with CORS_ORIGINS unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends no Access-Control-Allow-Origin to any origin, on a preflight or a request', async () => {
    for (const origin of [ALLOWED, 'http://localhost:3000', 'null']) {
      const pre = await preflight(t, origin);
      expect(pre.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(pre.headers['access-control-allow-credentials'], origin).toBeUndefined();
      const res = await getWithOrigin(t, origin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(res.headers['access-control-allow-credentials'], origin).toBeUndefined();
    }
  });
});

/**
 * request.ip is observed through the username check, limited to 60 a minute per address: the
 * 61st call from one address is refused, a call from another address is not.
 */
const USERNAME_CHECKS_PER_MINUTE = 60;

function checkUsername(t: TestApp, remoteAddress: string, forwardedFor?: string): Promise<LightMyRequestResponse> {
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  return t.app.inject({ method: 'GET', url: '/api/profile/check-username?username=free_name', headers, remoteAddress });
}

function expectRateLimited(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ status: 'ERROR', code: 'RATE_LIMITED', message: MESSAGES.rateLimited });
}

describe('TRUST_PROXY_HOPS=0 (the default): X-Forwarded-For is never believed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keys the per-IP limit by the socket address although every request forges another X-Forwarded-For', async () => {
    const client = '198.51.100.10';
    for (let i = 0; i < USERNAME_CHECKS_PER_MINUTE; i++) {
      expect((await checkUsername(t, client, `203.0.113.${i + 1}`)).statusCode).toBe(200);
    }
    expectRateLimited(await checkUsername(t, client, '203.0.113.200'));
    expectRateLimited(await checkUsername(t, client, '192.0.2.1, 192.0.2.2, 192.0.2.3'));
    expectRateLimited(await checkUsername(t, client));
    // The forged addresses got no budget of their own spent: a real client at one of them is served.
    expect((await checkUsername(t, '203.0.113.1')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY_HOPS=1: the address the one trusted proxy saw', () => {
  const proxy = '10.0.0.2';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY_HOPS: '1' });
  });
  afterAll(() => t.close());

  it('keys the per-IP limit by the right-most X-Forwarded-For entry, ignoring entries the client prepended', async () => {
    const client = '198.51.100.20';
    for (let i = 0; i < USERNAME_CHECKS_PER_MINUTE; i++) {
      // What the proxy forwards when the client sent its own X-Forwarded-For: the proxy appends.
      expect((await checkUsername(t, proxy, `203.0.113.${i + 1}, ${client}`)).statusCode).toBe(200);
    }
    expectRateLimited(await checkUsername(t, proxy, client));
    expectRateLimited(await checkUsername(t, proxy, `192.0.2.1, 192.0.2.2, ${client}`));
  });

  it('gives each client behind the proxy its own budget, and none to the proxy itself', async () => {
    const first = '198.51.100.30';
    for (let i = 0; i < USERNAME_CHECKS_PER_MINUTE; i++) {
      expect((await checkUsername(t, proxy, first)).statusCode).toBe(200);
    }
    expectRateLimited(await checkUsername(t, proxy, first));
    expect((await checkUsername(t, proxy, '198.51.100.31')).statusCode).toBe(200);
    // A prepended entry naming a fresh address does not buy the limited client a new budget.
    expectRateLimited(await checkUsername(t, proxy, `198.51.100.99, ${first}`));
  });
});

const HSTS = 'max-age=63072000; includeSubDomains';

/** An API answer, an API error, the SPA, and a public page (and its not-found page), by URL. */
async function responsesOfEveryKind(t: TestApp): Promise<Map<string, LightMyRequestResponse>> {
  await createUser(t.app, { username: 'hsts_owner' });
  const expected: Record<string, number> = {
    '/api/health': 200,
    '/api/no-such-route': 404,
    '/dashboard': 200,
    '/public/hsts_owner': 200,
    '/public/nobody_here': 404,
  };
  const responses = new Map<string, LightMyRequestResponse>();
  for (const [url, status] of Object.entries(expected)) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(status);
    responses.set(url, res);
  }
  return responses;
}

describe('HSTS', () => {
  it('is sent on API, SPA and public responses in production', async () => {
    // Nothing is mailed here, so the SMTP address is never dialled.
    const t = await createTestApp({ ...PRODUCTION_ENV, SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      expect(t.config.isProduction).toBe(true);
      for (const [url, res] of await responsesOfEveryKind(t)) {
        expect(res.headers['strict-transport-security'], url).toBe(HSTS);
      }
    } finally {
      await t.close();
    }
  });

  it.each(['development', 'test'])('is not sent when NODE_ENV=%s', async (nodeEnv) => {
    const t = await createTestApp({ NODE_ENV: nodeEnv });
    try {
      for (const [url, res] of await responsesOfEveryKind(t)) {
        expect(res.headers['strict-transport-security'], url).toBeUndefined();
      }
    } finally {
      await t.close();
    }
  });
});
