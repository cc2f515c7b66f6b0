import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { html, localServer, type LocalServer } from '../../lib/safe-fetch/test-servers.test-support';

/** Verified links end to end (decision 055): save, "Check again", the weekly job, the public page. */

let t: TestApp;
let site: LocalServer;
/** What each owner's page says; a test changes it to take a back link away. */
const backLinks = new Map<string, boolean>();
const DAY = 86_400_000;

beforeAll(async () => {
  site = await localServer((req, res: ServerResponse) => {
    const [, username, kind] = (req.url ?? '').split('/');
    const withLink = kind === 'with' && backLinks.get(username!) !== false;
    html(
      res,
      withLink ? `<a rel="me noopener" href="${t.config.appOrigin}/public/${username}/">Portfolio</a>` : '<p>hi</p>',
    );
  });
  t = await createTestApp({}, undefined, undefined, { allowedTestHosts: [site.host] });
});
afterAll(async () => {
  await t?.close();
  await site.close();
});

let counter = 0;
async function owner(tier: 'RISE' | 'BLAZE'): Promise<TestUser & { username: string }> {
  counter += 1;
  const username = `verif${counter}${Date.now() % 100000}`;
  return { ...(await createUser(t.app, { tier, username, firstName: 'Ama' })), username };
}

const save = (user: TestUser & { username: string }) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/profile/social-links',
    headers: user.headers,
    payload: {
      links: [
        { kind: 'website', url: `${site.origin}/${user.username}/with` },
        { kind: 'github', url: `${site.origin}/${user.username}/without` },
        { kind: 'email', url: 'mailto:ama@example.com' },
      ],
    },
  });
const ownLinks = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers })).json().data.profile
    .socialLinks as Array<{
    id: string;
    verification: unknown;
  }>;
const publicLinks = async (username: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/public/${username}` })).json().data.socialLinks as Array<{
    verified: boolean;
  }>;
const publicPage = async (username: string) => (await t.app.inject({ method: 'GET', url: `/public/${username}` })).body;
const MARK = 'aria-label="Verified: this site links back to the portfolio"';
const tileCount = (body: string) => /Verifications<\/dt><dd[^>]*>(\d+)</.exec(body)?.[1];

describe('checked when saved', () => {
  it('answers "pending" at once, then verified or why not; the public page marks and counts the proof', async () => {
    const ama = await owner('BLAZE');
    const res = await save(ama);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.socialLinks.map((l: { verification: unknown }) => l.verification)).toEqual([
      { status: 'pending', reason: null, checkedAt: null },
      { status: 'pending', reason: null, checkedAt: null },
      null,
    ]);
    await t.app.linkVerifier.idle();
    expect((await ownLinks(ama)).map((l) => l.verification)).toEqual([
      { status: 'verified', reason: null, checkedAt: expect.any(String) },
      { status: 'failed', reason: 'no-back-link', checkedAt: expect.any(String) },
      null,
    ]);
    expect((await publicLinks(ama.username)).map((l) => l.verified)).toEqual([true, false, false]);
    const page = await publicPage(ama.username);
    expect(page.split(MARK)).toHaveLength(2);
    expect(tileCount(page)).toBe('1');
  });

  it('RISE owners get no check, no mark and no count, even with a proof stored from their Blaze days', async () => {
    const kofi = await owner('RISE');
    const res = await save(kofi);
    expect(res.json().data.socialLinks.map((l: { verification: unknown }) => l.verification)).toEqual([
      null,
      null,
      null,
    ]);
    await t.app.linkVerifier.idle();
    const [first] = await ownLinks(kofi);
    await t.app.db
      .updateTable('social_links')
      .set({
        verify_status: 'verified',
        verify_url: `${site.origin}/${kofi.username}/with`,
        verify_checked_at: new Date(),
      })
      .where('id', '=', first!.id)
      .execute();
    expect((await publicLinks(kofi.username)).map((l) => l.verified)).toEqual([false, false, false]);
    const page = await publicPage(kofi.username);
    expect(page).not.toContain(MARK);
    expect(tileCount(page)).toBe('0');
  });
});

describe('Check again', () => {
  const again = (user: TestUser, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/profile/social-links/${id}/verify`, headers: user.headers });

  it('checks one link again right after answering; another account, Rise and an e-mail link are refused', async () => {
    const ama = await owner('BLAZE');
    const kofi = await owner('RISE');
    await save(ama);
    await save(kofi);
    await t.app.linkVerifier.idle();
    const [website, , email] = await ownLinks(ama);

    const res = await again(ama, website!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Checking the link');
    expect(res.json().data.socialLinks[0].verification).toEqual({ status: 'pending', reason: null, checkedAt: null });
    await t.app.linkVerifier.idle();
    expect((await ownLinks(ama))[0]!.verification).toMatchObject({ status: 'verified' });

    const foreign = await again(kofi, website!.id);
    expect(foreign.statusCode).toBe(404);
    const [kofiLink] = await ownLinks(kofi);
    const rise = await again(kofi, kofiLink!.id);
    expect(rise.statusCode).toBe(403);
    expect(rise.json()).toMatchObject({ message: 'Verified links are part of the Blaze plan', requiredTier: 'BLAZE' });
    const notWeb = await again(ama, email!.id);
    expect(notWeb.statusCode).toBe(400);
    expect(notWeb.json().message).toBe('Only a web address can be verified');
  });

  it('is rate-limited per owner', async () => {
    const ama = await owner('BLAZE');
    await save(ama);
    await t.app.linkVerifier.idle();
    const [website] = await ownLinks(ama);
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) codes.push((await again(ama, website!.id)).statusCode);
    await t.app.linkVerifier.idle();
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});

