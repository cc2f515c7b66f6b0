import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { renderQrSvg } from './qr-code';

/**
 * A BLAZE owner's portfolio on their verified domain (decision 058): every public document by Host,
 * the 301 from /public/<username>, links and canonical URLs on the domain, hosts that serve
 * nothing, and each host's answers kept apart in the render cache.
 */
const DOMAIN = 'folio.example.test';
const PENDING = 'pending.example.test';
const SITE = `https://${DOMAIN}`;

let t: TestApp;
let owner: TestUser;

const on = (host: string, url: string, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...extra } });
const canonical = (body: string) => /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1];
const ogUrl = (body: string) => /<meta property="og:url" content="([^"]*)"/.exec(body)?.[1];
const hrefs = (body: string) => [...body.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1]!);

async function connect(userId: string, domain: string, status: 'verified' | 'pending') {
  await t.app.db
    .insertInto('custom_domains')
    .values({
      user_id: userId,
      domain,
      token: 'sparklink-verify=t',
      status,
      next_check_at: new Date(),
      created_at: new Date(),
    })
    .execute();
  await t.app.publicCache.invalidateOwner(userId);
}

beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_ORIGIN: 'https://sparklink.example',
    CUSTOM_DOMAIN_TARGET: 'sites.sparklink.example',
    PAYMENTS: 'test',
  });
  owner = await createUser(t.app, { tier: 'BLAZE', username: 'Kofi', firstName: 'Kofi', lastName: 'Boateng' });
  for (const page of [
    { type: 'ABOUT', title: 'About', slug: 'about', isPublished: true, content: 'Potter in Kumasi' },
    {
      type: 'CUSTOM',
      title: 'Vault',
      slug: 'vault',
      isPublished: true,
      isPasswordProtected: true,
      password: 'clay-and-fire',
    },
  ]) {
    const created = await t.app.inject({ method: 'POST', url: '/api/pages', headers: owner.headers, payload: page });
    expect(created.statusCode).toBe(201);
  }
  const other = await createUser(t.app, { tier: 'BLAZE', username: 'Ama' });
  await connect(other.id, PENDING, 'pending');
  await connect(owner.id, DOMAIN, 'verified');
});
afterAll(() => t?.close());

