import { CUSTOM_DOMAIN_MESSAGES as M } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmIdentity, createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { startDnsServer, type TestDnsServer } from './dns-server.test-support';

/** The owner's custom domain through its routes (decision 057), against a real local DNS server. */

const TARGET = 'domains.sparklink.test';
let t: TestApp;
let dns: TestDnsServer;

beforeAll(async () => {
  dns = await startDnsServer();
  dns.zone.set(TARGET, { A: ['203.0.113.10'], AAAA: ['2001:db8::10'] });
  t = await createTestApp({
    DNS_SERVERS: dns.address,
    CUSTOM_DOMAIN_TARGET: TARGET,
    PUBLIC_ORIGIN: 'https://sparklink.example',
    APP_ORIGIN: 'https://app.sparklink.example',
    PAYMENTS: 'test',
  });
});
afterAll(async () => {
  await t?.close();
  await dns?.stop();
});

const URL = '/api/settings/custom-domain';
const put = (user: TestUser, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: URL, headers: user.headers, payload: payload as object });
const get = (user: TestUser) => t.app.inject({ method: 'GET', url: URL, headers: user.headers });
const check = (user: TestUser) => t.app.inject({ method: 'POST', url: `${URL}/check`, headers: user.headers });
const remove = (user: TestUser) => t.app.inject({ method: 'DELETE', url: URL, headers: user.headers });
const ask = (domain?: string) =>
  t.app.inject({ method: 'GET', url: `/api/domains/allowed${domain === undefined ? '' : `?domain=${domain}`}` });
const blaze = () => createUser(t.app, { tier: 'BLAZE' });
const invalid = (message: string) => ({
  status: 'ERROR',
  code: 'VALIDATION_ERROR',
  message,
  errors: [{ path: 'domain', message }],
});
const tokenOf = (body: { data: { domain: { records: { type: string; value: string }[] } } }) =>
  body.data.domain.records.find((record) => record.type === 'TXT')!.value;

