import { CUSTOM_DOMAIN_MESSAGES as M } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { startDnsServer, type TestDnsServer } from './dns-server.test-support';

/**
 * A name another account holds (decision 061): a verified domain always blocks it; a claim that
 * never verified in 7 days, or was detached, gives way to the next account that names it, and its
 * owner is told.
 */

const TARGET = 'domains.sparklink.test';
const DAY = 86_400_000;
let t: TestApp;
let dns: TestDnsServer;

beforeAll(async () => {
  dns = await startDnsServer();
  dns.zone.set(TARGET, { A: ['203.0.113.10'] });
  t = await createTestApp({ DNS_SERVERS: dns.address, CUSTOM_DOMAIN_TARGET: TARGET, PAYMENTS: 'test' });
});
afterAll(async () => {
  await t?.close();
  await dns?.stop();
});

const URL = '/api/settings/custom-domain';
const put = (user: TestUser, domain: string) =>
  t.app.inject({ method: 'PUT', url: URL, headers: user.headers, payload: { domain } });
const domainOf = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: URL, headers: user.headers })).json().data.domain;
const blaze = () => createUser(t.app, { tier: 'BLAZE' });
/** The claim as if made `days` ago, and in `status` when given. */
const age = (user: TestUser, days: number, status?: 'detached') =>
  t.app.db
    .updateTable('custom_domains')
    .set({ created_at: new Date(Date.now() - days * DAY), ...(status ? { status, detached_reason: 'dns' } : {}) })
    .where('user_id', '=', user.id)
    .execute();
const releasedNotices = (user: TestUser) =>
  t.app.db
    .selectFrom('notifications')
    .select(['kind', 'title', 'body', 'link'])
    .where('user_id', '=', user.id)
    .where('title', '=', M.noticeReleasedTitle)
    .execute();
const taken = { status: 'ERROR', code: 'CONFLICT', message: M.domainTaken };
const pending = { status: 'ERROR', code: 'CONFLICT', message: M.domainClaimPending };

describe('a domain another account holds', () => {
  it('blocks while its claim is under 7 days old, then gives way and tells its owner', async () => {
    const [ama, kofi] = [await blaze(), await blaze()];
    expect((await put(ama, 'squat.example.com')).statusCode).toBe(200);
    const amaToken = (await domainOf(ama)).records.find((r: { type: string }) => r.type === 'TXT').value;

    await age(ama, 6.9);
    const early = await put(kofi, 'squat.example.com');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual(pending);

    await age(ama, 7);
    const claimed = await put(kofi, 'squat.example.com');
    expect(claimed.statusCode).toBe(200);
    const kofis = await domainOf(kofi);
    expect(kofis).toMatchObject({ domain: 'squat.example.com', status: 'pending' });
    expect(kofis.records.find((r: { type: string }) => r.type === 'TXT').value).not.toBe(amaToken);
    expect(await domainOf(ama)).toBeNull();
    expect(await releasedNotices(ama)).toEqual([
      { kind: 'domain_detached', title: M.noticeReleasedTitle, body: 'squat.example.com', link: '/dashboard/settings' },
    ]);
    // Kofi's fresh claim blocks Ama in turn.
    expect((await put(ama, 'squat.example.com')).json()).toEqual(pending);
  });

  it('gives way at once when it was detached', async () => {
    const [ama, kofi] = [await blaze(), await blaze()];
    await put(ama, 'gone.example.com');
    await age(ama, 1, 'detached');
    expect((await put(kofi, 'gone.example.com')).statusCode).toBe(200);
    expect(await domainOf(ama)).toBeNull();
    expect(await releasedNotices(ama)).toHaveLength(1);
  });

  it('always blocks when it is verified, however old', async () => {
    const [ama, kofi] = [await blaze(), await blaze()];
    await put(ama, 'mine.example.com');
    const token = (await domainOf(ama)).records.find((r: { type: string }) => r.type === 'TXT').value;
    dns.zone.set('mine.example.com', { CNAME: TARGET });
    dns.zone.set('_sparklink.mine.example.com', { TXT: [token] });
    await t.app.inject({ method: 'POST', url: `${URL}/check`, headers: ama.headers });
    expect((await domainOf(ama)).status).toBe('verified');
    await age(ama, 400);
    expect((await put(kofi, 'mine.example.com')).json()).toEqual(taken);
    expect((await domainOf(ama)).status).toBe('verified');
    expect(await releasedNotices(ama)).toEqual([]);
  });
});