describe('the portfolio on its own domain', () => {
  it('serves the profile at / with every link, the canonical URL and the share address on the domain', async () => {
    const res = await on(DOMAIN, '/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<h1[^>]*>Kofi Boateng<\/h1>/);
    expect(canonical(res.body)).toBe(`${SITE}/`);
    expect(ogUrl(res.body)).toBe(`${SITE}/`);
    const links = hrefs(res.body);
    expect(links).toEqual(expect.arrayContaining(['/', '/pages/about', '/pages/vault', '/gallery', `${SITE}/`]));
    expect(links.filter((href) => href.includes('/public/'))).toEqual([]);
    expect(res.body).toContain('src="/qr.svg"');
  });

  it.each([['/pages/about'], ['/about']])('serves a page at %s, canonical at /pages/<slug>', async (url) => {
    const res = await on(DOMAIN, url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Potter in Kumasi');
    expect(canonical(res.body)).toBe(`${SITE}/pages/about`);
    expect(ogUrl(res.body)).toBe(`${SITE}/pages/about`);
  });

  it('serves the gallery at /gallery and a QR code of the domain at /qr.svg', async () => {
    const gallery = await on(DOMAIN, '/gallery');
    expect(gallery.statusCode).toBe(200);
    expect(canonical(gallery.body)).toBe(`${SITE}/gallery`);
    const qr = await on(DOMAIN, '/qr.svg');
    expect(qr.statusCode).toBe(200);
    expect(qr.body).toBe(await renderQrSvg(`${SITE}/`));
  });

  it('counts views as /public/<username> does: the same description, and the pixel answers on the domain', async () => {
    const res = await on(DOMAIN, '/pages/about');
    expect(res.body).toContain('<meta name="sl-view" content="type=page_view&amp;username=Kofi&amp;slug=about"/>');
    const pixel = await on(DOMAIN, '/api/public/events/pixel.gif?type=page_view&username=Kofi&slug=about');
    expect(pixel.statusCode).toBe(200);
    expect(pixel.headers['content-type']).toBe('image/gif');
  });

  it("counts the domain's own beacons, an older browser's too, and a visit moving on within it as direct", async () => {
    const counted = async () => {
      await t.app.analyticsWriter.flush();
      return t.app.db
        .selectFrom('analytics_events')
        .select(['source', 'referrer_host'])
        .where('owner_user_id', '=', owner.id)
        .where('type', '=', 'profile_view')
        .execute();
    };
    const before = (await counted()).length;
    const beacon = (remoteAddress: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/events',
        remoteAddress,
        headers: {
          host: DOMAIN,
          'content-type': 'text/plain;charset=UTF-8',
          'user-agent': 'Mozilla/5.0 Firefox/140.0',
          ...headers,
        },
        payload: JSON.stringify({ type: 'profile_view', username: 'Kofi', referrer: `${SITE}/pages/about` }),
      });
    // A browser with fetch metadata, then an older one that sends only Origin.
    expect((await beacon('203.0.113.21', { origin: SITE, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(204);
    expect((await beacon('203.0.113.22', { origin: SITE })).statusCode).toBe(204);
    const rows = (await counted()).slice(before);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.source === 'direct' && row.referrer_host === null)).toBe(true);
  });

  it('unlocks a protected page with the form on the domain, and shows it with the cookie', async () => {
    const locked = await on(DOMAIN, '/pages/vault');
    expect(locked.statusCode).toBe(200);
    expect(locked.body).toContain('action="/pages/vault"');
    const unlocked = await t.app.inject({
      method: 'POST',
      url: '/pages/vault',
      headers: { host: DOMAIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'password=clay-and-fire',
    });
    expect(unlocked.statusCode).toBe(303);
    expect(unlocked.headers.location).toBe('/pages/vault');
    const cookie = unlocked.cookies[0]!;
    const open = await on(DOMAIN, '/pages/vault', { cookie: `${cookie.name}=${cookie.value}` });
    expect(open.statusCode).toBe(200);
    expect(open.body).not.toContain('action="/pages/vault"');
  });

  it.each([
    ['/public/kofi', `${SITE}/`],
    ['/public/Kofi/pages/about', `${SITE}/pages/about`],
    ['/public/kofi/gallery?category=Bowls', `${SITE}/gallery?category=Bowls`],
    ['/public/kofi/qr.svg', `${SITE}/qr.svg`],
  ])('answers %s on our host with 301 to %s', async (url, location) => {
    for (let time = 0; time < 2; time++) {
      const res = await on('sparklink.example', url);
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(location);
    }
  });
});

describe('hosts that serve no portfolio', () => {
  it.each([
    ['an unknown host', 'nobody.example.test', '/'],
    ['a domain not verified yet', PENDING, '/'],
    ['a path no portfolio has', DOMAIN, '/pages/about/more'],
    ['the dashboard on a domain', DOMAIN, '/dashboard/profile'],
    ['the owner API on a domain', DOMAIN, '/api/auth/me'],
    ['the public API by username on a domain', DOMAIN, '/api/public/kofi'],
    ["another owner's portfolio on a domain", DOMAIN, '/public/ama'],
  ])('%s gets the plain 404 page', async (_, host, url) => {
    const res = await on(host, url);
    await expectPlainNotFound(res);
  });

  it.each([['PUT'], ['DELETE']] as const)('a %s on a domain gets the plain 404 page, never the API', async (method) => {
    const res = await t.app.inject({ method, url: '/api/profile', headers: { host: DOMAIN } });
    await expectPlainNotFound(res);
  });

  const expectPlainNotFound = async (res: Awaited<ReturnType<typeof on>>) => {
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(/<h1[^>]*>Profile Not Found<\/h1>/);
    expect(res.body).not.toContain('Kofi');
  };

  it.each([['/dashboard'], ['/login']])(
    "answers %s on a domain as a page of the owner's that does not exist, not as the dashboard",
    async (url) => {
      const res = await on(DOMAIN, url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
      expect(res.body).not.toContain('/assets/index-');
    },
  );

  it("answers a proxy's health check and Caddy's ask on any host it dials", async () => {
    const health = await on('10.0.0.7:3000', '/api/health');
    expect(health.statusCode).toBe(200);
    const ask = await on('10.0.0.7:3000', `/api/domains/allowed?domain=${DOMAIN}`);
    expect(ask.statusCode).toBe(200);
    expect(ask.json()).toEqual({ status: 'SUCCESS', data: { domain: DOMAIN } });
    expect((await on('10.0.0.7:3000', `/api/domains/allowed?domain=${PENDING}`)).statusCode).toBe(404);
  });

  it('never serves the domain routes on our own host', async () => {
    const res = await on('sparklink.example', '/__site/');
    expect(res.body).not.toContain('Kofi Boateng');
  });
});

describe("each host's answers are its own in the cache", () => {
  it('keeps a domain rendering from our host and back, and follows the domain being detached', async () => {
    const user = await createUser(t.app, { tier: 'BLAZE', username: 'Esi', firstName: 'Esi' });
    for (let time = 0; time < 3; time++) expect((await on('sparklink.example', '/public/esi')).statusCode).toBe(200);
    await connect(user.id, 'esi.example.test', 'verified');
    for (let time = 0; time < 3; time++) {
      const here = await on('esi.example.test', '/');
      expect(here.statusCode).toBe(200);
      expect(canonical(here.body)).toBe('https://esi.example.test/');
      expect((await on('sparklink.example', '/public/esi')).statusCode).toBe(301);
    }
    await t.app.db.updateTable('custom_domains').set({ status: 'detached' }).where('user_id', '=', user.id).execute();
    await t.app.publicCache.invalidateOwner(user.id);
    expect((await on('esi.example.test', '/')).statusCode).toBe(404);
    const back = await on('sparklink.example', '/public/esi');
    expect(back.statusCode).toBe(200);
    expect(canonical(back.body)).toBe('https://sparklink.example/public/Esi');
  });
});
