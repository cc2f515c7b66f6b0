import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { startSmtpServer, type TestSmtpServer } from '../mail/smtp-test-server';
import { startDnsServer, type TestDnsServer } from './dns-server.test-support';
import { checkDueDomains } from './domain-job';

/**
 * The scheduled check of custom domains (decision 057) with a controllable clock, a real local DNS
 * server and a real mailbox: pending → verified, what a wrong record looks like, and a verified
 * domain's 7-day grace (warnings at days 1 and 6, detached at 7) for its records or its plan.
 */

const TARGET = 'domains.sparklink.test';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let t: TestApp;
let dns: TestDnsServer;
let smtp: TestSmtpServer;

beforeAll(async () => {
  dns = await startDnsServer();
  smtp = await startSmtpServer();
  dns.zone.set(TARGET, { A: ['203.0.113.10'] });
  t = await createTestApp({
    DNS_SERVERS: dns.address,
    CUSTOM_DOMAIN_TARGET: TARGET,
    SMTP_URL: smtp.url,
    APP_ORIGIN: 'https://app.sparklink.test',
    PAYMENTS: 'test',
  });
});
afterAll(async () => {
  await t?.close();
  await dns?.stop();
  await smtp?.stop();
});

const URL = '/api/settings/custom-domain';
const state = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: URL, headers: user.headers })).json().data.domain;
const ask = async (domain: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/domains/allowed?domain=${domain}` })).statusCode;
const notices = async (user: TestUser) =>
  (
    await t.app.db
      .selectFrom('notifications')
      .select(['kind', 'title', 'body', 'link'])
      .where('user_id', '=', user.id)
      .where('kind', 'in', ['domain_verified', 'domain_failing', 'domain_detached'])
      .orderBy('created_at')
      .execute()
  ).map((n) => ({ ...n }));
const subjects = async (user: TestUser) => {
  await t.app.outbox.idle();
  return smtp.mailTo(user.email).map((mail) => mail.subject);
};
const documentsVersion = async (user: TestUser) =>
  Number(
    (await t.app.db.selectFrom('users').select('documents_version').where('id', '=', user.id).executeTakeFirstOrThrow())
      .documents_version,
  );

/** A BLAZE owner whose `domain` is saved (pending, nothing in DNS yet); answers its TXT token. */
async function ownerWith(domain: string): Promise<{ owner: TestUser; token: string; at: Date }> {
  const username = `ama${domain.split('.')[0]!.replace(/[^a-z0-9]/g, '')}`;
  const owner = await createUser(t.app, { tier: 'BLAZE', firstName: 'Ama', username });
  const res = await t.app.inject({ method: 'PUT', url: URL, headers: owner.headers, payload: { domain } });
  expect(res.statusCode).toBe(200);
  const token = res.json().data.domain.records.find((r: { type: string }) => r.type === 'TXT').value as string;
  return { owner, token, at: new Date() };
}
const pointAtUs = (domain: string, token: string) => {
  dns.zone.set(domain, { CNAME: TARGET });
  dns.zone.set(`_sparklink.${domain}`, { TXT: [token] });
};
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);
/** The public profile's proof of the domain (the Verifications tile counts it). */
const publicDomain = async (user: TestUser) => {
  const username = user.row.username!;
  await t.app.inject({
    method: 'POST',
    url: '/api/profile/publish',
    headers: user.headers,
    payload: { isPublished: true },
  });
  return (await t.app.inject({ method: 'GET', url: `/api/public/${username}` })).json().data.verifiedDomain;
};

describe('pending → verified by the job', () => {
  it('is checked every 5 minutes; once the records are in it is verified, announced and served', async () => {
    const { owner, token, at } = await ownerWith('pf.example.com');
    expect(await checkDueDomains(t.app, later(at, 60_000))).toBe(0);
    pointAtUs('pf.example.com', token);
    const before = await documentsVersion(owner);
    expect(await checkDueDomains(t.app, later(at, 5 * 60_000 + 1000))).toBeGreaterThanOrEqual(1);
    expect(await state(owner)).toMatchObject({ status: 'verified', found: [] });
    expect(await ask('pf.example.com')).toBe(200);
    expect(await publicDomain(owner)).toBe('pf.example.com');
    // The owner's public documents are rendered again, as after an owner's write.
    expect(await documentsVersion(owner)).toBeGreaterThan(before);
    expect(await notices(owner)).toEqual([
      {
        kind: 'domain_verified',
        title: 'Your custom domain is connected',
        body: 'pf.example.com',
        link: '/dashboard/settings',
      },
    ]);
    // Verified: next looked at a day later.
    expect(await checkDueDomains(t.app, later(at, 12 * HOUR))).toBe(0);
  });
});

describe('what a check finds instead', () => {
  it('a CNAME to someone else: misconfigured, saying where it points', async () => {
    const { owner, token, at } = await ownerWith('wrong.example.com');
    dns.zone.set('wrong.example.com', { CNAME: 'other.example.net' });
    dns.zone.set('_sparklink.wrong.example.com', { TXT: [token] });
    await checkDueDomains(t.app, later(at, 10 * 60_000));
    expect(await state(owner)).toMatchObject({ status: 'misconfigured', found: ['CNAME points to other.example.net'] });
  });

  it('no TXT record, or another value in it: misconfigured, naming the record', async () => {
    const { owner, at } = await ownerWith('notxt.example.com');
    dns.zone.set('notxt.example.com', { CNAME: TARGET });
    await checkDueDomains(t.app, later(at, 10 * 60_000));
    expect(await state(owner)).toMatchObject({
      status: 'misconfigured',
      found: ['No TXT record _sparklink.notxt.example.com'],
    });
    dns.zone.set('_sparklink.notxt.example.com', { TXT: ['sparklink-verify=old'] });
    await checkDueDomains(t.app, later(at, 20 * 60_000));
    expect((await state(owner)).found).toEqual([
      'TXT record _sparklink.notxt.example.com has "sparklink-verify=old" instead of the token',
    ]);
  });

  it('a bare domain: verified by A records to the target’s address, not by someone else’s', async () => {
    const { owner, token, at } = await ownerWith('ama-bare.com');
    dns.zone.set('ama-bare.com', { A: ['203.0.113.10', '198.51.100.7'] });
    dns.zone.set('_sparklink.ama-bare.com', { TXT: [token] });
    await checkDueDomains(t.app, later(at, 10 * 60_000));
    expect(await state(owner)).toMatchObject({ status: 'misconfigured', found: ['A record points to 198.51.100.7'] });
    dns.zone.set('ama-bare.com', { A: ['203.0.113.10'] });
    await checkDueDomains(t.app, later(at, 20 * 60_000));
    expect((await state(owner)).status).toBe('verified');
  });

  it('a subdomain whose provider flattens the CNAME: verified by the target’s addresses', async () => {
    const { owner, token, at } = await ownerWith('flat.example.com');
    dns.zone.set('flat.example.com', { A: ['203.0.113.10'] });
    dns.zone.set('_sparklink.flat.example.com', { TXT: [token] });
    await checkDueDomains(t.app, later(at, 10 * 60_000));
    expect((await state(owner)).status).toBe('verified');
  });

  it('our resolver failing (SERVFAIL) changes nothing and says so', async () => {
    const { owner, at } = await ownerWith('flaky.example.com');
    dns.zone.set('flaky.example.com', { servfail: true });
    dns.zone.set('_sparklink.flaky.example.com', { servfail: true });
    await checkDueDomains(t.app, later(at, 10 * 60_000));
    const domain = await state(owner);
    expect(domain.status).toBe('pending');
    expect(domain.found).toContain(
      'Our DNS resolver got no answer for TXT _sparklink.flaky.example.com (ESERVFAIL); we will check again',
    );
  });
});

/** A verified domain at `at`, its records then removed. */
async function verifiedThenBroken(domain: string) {
  const made = await ownerWith(domain);
  pointAtUs(domain, made.token);
  await checkDueDomains(t.app, later(made.at, 10 * 60_000));
  expect((await state(made.owner)).status).toBe('verified');
  return made;
}

describe('a verified domain whose records stop verifying', () => {
  it('keeps serving for 7 days, warns at days 1 and 6, then detaches with a mail and a notice', async () => {
    const { owner, at } = await verifiedThenBroken('gone.example.com');
    dns.zone.delete('gone.example.com');
    dns.zone.delete('_sparklink.gone.example.com');
    const start = later(at, DAY + HOUR);
    await checkDueDomains(t.app, start);
    const failing = await state(owner);
    expect(failing).toMatchObject({
      status: 'verified',
      detachesAt: later(start, 7 * DAY).toISOString(),
      found: ['No TXT record _sparklink.gone.example.com', 'No CNAME record for gone.example.com'],
    });
    expect(await ask('gone.example.com')).toBe(200);
    expect(await subjects(owner)).toEqual([]);

    await checkDueDomains(t.app, later(start, DAY + 60_000));
    await checkDueDomains(t.app, later(start, DAY + 2 * HOUR));
    expect(await subjects(owner)).toEqual(['Your domain gone.example.com is not pointing to SparkLink']);
    const [warning] = smtp.mailTo(owner.email);
    expect(warning!.text.replace(/\r\n/g, '\n')).toContain(
      `it will be disconnected on ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(later(start, 7 * DAY))} unless the records are back.`,
    );
    expect(warning!.text).toContain('Check your domain: https://app.sparklink.test/dashboard/settings');

    await checkDueDomains(t.app, later(start, 6 * DAY + 60_000));
    expect((await subjects(owner)).length).toBe(2);
    expect(await ask('gone.example.com')).toBe(200);

    const before = await documentsVersion(owner);
    await checkDueDomains(t.app, later(start, 7 * DAY + 60_000));
    expect(await subjects(owner)).toEqual([
      'Your domain gone.example.com is not pointing to SparkLink',
      'Your domain gone.example.com is not pointing to SparkLink',
      'Your domain gone.example.com was disconnected',
    ]);
    expect(await state(owner)).toMatchObject({ status: 'detached', detachedReason: 'dns', detachesAt: null });
    expect(await ask('gone.example.com')).toBe(404);
    expect(await documentsVersion(owner)).toBeGreaterThan(before);
    expect(await publicDomain(owner)).toBeNull();
    expect((await notices(owner)).map((n) => [n.kind, n.title])).toEqual([
      ['domain_verified', 'Your custom domain is connected'],
      ['domain_failing', 'Your custom domain’s DNS records are not working'],
      ['domain_failing', 'Your custom domain’s DNS records are not working'],
      ['domain_detached', 'Your custom domain was disconnected'],
    ]);
    // Detached: the job leaves it alone.
    await checkDueDomains(t.app, later(start, 20 * DAY));
    expect((await subjects(owner)).length).toBe(3);
    expect((await state(owner)).status).toBe('detached');
  });

  it('starts afresh when the records are back before day 7', async () => {
    const { owner, token, at } = await verifiedThenBroken('back.example.com');
    dns.zone.delete('_sparklink.back.example.com');
    const start = later(at, DAY + HOUR);
    await checkDueDomains(t.app, start);
    await checkDueDomains(t.app, later(start, DAY + 60_000));
    expect((await subjects(owner)).length).toBe(1);
    dns.zone.set('_sparklink.back.example.com', { TXT: [token] });
    await checkDueDomains(t.app, later(start, 2 * DAY));
    expect(await state(owner)).toMatchObject({ status: 'verified', detachesAt: null, found: [] });
    const row = await t.app.db
      .selectFrom('custom_domains')
      .select(['failing_since', 'warnings_sent'])
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ failing_since: null, warnings_sent: 0 });
    await checkDueDomains(t.app, later(start, 8 * DAY));
    expect((await state(owner)).status).toBe('verified');
    expect((await subjects(owner)).length).toBe(1);
  });
});

describe('a downgrade below BLAZE', () => {
  const setTier = (owner: TestUser, tier: 'RISE' | 'BLAZE') =>
    t.app.db.updateTable('users').set({ tier }).where('id', '=', owner.id).execute();

  it('gets the same grace, saying the plan is why; upgrading again clears it, staying down detaches', async () => {
    const { owner, at } = await verifiedThenBroken('plan.example.com');
    await setTier(owner, 'RISE');
    const start = later(at, DAY + HOUR);
    await checkDueDomains(t.app, start);
    await checkDueDomains(t.app, later(start, DAY + 60_000));
    const detachOn = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(later(start, 7 * DAY));
    expect(await subjects(owner)).toEqual([`Your domain plan.example.com will be disconnected on ${detachOn}`]);
    expect(smtp.mailTo(owner.email)[0]!.text).toContain(
      'Choose the Blaze plan: https://app.sparklink.test/dashboard/subscription',
    );
    expect((await notices(owner)).at(-1)).toEqual({
      kind: 'domain_failing',
      title: 'Your custom domain needs the Blaze plan',
      body: 'plan.example.com',
      link: '/dashboard/subscription',
    });

    await setTier(owner, 'BLAZE');
    await checkDueDomains(t.app, later(start, 2 * DAY));
    expect(await state(owner)).toMatchObject({ status: 'verified', detachesAt: null });

    await setTier(owner, 'RISE');
    const again = later(start, 3 * DAY);
    await checkDueDomains(t.app, again);
    await checkDueDomains(t.app, later(again, 7 * DAY + 60_000));
    expect(await state(owner)).toMatchObject({ status: 'detached', detachedReason: 'plan' });
    expect((await subjects(owner)).at(-1)).toBe('Your domain plan.example.com was disconnected');
    expect(await ask('plan.example.com')).toBe(404);
  });
});