describe('GET and the plan', () => {
  it('answers everyone; only BLAZE may connect or check a domain', async () => {
    const rise = await createUser(t.app, { tier: 'RISE' });
    const res = await get(rise);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'SUCCESS', data: { available: true, allowed: false, domain: null } });
    const planLimit = {
      status: 'ERROR',
      code: 'PLAN_LIMIT',
      message: 'Custom domains are part of the Blaze plan',
      requiredTier: 'BLAZE',
    };
    const refused = await put(rise, { domain: 'me.example.com' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(planLimit);
    expect((await check(rise)).json()).toEqual(planLimit);
    expect((await get(await blaze())).json().data).toEqual({ available: true, allowed: true, domain: null });
  });

  it('says so when the operator has not enabled custom domains', async () => {
    const off = await createTestApp({ CUSTOM_DOMAINS: 'off' });
    try {
      const owner = await createUser(off.app, { tier: 'BLAZE' });
      const state = await off.app.inject({ method: 'GET', url: URL, headers: owner.headers });
      expect(state.json().data).toEqual({ available: false, allowed: true, domain: null });
      const refused = await off.app.inject({
        method: 'PUT',
        url: URL,
        headers: owner.headers,
        payload: { domain: 'me.example.com' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        status: 'ERROR',
        code: 'VALIDATION_ERROR',
        message: 'Custom domains are not enabled on this server',
      });
    } finally {
      await off.close();
    }
  });
});

describe('when our DNS resolver does not answer', () => {
  it('still saves the domain, pending, and says the check could not be made', async () => {
    // No DNS_SERVERS of its own: createTestApp points the resolver at a closed local port.
    const down = await createTestApp({ CUSTOM_DOMAIN_TARGET: TARGET });
    try {
      const owner = await createUser(down.app, { tier: 'BLAZE' });
      const res = await down.app.inject({
        method: 'PUT',
        url: URL,
        headers: owner.headers,
        payload: { domain: 'me.example.com' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.domain).toMatchObject({ status: 'pending', verifiedAt: null });
      expect(res.json().data.domain.found).toContain(
        'Our DNS resolver got no answer for TXT _sparklink.me.example.com (ECONNREFUSED); we will check again',
      );
    } finally {
      await down.close();
    }
  });
});

describe('which names an owner may connect', () => {
  it.each([
    ['', M.domainRequired],
    ['   ', M.domainRequired],
    ['bad_name!.example.com', M.domainInvalid],
    ['-me.example.com', M.domainInvalid],
    ['203.0.113.7', 'IP addresses cannot be used: enter a domain name such as me.example.com'],
    ['https://[2001:db8::1]/', M.domainIpAddress],
    ['localhost', 'This name only works on your own computer: enter a domain name such as me.example.com'],
    ['me.localhost', M.domainLocal],
    ['printer.local', M.domainLocal],
    [
      'co.uk',
      'This name is a public suffix that nobody can own: enter a domain you registered, such as me.example.com',
    ],
    ['com', M.domainPublicSuffix],
    ['github.io', M.domainPublicSuffix],
    ['sparklink.example', 'This is SparkLink’s own address: enter a domain you registered, such as me.example.com'],
    ['app.sparklink.example', M.domainOurOwn],
    ['ama.sparklink.example', M.domainOurOwn],
    [TARGET, M.domainOurOwn],
  ])('refuses %j with its reason', async (domain, message) => {
    const res = await put(await blaze(), { domain });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid(message));
  });

  it('refuses a body without a domain', async () => {
    const res = await put(await blaze(), {});
    expect(res.json()).toEqual(invalid('Enter a domain name such as me.example.com'));
  });

  it('takes a pasted address apart, lowercases it and stores a Unicode name as punycode', async () => {
    const owner = await blaze();
    const pasted = await put(owner, { domain: '  HTTPS://Me.Example.COM./portfolio?x=1#top ' });
    expect(pasted.statusCode).toBe(200);
    expect(pasted.json().message).toBe('Domain saved. Create the DNS records below, then check them.');
    expect(pasted.json().data.domain).toMatchObject({ domain: 'me.example.com', url: 'https://me.example.com' });

    const unicode = await put(owner, { domain: 'Bücher.example.com' });
    const { domain } = unicode.json().data;
    expect(domain.domain).toBe('bücher.example.com');
    expect(domain.records.map((r: { name: string }) => r.name)).toEqual([
      'xn--bcher-kva.example.com',
      '_sparklink.xn--bcher-kva.example.com',
    ]);
  });
});

describe('one domain per owner, one owner per domain', () => {
  it('shows the records to create and what is missing; a bare domain gets the target’s addresses', async () => {
    const owner = await blaze();
    const res = await put(owner, { domain: 'me.example.com' });
    const token = tokenOf(res.json());
    expect(token).toMatch(/^sparklink-verify=[0-9a-f]{32}$/);
    expect(res.json().data.domain).toEqual({
      domain: 'me.example.com',
      status: 'pending',
      records: [
        { type: 'CNAME', name: 'me.example.com', value: TARGET },
        { type: 'TXT', name: '_sparklink.me.example.com', value: token },
      ],
      found: ['No TXT record _sparklink.me.example.com', 'No CNAME record for me.example.com'],
      checkedAt: expect.any(String),
      verifiedAt: null,
      detachesAt: null,
      detachedReason: null,
      url: 'https://me.example.com',
    });

    const bare = await put(owner, { domain: 'ama-example.com' });
    expect(bare.json().data.domain.records).toEqual([
      { type: 'A', name: 'ama-example.com', value: '203.0.113.10' },
      { type: 'AAAA', name: 'ama-example.com', value: '2001:db8::10' },
      { type: 'TXT', name: '_sparklink.ama-example.com', value: tokenOf(bare.json()) },
    ]);
    expect(tokenOf(bare.json())).not.toBe(token);
  });

  it('refuses a domain another account holds (409), and never shows it to them', async () => {
    const ama = await blaze();
    const kofi = await blaze();
    expect((await put(ama, { domain: 'claimed.example.com' })).statusCode).toBe(200);
    const taken = await put(kofi, { domain: 'Claimed.Example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      status: 'ERROR',
      code: 'CONFLICT',
      message:
        'Another SparkLink account is connecting this domain. If it has not verified it 7 days after adding it, you can connect it then.',
    });
    expect((await get(kofi)).json().data.domain).toBeNull();
    expect((await check(kofi)).json()).toEqual({ status: 'ERROR', code: 'NOT_FOUND', message: M.domainNotSet });

    // Replacing it frees the name: Kofi may claim it now.
    expect((await put(ama, { domain: 'other.example.com' })).json().data.domain.domain).toBe('other.example.com');
    expect((await put(kofi, { domain: 'claimed.example.com' })).statusCode).toBe(200);
  });

  it('keeps the token when the same name is saved again, and removes it on DELETE', async () => {
    const owner = await blaze();
    const first = tokenOf((await put(owner, { domain: 'again.example.com' })).json());
    expect(tokenOf((await put(owner, { domain: 'again.example.com' })).json())).toBe(first);
    const removed = await remove(owner);
    expect(removed.json()).toEqual({
      status: 'SUCCESS',
      message: 'Custom domain removed',
      data: { available: true, allowed: true, domain: null },
    });
    expect((await remove(owner)).json()).toEqual({
      status: 'ERROR',
      code: 'NOT_FOUND',
      message: 'You have not connected a custom domain',
    });
  });
});

describe('"Check now" and the ask endpoint', () => {
  it('verifies once the records are in, then Caddy may get a certificate', async () => {
    const owner = await blaze();
    const token = tokenOf((await put(owner, { domain: 'shop.example.com' })).json());
    expect((await ask('shop.example.com')).statusCode).toBe(404);
    expect((await ask('shop.example.com')).json()).toEqual({
      status: 'ERROR',
      code: 'NOT_FOUND',
      message: 'No SparkLink portfolio is served on this domain',
    });

    dns.zone.set('shop.example.com', { CNAME: TARGET });
    dns.zone.set('_sparklink.shop.example.com', { TXT: [token] });
    const checked = await check(owner);
    expect(checked.json().message).toBe('DNS records checked');
    expect(checked.json().data.domain).toMatchObject({ status: 'verified', found: [], verifiedAt: expect.any(String) });
    const allowed = await ask('Shop.Example.com.');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ status: 'SUCCESS', data: { domain: 'shop.example.com' } });
    expect((await ask()).json()).toEqual({
      status: 'ERROR',
      code: 'VALIDATION_ERROR',
      message: 'Name the domain to check',
      errors: [{ path: 'domain', message: 'Name the domain to check' }],
    });
    expect((await ask('')).statusCode).toBe(400);
  });

  it('answers one address 300 asks a minute (the anonymous API budget), then 429', async () => {
    const askFrom = () =>
      t.app.inject({ method: 'GET', url: '/api/domains/allowed?domain=x.example.com', remoteAddress: '198.51.100.9' });
    for (let i = 0; i < 300; i += 1) expect((await askFrom()).statusCode).toBe(404);
    const limited = await askFrom();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    // Another address (another Caddy) still gets its answer.
    expect((await ask('x.example.com')).statusCode).toBe(404);
  });

  it('allows six checks in ten minutes per owner', async () => {
    const owner = await blaze();
    await put(owner, { domain: 'often.example.com' });
    for (let i = 0; i < 6; i += 1) expect((await check(owner)).statusCode).toBe(200);
    const limited = await check(owner);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});

describe('deleting the account', () => {
  it('takes the domain with it: no longer served, and free for someone else', async () => {
    const owner = await blaze();
    const token = tokenOf((await put(owner, { domain: 'leaving.example.com' })).json());
    dns.zone.set('leaving.example.com', { CNAME: TARGET });
    dns.zone.set('_sparklink.leaving.example.com', { TXT: [token] });
    expect((await check(owner)).json().data.domain.status).toBe('verified');
    expect((await ask('leaving.example.com')).statusCode).toBe(200);

    await confirmIdentity(t.app, owner);
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: owner.headers });
    expect(deleted.statusCode).toBe(200);
    expect(
      await t.app.db.selectFrom('custom_domains').select('domain').where('user_id', '=', owner.id).execute(),
    ).toEqual([]);
    expect((await ask('leaving.example.com')).statusCode).toBe(404);
    expect((await put(await blaze(), { domain: 'leaving.example.com' })).statusCode).toBe(200);
  });
});
