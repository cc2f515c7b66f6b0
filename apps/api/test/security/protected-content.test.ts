import { PAGE_MESSAGES } from '@sparklink/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Password-protected content (issue 10, "Test like an attacker"; api-contract §8.2): the text of a
 * protected page appears in no public answer until its own password was given. The marker is only
 * in that page's content, so finding it anywhere (body or header) is a leak. No request asks for
 * compression, so every body is searchable as text. The last tests unlock properly and find it,
 * which shows the searches could fail.
 */
const MARKER = 'Qv7ProtectedMarker3k';
const LATER_MARKER = 'Wx4LaterProtectedMarker9p';
const OWNER = 'vault-owner';

const PASSWORD_REQUIRED = { status: 'ERROR', code: 'PASSWORD_REQUIRED', message: PAGE_MESSAGES.passwordProtected };
const INVALID_PASSWORD = { status: 'ERROR', code: 'INVALID_PASSWORD', message: PAGE_MESSAGES.incorrectPassword };
const LOCKED_TEXT = 'This page requires a password to view';

/** Every anonymous read of the owner's public site, with the status it must answer. */
const PUBLIC_READS: [url: string, status: number][] = [
  [`/api/public/${OWNER}`, 200],
  [`/api/public/${OWNER}/pages`, 200],
  [`/api/public/${OWNER}/pages/vault`, 403],
  [`/api/public/${OWNER}/pages/other-vault`, 403],
  [`/api/public/${OWNER}/pages/open-notes`, 200],
  [`/api/public/${OWNER}/pages/missing`, 404],
  [`/api/public/${OWNER}/gallery`, 200],
  [`/api/public/${OWNER}/resume`, 404],
  [`/public/${OWNER}`, 200],
  [`/public/${OWNER.toUpperCase()}`, 200],
  [`/public/${OWNER}/pages/vault`, 200],
  [`/public/${OWNER.toUpperCase()}/pages/vault`, 200],
  [`/public/${OWNER}/pages/other-vault`, 200],
  [`/public/${OWNER}/pages/open-notes`, 200],
  [`/public/${OWNER}/pages/missing`, 404],
  [`/public/${OWNER}/gallery`, 200],
  [`/public/${OWNER}/qr.svg`, 200],
];