describe('the weekly re-check', () => {
  it('takes away the mark of a link whose page lost its back link, a week on, and leaves newer checks alone', async () => {
    const ama = await owner('BLAZE');
    await save(ama);
    await t.app.linkVerifier.idle();
    expect(tileCount(await publicPage(ama.username))).toBe('1');
    backLinks.set(ama.username, false);

    // Six days on, nothing is due yet for this owner.
    await t.app.linkVerifier.recheckDue(new Date(Date.now() + 6 * DAY));
    expect((await publicLinks(ama.username))[0]!.verified).toBe(true);

    await t.app.linkVerifier.recheckDue(new Date(Date.now() + 8 * DAY));
    expect((await ownLinks(ama))[0]!.verification).toMatchObject({ status: 'failed', reason: 'no-back-link' });
    expect((await publicLinks(ama.username))[0]!.verified).toBe(false);
    const page = await publicPage(ama.username);
    expect(page).not.toContain(MARK);
    expect(tileCount(page)).toBe('0');
  });

  it('leaves a switched-off link alone (decision 059), and checks it again once switched on', async () => {
    const kofi = await owner('BLAZE');
    await save(kofi);
    await t.app.linkVerifier.idle();
    const [website] = await ownLinks(kofi);
    backLinks.set(kofi.username, false);
    const relink = (isEnabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profile/social-links',
        headers: kofi.headers,
        payload: {
          links: [{ id: website!.id, kind: 'website', url: `${site.origin}/${kofi.username}/with`, isEnabled }],
        },
      });
    expect((await relink(false)).statusCode).toBe(200);
    await t.app.linkVerifier.recheckDue(new Date(Date.now() + 8 * DAY));
    expect((await ownLinks(kofi))[0]!.verification).toMatchObject({ status: 'verified' });

    expect((await relink(true)).statusCode).toBe(200);
    await t.app.linkVerifier.recheckDue(new Date(Date.now() + 8 * DAY));
    expect((await ownLinks(kofi))[0]!.verification).toMatchObject({ status: 'failed', reason: 'no-back-link' });
  });

  it('is claimed once across processes through the scheduled-jobs table', async () => {
    const row = await t.app.db
      .selectFrom('scheduled_jobs')
      .select('name')
      .where('name', '=', 'link-verification')
      .executeTakeFirst();
    expect(row).toEqual({ name: 'link-verification' });
  });
});