describe('password-protected page content before unlocking (issue 10)', () => {
  let t: TestApp;
  let owner: TestUser;
  const ids: Record<string, string> = {};

  const request = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string> = {},
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const get = (url: string, headers: Record<string, string> = {}) => request('GET', url, headers);
  const unlock = (username: string, slug: string, password: string) =>
    request('POST', '/api/public/access-protected', {}, { username, slug, password });
  const unlockForm = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: `/public/${OWNER}/pages/vault`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `password=${encodeURIComponent(password)}`,
    });

  function expectNoMarker(res: LightMyRequestResponse, marker = MARKER) {
    expect(res.body).not.toContain(marker);
    expect(JSON.stringify(res.headers)).not.toContain(marker);
  }
  function expectLockedJson(res: LightMyRequestResponse) {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(PASSWORD_REQUIRED);
    expectNoMarker(res);
  }
  function expectLockedHtml(res: LightMyRequestResponse, status = 200) {
    expect(res.statusCode).toBe(status);
    expect(res.body).toContain(LOCKED_TEXT);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expectNoMarker(res);
  }

  async function createPage(user: TestUser, page: object): Promise<string> {
    const res = await request('POST', '/api/pages', user.headers, page);
    expect(res.statusCode).toBe(201);
    return res.json().data.page.id;
  }

  async function expectNoAnonymousLeak() {
    for (const [url, status] of PUBLIC_READS) {
      // Twice: the second answer may come from the render cache.
      for (const round of [1, 2]) {
        const res = await get(url);
        expect({ url, round, status: res.statusCode }).toEqual({ url, round, status });
        expectNoMarker(res);
      }
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { tier: 'RISE', username: OWNER, firstName: 'Vera' });
    ids.open = await createPage(owner, {
      type: 'ABOUT',
      title: 'Open notes',
      slug: 'open-notes',
      isPublished: true,
      content: 'Anyone may read this',
    });
    ids.vault = await createPage(owner, {
      type: 'PROJECTS',
      title: 'Vault',
      slug: 'vault',
      isPublished: true,
      isPasswordProtected: true,
      password: 'vault-pass',
      content: {
        headline: `${MARKER} headline`,
        sections: [{ title: 'Inside', content: `${MARKER} body`, items: [] }],
      },
    });
    ids.otherVault = await createPage(owner, {
      type: 'CUSTOM',
      title: 'Other vault',
      slug: 'other-vault',
      isPublished: true,
      isPasswordProtected: true,
      password: 'other-pass',
      content: 'Words of the other vault',
    });
    // Another owner whose protected page has the same slug.
    const second = await createUser(t.app, { tier: 'RISE', username: 'second-owner' });
    ids.secondVault = await createPage(second, {
      type: 'CUSTOM',
      title: 'Vault',
      slug: 'vault',
      isPublished: true,
      isPasswordProtected: true,
      password: 'second-pass',
      content: 'Words of the second owner',
    });
  });
  afterAll(() => t.close());

  it('no anonymous answer of the public API or site carries it, asked twice', async () => {
    await expectNoAnonymousLeak();
    expectLockedJson(await get(`/api/public/${OWNER}/pages/vault`));
    expectLockedHtml(await get(`/public/${OWNER}/pages/vault`));
    const list = (await get(`/api/public/${OWNER}/pages`)).json().data.pages;
    expect(list.find((page: { slug: string }) => page.slug === 'vault')).toMatchObject({ isPasswordProtected: true });
  });

  it('wrong passwords, another page’s password and the blank form give nothing away', async () => {
    for (const password of ['not-it', 'other-pass']) {
      const res = await unlock(OWNER, 'vault', password);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(INVALID_PASSWORD);
      expect(res.cookies).toEqual([]);
      expectNoMarker(res);
    }
    const wrongForm = await unlockForm('not-it');
    expectLockedHtml(wrongForm, 403);
    expect(wrongForm.body).toContain(PAGE_MESSAGES.incorrectPassword);
    expectLockedHtml(await unlockForm('   '));
  });

  it('an unlock of another page, of this owner or of another owner, opens nothing', async () => {
    const other = await unlock(OWNER, 'other-vault', 'other-pass');
    const second = await unlock('second-owner', 'vault', 'second-pass');
    expect([other.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(other.body).toContain('Words of the other vault');
    expectNoMarker(other);
    const foreign = [
      { pageId: ids.otherVault!, token: other.json().data.accessToken as string },
      { pageId: ids.secondVault!, token: second.json().data.accessToken as string },
    ];
    for (const { pageId, token } of foreign) {
      const asIssued = { cookie: `sl_pa_${pageId}=${token}` };
      const renamed = { cookie: `sl_pa_${ids.vault}=${token}` };
      for (const headers of [asIssued, renamed, { 'x-page-access': token }]) {
        expectLockedJson(await get(`/api/public/${OWNER}/pages/vault`, headers));
      }
      for (const headers of [asIssued, renamed]) expectLockedHtml(await get(`/public/${OWNER}/pages/vault`, headers));
    }
    expectLockedJson(await get(`/api/public/${OWNER}/pages/vault`, { 'x-page-access': 'not-a-token' }));
    expectLockedHtml(await get(`/public/${OWNER}/pages/vault`, { cookie: `sl_pa_${ids.vault}=not-a-token` }));
  });

  it('its own password shows it to that visitor only: no cache, 304 or later anonymous answer carries it', async () => {
    const unlocked = await unlock(OWNER, 'vault', 'vault-pass');
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json().message).toBe(PAGE_MESSAGES.accessGranted);
    expect(unlocked.body).toContain(MARKER);
    const token = unlocked.json().data.accessToken as string;
    const cookie = { cookie: `sl_pa_${ids.vault}=${token}` };

    expect((await get(`/api/public/${OWNER}/pages/vault`, { 'x-page-access': token })).body).toContain(MARKER);
    expect((await get(`/api/public/${OWNER}/pages/vault`, cookie)).body).toContain(MARKER);
    const open = await get(`/public/${OWNER}/pages/vault`, cookie);
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain(MARKER);
    const unlockedTag = open.headers.etag as string;
    expect((await get(`/public/${OWNER}/pages/vault`, { ...cookie, 'if-none-match': unlockedTag })).statusCode).toBe(
      304,
    );

    // The unlocked visitor goes first everywhere, so any shared cache would now hold their view.
    for (const [url] of PUBLIC_READS) await get(url, cookie);
    const revalidated = await get(`/public/${OWNER}/pages/vault`, { 'if-none-match': unlockedTag });
    expectLockedHtml(revalidated);
    expect(revalidated.headers.etag).not.toBe(unlockedTag);
    await expectNoAnonymousLeak();
  });

  it('a page protected after it was seen answers its old tag with the locked page, not 304', async () => {
    await createPage(owner, { type: 'ABOUT', title: 'Later', slug: 'later', isPublished: true, content: LATER_MARKER });
    const seen = await get(`/public/${OWNER}/pages/later`);
    expect(seen.statusCode).toBe(200);
    expect(seen.body).toContain(LATER_MARKER);
    const profile = await get(`/public/${OWNER}`);
    expect(profile.body).toContain(`href="/public/${OWNER}/pages/later"`);

    const pageId = (await get(`/api/public/${OWNER}/pages/later`)).json().data.page.id as string;
    const protect = await request('PUT', `/api/pages/${pageId}`, owner.headers, {
      isPasswordProtected: true,
      password: 'late-pass',
    });
    expect(protect.statusCode).toBe(200);

    const revalidated = await get(`/public/${OWNER}/pages/later`, { 'if-none-match': seen.headers.etag as string });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.body).toContain(LOCKED_TEXT);
    expectNoMarker(revalidated, LATER_MARKER);
    const json = await get(`/api/public/${OWNER}/pages/later`);
    expect(json.statusCode).toBe(403);
    expect(json.json()).toEqual(PASSWORD_REQUIRED);
    expectNoMarker(json, LATER_MARKER);
    for (const url of [`/public/${OWNER}`, `/api/public/${OWNER}/pages`]) expectNoMarker(await get(url), LATER_MARKER);
  });
});
