import { MESSAGES, PAGE_MESSAGES, SECURITY_MESSAGES, SUBSCRIPTION_MESSAGES } from '@sparklink/contract';
import type { HTTPMethods } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../src/db/schema';
import { addItem, storedFiles } from '../../src/modules/gallery/gallery.test-support';
import { NOTICES } from '../../src/modules/notifications/notices';
import { notify } from '../../src/modules/notifications/notifications.service';
import { confirmIdentity, createUser, type TestUser } from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import { routeTable, type Route } from '../helpers/route-table';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ACCOUNT_SECURITY_ROUTES, changesAccountSecurity, FRESH_PROOF } from './account-security-routes';

/**
 * api-contract §1 "Ownership": an owner endpoint only ever touches the caller's rows, and another
 * account's id gets the same 404 as a missing one. Every route of the real route table is either
 * in OWNERSHIP_MATRIX (it takes ids: user B sends user A's) or in EXEMPT with the reason it
 * takes none; a new route in neither fails the first test.
 */

type Ids = Record<string, string>;

interface OwnershipCase {
  /** A's objects (and any of B's the request mixes in), made through the API; the ids B sends. */
  arrange(owner: TestUser, intruder: TestUser): Promise<Ids>;
  /** B's otherwise valid body. Path parameters are filled from the ids by name. */
  payload?(ids: Ids): object;
  /** B's request is an upload of one real image in this multipart field instead of a JSON body. */
  uploadField?: string;
  /** B's exact answer. */
  expected(ids: Ids): { status: number; body: unknown };
  /** An owner GET whose answer to A must be the same before and after B's call. */
  ownerView(ids: Ids): string;
}

interface Exemption {
  /** `public`: no Bearer guard. `own-rows`: guarded, and it takes no id, so it can only reach the caller's rows. */
  kind: 'public' | 'own-rows';
  reason: string;
}

let t: TestApp;

const notFound = (message: string) => () => ({ status: 404, body: { status: 'ERROR', code: 'NOT_FOUND', message } });
const unknownId = (path: string, message: string) => () => ({
  status: 400,
  body: { status: 'ERROR', code: 'VALIDATION_ERROR', message, errors: [{ path, message }] },
});

async function createPage(user: TestUser, slug: string): Promise<string> {
  const payload = { type: 'ABOUT', title: `Page ${slug}`, slug, content: { headline: 'Mine' }, isPublished: true };
  const res = await t.app.inject({ method: 'POST', url: '/api/pages', headers: user.headers, payload });
  expect(res.statusCode).toBe(201);
  return res.json().data.page.id;
}

async function replaceLinks(user: TestUser, links: object[]) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/profile/social-links',
    headers: user.headers,
    payload: { links },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.socialLinks as { id: string }[];
}

/** One small real PNG in a multipart body, as the dashboard uploads an image. */
async function imageUpload(field: string) {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  return multipart([{ field, filename: 'thumb.png', contentType: 'image/png', body: png }]);
}

/** A's custom link, the one kind that has a thumbnail (decision 044). */
const oneCustomLink = async (owner: TestUser) => {
  const [link] = await replaceLinks(owner, [
    { kind: 'custom', url: 'https://owner.example/shop', title: 'My shop', relMe: false },
  ]);
  return { linkId: link!.id };
};

const onePage = async (owner: TestUser) => ({ pageId: await createPage(owner, 'about') });
const oneItem = async (owner: TestUser) => ({ itemId: (await addItem(t.app, owner, { title: 'Mine' })).id });
const TAKEN_OVER = { title: 'Taken over' };

const OWNERSHIP_MATRIX: Record<string, OwnershipCase> = {
  'GET /api/pages/:pageId': {
    arrange: onePage,
    expected: notFound(PAGE_MESSAGES.notFound),
    ownerView: ({ pageId }) => `/api/pages/${pageId}`,
  },
  // Decision 047: a page preview reads the saved page it is given; another's is "not found".
  'POST /api/pages/preview': {
    arrange: onePage,
    payload: ({ pageId }) => ({ id: pageId, page: TAKEN_OVER }),
    expected: notFound(PAGE_MESSAGES.notFound),
    ownerView: ({ pageId }) => `/api/pages/${pageId}`,
  },
  'PUT /api/pages/:pageId': {
    arrange: onePage,
    // The schedule fields too (decision 056): another's page is "not found" before any plan check.
    payload: () => ({
      ...TAKEN_OVER,
      slug: 'taken',
      isPublished: false,
      publishAt: '2030-01-01T00:00:00.000Z',
      unpublishAt: '2030-01-02T00:00:00.000Z',
    }),
    expected: notFound(PAGE_MESSAGES.notFound),
    ownerView: ({ pageId }) => `/api/pages/${pageId}`,
  },
  'DELETE /api/pages/:pageId': {
    arrange: onePage,
    expected: notFound(PAGE_MESSAGES.notFound),
    ownerView: ({ pageId }) => `/api/pages/${pageId}`,
  },
  // Decision 054: a project image goes only into the caller's own page.
  'POST /api/pages/:pageId/images': {
    arrange: onePage,
    uploadField: 'image',
    expected: notFound(PAGE_MESSAGES.notFound),
    ownerView: ({ pageId }) => `/api/pages/${pageId}`,
  },
  'POST /api/pages/reorder': {
    // B lists one of its own pages first, so a check that stops at the first id would miss A's.
    arrange: async (owner, intruder) => ({
      first: await createPage(owner, 'first'),
      second: await createPage(owner, 'second'),
      intruders: await createPage(intruder, 'own'),
    }),
    payload: (ids) => ({
      pageOrders: [
        { id: ids.intruders, order: 2 },
        { id: ids.second, order: 0 },
        { id: ids.first, order: 1 },
      ],
    }),
    expected: unknownId('pageOrders[1].id', PAGE_MESSAGES.unknownPageId),
    ownerView: () => '/api/pages',
  },
  'GET /api/gallery/:itemId': {
    arrange: oneItem,
    expected: notFound(MESSAGES.galleryItemNotFound),
    ownerView: ({ itemId }) => `/api/gallery/${itemId}`,
  },
  'PUT /api/gallery/:itemId': {
    arrange: oneItem,
    payload: () => ({ ...TAKEN_OVER, isVisible: false, tags: ['taken'] }),
    expected: notFound(MESSAGES.galleryItemNotFound),
    ownerView: ({ itemId }) => `/api/gallery/${itemId}`,
  },
  'DELETE /api/gallery/:itemId': {
    arrange: oneItem,
    expected: notFound(MESSAGES.galleryItemNotFound),
    ownerView: ({ itemId }) => `/api/gallery/${itemId}`,
  },
  'POST /api/gallery/reorder': {
    arrange: async (owner, intruder) => ({
      first: (await addItem(t.app, owner)).id,
      second: (await addItem(t.app, owner)).id,
      intruders: (await addItem(t.app, intruder)).id,
    }),
    payload: (ids) => ({
      itemOrders: [
        { id: ids.intruders, order: 2 },
        { id: ids.first, order: 0 },
        { id: ids.second, order: 1 },
      ],
    }),
    expected: unknownId('itemOrders[1].id', MESSAGES.galleryUnknownItemId),
    ownerView: () => '/api/gallery',
  },
  // Decision 006: ids that are not the caller's are ignored with the caller's own 200, never 404.
  'POST /api/notifications/read': {
    arrange: async (owner, intruder) => {
      await notify(t.app.db, owner.id, NOTICES.welcome);
      await notify(t.app.db, intruder.id, NOTICES.welcome);
      const owners = await t.app.db.selectFrom('notifications').select('id').where('user_id', '=', owner.id).execute();
      return { notificationId: owners[0]!.id };
    },
    payload: ({ notificationId }) => ({ ids: [notificationId] }),
    // B's own notice stays unread: A's id neither marks A's row nor falls back to "mark all".
    expected: () => ({
      status: 200,
      body: { status: 'SUCCESS', message: MESSAGES.notificationsMarkedRead, data: { unreadCount: 1 } },
    }),
    ownerView: () => '/api/notifications',
  },
  // api-contract §9: a payment reference is an id. A's checkout is paid, so a verify that did not
  // check the owner would credit it (to A or to B).
  'GET /api/subscriptions/verify/:reference': {
    arrange: async (owner) => {
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/subscriptions/initialize',
        headers: owner.headers,
        payload: { plan: 'RISE', billingCycle: 'monthly' },
      });
      expect(started.statusCode).toBe(200);
      const { reference, authorizationUrl } = started.json().data;
      const paid = await t.app.inject({
        method: 'POST',
        url: new URL(authorizationUrl).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=pay',
      });
      expect(paid.statusCode).toBe(303);
      return { reference };
    },
    expected: notFound(SUBSCRIPTION_MESSAGES.paymentNotFound),
    ownerView: () => '/api/subscriptions/history',
  },
  // Decision 034: another account's session is "not found"; the intruder has a fresh proof, so the
  // proof is not what refuses it.
  'DELETE /api/auth/sessions/:sessionId': {
    arrange: async (owner, intruder) => {
      await confirmIdentity(t.app, intruder);
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: owner.headers });
      return { sessionId: res.json().data.sessions[0].id };
    },
    expected: notFound(SECURITY_MESSAGES.sessionNotFound),
    ownerView: () => '/api/auth/sessions',
  },
  // Decision 044: a custom link's thumbnail is only ever the owner's to set or remove.
  'POST /api/profile/social-links/:linkId/thumbnail': {
    arrange: oneCustomLink,
    uploadField: 'image',
    expected: notFound(MESSAGES.linkNotFound),
    ownerView: () => '/api/profile',
  },
  'DELETE /api/profile/social-links/:linkId/thumbnail': {
    arrange: oneCustomLink,
    expected: notFound(MESSAGES.linkNotFound),
    ownerView: () => '/api/profile',
  },
  // Decision 055: "Check again" on another account's link is "not found", whatever the plans.
  'POST /api/profile/social-links/:linkId/verify': {
    arrange: oneCustomLink,
    expected: notFound(MESSAGES.linkNotFound),
    ownerView: () => '/api/profile',
  },
  // api-contract §3: an id that is not one of the caller's links creates a new link for the caller;
  // its switch (decision 059) goes to that new link, never to the owner's.
  'PUT /api/profile/social-links': {
    arrange: async (owner) => {
      const [link] = await replaceLinks(owner, [{ platform: 'github', url: 'https://github.com/owner' }]);
      return { linkId: link!.id };
    },
    payload: ({ linkId }) => ({
      links: [{ id: linkId, platform: 'github', url: 'https://github.com/intruder', isEnabled: false }],
    }),
    expected: ({ linkId }) => ({
      status: 200,
      body: {
        status: 'SUCCESS',
        message: MESSAGES.socialLinksUpdated,
        data: {
          socialLinks: [
            {
              id: expect.not.stringContaining(linkId!),
              platform: 'github',
              kind: 'github',
              title: null,
              url: 'https://github.com/intruder',
              thumbnailUrl: null,
              phone: null,
              message: null,
              verification: null,
              order: 0,
              relMe: expect.any(Boolean),
              isEnabled: false,
              startsAt: null,
              endsAt: null,
            },
          ],
          linksLayout: 'buttons',
        },
      },
    }),
    ownerView: () => '/api/profile',
  },
};

const publicRoute = (reason: string): Exemption => ({ kind: 'public', reason });
const ownRows = (reason: string): Exemption => ({ kind: 'own-rows', reason });

/** HEAD routes are Fastify's copies of GET routes and follow their GET's entry. */
const EXEMPT: Record<string, Exemption> = {
  'OPTIONS *': publicRoute('CORS preflight; answers headers only'),
  'GET /api/health': publicRoute('health check'),
  'GET /media/*': publicRoute('files public now, by unguessable key; any other only by its signed URL (decision 037)'),
  'POST /api/auth/register': publicRoute('takes an e-mail address, not an id'),
  'POST /api/auth/verify-email': publicRoute('takes an e-mail address and its code'),
  'POST /api/auth/resend-verification': publicRoute('takes an e-mail address'),
  'POST /api/auth/login': publicRoute('takes credentials'),
  'POST /api/auth/forgot-password': publicRoute('takes an e-mail address'),
  'POST /api/auth/reset-password': publicRoute('takes an e-mail address and its code'),
  'GET /api/auth/google': publicRoute('starts Google sign-in'),
  'GET /api/auth/google/callback': publicRoute('Google sign-in callback; bound to its state cookie'),
  'POST /api/auth/exchange': publicRoute('takes a one-time login ticket'),
  'POST /api/auth/two-factor/verify': publicRoute('takes a sign-in challenge, bound to its account, and a code'),
  'POST /api/auth/two-factor/recovery/email-code': publicRoute(
    "takes a sign-in challenge, bound to its account; mails that account's own address",
  ),
  'POST /api/auth/two-factor/recovery': publicRoute(
    'takes a sign-in challenge, bound to its account, and a mailed code',
  ),
  'POST /api/auth/two-factor/recovery/complete': publicRoute('takes a sign-in challenge, bound to its account'),
  'GET /api/profile/check-username': publicRoute('takes a username, reveals only availability'),
  'POST /api/public/access-protected': publicRoute('visitor unlock of a published page by username and slug'),
  'GET /api/public/:username': publicRoute('public profile by username'),
  'GET /api/public/:username/pages': publicRoute('public page list by username'),
  'GET /api/public/:username/pages/:slug': publicRoute('public page by username and slug'),
  'GET /api/public/:username/gallery': publicRoute('public gallery by username'),
  'GET /api/public/:username/resume': publicRoute('public resume download by username'),
  'GET /api/r/:linkId': publicRoute('click redirect of a public social link'),
  'POST /api/public/events': publicRoute('view beacon by username and slug; the owner is not counted'),
  'GET /api/public/events/pixel.gif': publicRoute('no-JavaScript view pixel by username and slug'),
  'GET /public/:username': publicRoute('server-rendered public profile'),
  'GET /public/:username/pages/:slug': publicRoute('server-rendered public page'),
  'POST /public/:username/pages/:slug': publicRoute('no-JavaScript unlock form of a public page'),
  'GET /public/:username/qr.svg': publicRoute('QR code of a public profile'),
  'GET /public/:username/card/:file': publicRoute('share card image of a public profile'),
  'GET /public/:username/pages/:slug/card/:file': publicRoute('share card image of an open public page'),
  'GET /public/:username/gallery': publicRoute('server-rendered public gallery'),
  'GET /public/:username/resume': publicRoute(
    "the resume's share address: the same public download as /api/public/:username/resume, else the portfolio",
  ),
  'GET /api/domains/allowed': publicRoute(
    "Caddy's on-demand TLS ask: whether a name is a verified custom domain, nothing about its owner",
  ),
  // An owner's portfolio on their verified domain (decision 058), reached only through rewriteUrl:
  // the domain's owner by its Host, else the plain 404; nothing an owner sends is read here.
  'GET /__site': publicRoute("the owner's public documents on their verified domain, else the plain 404"),
  'POST /__site': publicRoute("the no-JavaScript unlock form on the owner's verified domain"),
  'PUT /__site': publicRoute('the plain 404 of a custom domain'),
  'PATCH /__site': publicRoute('the plain 404 of a custom domain'),
  'DELETE /__site': publicRoute('the plain 404 of a custom domain'),
  'GET /__site/*': publicRoute("the owner's public documents on their verified domain, else the plain 404"),
  'POST /__site/*': publicRoute("the no-JavaScript unlock form on the owner's verified domain"),
  'PUT /__site/*': publicRoute('the plain 404 of a custom domain'),
  'PATCH /__site/*': publicRoute('the plain 404 of a custom domain'),
  'DELETE /__site/*': publicRoute('the plain 404 of a custom domain'),
  'GET /api/subscriptions/plans': publicRoute('the plans, the same for everyone'),
  'POST /api/subscriptions/webhook': publicRoute(
    "Paystack's events, authenticated by the HMAC signature of the raw body",
  ),
  'GET /api/subscriptions/test-checkout/:reference': publicRoute(
    'built-in test checkout page (no Paystack key only), by an unguessable reference; it credits nothing itself',
  ),
  'POST /api/subscriptions/test-checkout/:reference': publicRoute(
    "built-in test checkout's choice (no Paystack key only); the owner's verify still decides",
  ),
  'GET /api/mail/unsubscribe': publicRoute(
    "marketing mail's unsubscribe page, by a token signed for one user; shows a button, changes nothing",
  ),
  'POST /api/mail/unsubscribe': publicRoute(
    "one-click unsubscribe (RFC 8058) by a token signed for one user; it only turns that user's marketing mail off",
  ),
  'GET /api/auth/me': ownRows("the caller's account"),
  'POST /api/profile/preview': ownRows(
    "renders the caller's own portfolio; another's link id is drawn as a new link, never read (preview.test.ts)",
  ),
  'DELETE /api/auth/account': ownRows("deletes the caller's account"),
  'GET /api/auth/security': ownRows("the caller's sign-in methods"),
  'POST /api/auth/two-factor/setup': ownRows("starts the caller's own two-factor setup"),
  'POST /api/auth/two-factor/enable': ownRows("confirms the caller's own setup"),
  'POST /api/auth/two-factor/disable/email-code': ownRows("mails the caller's own address"),
  'POST /api/auth/two-factor/disable': ownRows("turns off the caller's own two-factor"),
  'POST /api/auth/two-factor/recovery-codes': ownRows("replaces the caller's own recovery codes"),
  'DELETE /api/auth/two-factor/recovery': ownRows("cancels the caller's own requested two-factor removal"),
  'POST /api/auth/confirm-identity': ownRows("records a proof on the caller's own session"),
  'POST /api/auth/confirm-identity/email-code': ownRows("mails the caller's own address, for the caller's session"),
  'GET /api/auth/sessions': ownRows("lists the caller's own sessions"),
  'POST /api/auth/sessions/sign-out-others': ownRows("ends the caller's other sessions"),
  'POST /api/auth/logout': ownRows("ends the caller's own session"),
  'GET /api/pages': ownRows("lists the caller's pages"),
  'POST /api/pages': ownRows('creates a page for the caller'),
  'GET /api/gallery': ownRows("lists the caller's items"),
  'POST /api/gallery/upload': ownRows('creates an item for the caller'),
  'GET /api/profile': ownRows("the caller's profile"),
  'GET /api/profile/': ownRows("the caller's profile"),
  'PUT /api/profile': ownRows("updates the caller's profile"),
  'PUT /api/profile/': ownRows("updates the caller's profile"),
  'POST /api/profile/upload/profile-picture': ownRows("replaces the caller's picture"),
  'POST /api/profile/upload/background-image': ownRows("replaces the caller's background"),
  'POST /api/profile/publish': ownRows("sets the caller's visibility"),
  'GET /api/resume/info': ownRows("the caller's one resume"),
  'POST /api/resume/upload': ownRows("replaces the caller's one resume"),
  'PUT /api/resume/settings': ownRows("the caller's one resume"),
  'DELETE /api/resume': ownRows("the caller's one resume"),
  'GET /api/resume/download': ownRows("the caller's one resume"),
  'GET /api/notifications': ownRows("lists the caller's notifications"),
  'GET /api/settings': ownRows("the caller's settings"),
  'PUT /api/settings': ownRows("updates the caller's settings"),
  'GET /api/settings/custom-domain': ownRows("the caller's one custom domain"),
  'PUT /api/settings/custom-domain': ownRows(
    "names the caller's one custom domain; a name another account holds is refused (409) and never shown",
  ),
  'POST /api/settings/custom-domain/check': ownRows("checks the caller's one custom domain"),
  'DELETE /api/settings/custom-domain': ownRows("removes the caller's one custom domain"),
  'GET /api/subscriptions/current': ownRows("the caller's running subscription"),
  'POST /api/subscriptions/initialize': ownRows('starts a payment for the caller'),
  'POST /api/subscriptions/cancel': ownRows("cancels the caller's subscription"),
  'POST /api/subscriptions/reactivate': ownRows("reactivates the caller's subscription"),
  'GET /api/subscriptions/history': ownRows("lists the caller's payments"),
  'GET /api/subscriptions/quote': ownRows("prices a plan against the caller's running subscription"),
  'POST /api/subscriptions/scheduled-change': ownRows("schedules a change of the caller's subscription"),
  'DELETE /api/subscriptions/scheduled-change': ownRows("cancels the caller's scheduled change"),
  'POST /api/subscriptions/test-checkout/end-period': ownRows(
    "test clock (test checkout only): ends the caller's own period and runs the hourly pass",
  ),
  'GET /api/analytics/summary': ownRows("the caller's own events"),
  'GET /api/analytics/trends': ownRows("the caller's own events"),
  'GET /api/analytics/geo': ownRows("the caller's own events"),
  'GET /api/analytics/devices': ownRows("the caller's own events"),
  'GET /api/analytics/overview': ownRows(
    "the caller's own events; page and link titles looked up among the caller's own",
  ),
  'GET /api/analytics/sources': ownRows("the caller's own events"),
  'GET /api/analytics/activity': ownRows("the caller's own events; the cursor is a timestamp, not an id"),
  'GET /api/analytics/export': ownRows("the caller's own events"),
  'GET /api/account/export': ownRows("the caller's own data; every read is scoped to the signed-in owner"),
  'POST /api/account/import': ownRows("restores into the caller's own, empty account; the archive holds no ids"),
};

/** The entry that covers a route: its own, or for a HEAD route its GET's. */
const entryKey = (route: Route) => (route.method === 'HEAD' ? `GET ${route.url}` : route.key);
const unlisted = (routes: Route[]) =>
  routes.filter((route) => !(entryKey(route) in OWNERSHIP_MATRIX || entryKey(route) in EXEMPT)).map((r) => r.key);

/**
 * A route that refuses an anonymous call with the Bearer guard's own answer is an owner route:
 * 401 "Access token required" marked no-store (`authenticate`; a handler's own `currentUser`
 * check alone sends the 401 without the header).
 */
async function isOwnerRoute(route: Route): Promise<boolean> {
  const path = route.url.replace(/:[^/]+/g, 'probe').replace('*', 'probe');
  const url = path.startsWith('/') ? path : `/${path}`;
  const res = await t.app.inject({ method: route.method, url });
  const refused = res.statusCode === 401 && res.json().message === MESSAGES.accessTokenRequired;
  return refused && res.headers['cache-control'] === 'no-store';
}

/** Every table with a `user_id` column: all of a user's rows outside `users`. */
const OWNED_TABLES = [
  'profiles',
  'user_settings',
  'email_codes',
  'login_tickets',
  'notifications',
  'pages',
  'social_links',
  'resumes',
  'gallery_items',
  'subscriptions',
  'payments',
  'sessions',
  'mailed_codes',
  'custom_domains',
] as const satisfies (keyof DB)[];

/** Every row that belongs to the user, as stored (each row serialised, in a stable order), and every stored file. */
async function snapshot(userId: string) {
  const db = t.app.db;
  const owned = OWNED_TABLES.map(async (table) => {
    // One table at a time to Kysely's types; every one of them has `user_id`.
    const rows = await db
      .selectFrom(table as 'pages')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    return [table, rows.map((row) => JSON.stringify(row)).sort()] as const;
  });
  // documents_version is not the user's data: every write moves it, a refused one too, so that no
  // public document rendered before the write is served after it (decision 032).
  const { documents_version: _, ...user } = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    user,
    ...Object.fromEntries(await Promise.all(owned)),
    files: storedFiles(t.config.dataDir),
  };
}

function fillPath(url: string, ids: Ids): string {
  return url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (!ids[name]) throw new Error(`the case made no id for :${name}`);
    return ids[name]!;
  });
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the ownership matrix covers the route table', () => {
  it('lists every route in the matrix or as exempt, once, and nothing that is not a route', async () => {
    const routes = routeTable(t.app);
    const keys = new Set(routes.map((route) => route.key));

    expect(unlisted(routes)).toEqual([]);
    expect(Object.keys(OWNERSHIP_MATRIX).filter((key) => key in EXEMPT)).toEqual([]);
    expect([...Object.keys(OWNERSHIP_MATRIX), ...Object.keys(EXEMPT)].filter((key) => !keys.has(key))).toEqual([]);
  });

  it('matrix routes and "own-rows" exemptions sit behind the Bearer guard, "public" ones do not', async () => {
    const wrong: string[] = [];
    for (const route of routeTable(t.app).filter((r) => r.method !== 'HEAD')) {
      const owner = await isOwnerRoute(route);
      const exemption = EXEMPT[route.key];
      const expectedOwner = exemption ? exemption.kind === 'own-rows' : true;
      if (owner !== expectedOwner) wrong.push(`${route.key}: ${owner ? 'guarded' : 'not guarded'}`);
      // An owner route that takes an id in its path can never be exempt.
      if (owner && route.url.includes(':') && exemption) wrong.push(`${route.key}: takes an id but is exempt`);
    }
    expect(wrong).toEqual([]);
  });

  it('fails for a new owner route with an id and no matrix entry', async () => {
    const withExtra = await createTestApp({}, (app) =>
      app.register(async (scope) => {
        scope.addHook('onRequest', scope.authenticate);
        scope.get('/api/pages/:pageId/stats', async () => ({}));
      }),
    );
    try {
      expect(unlisted(routeTable(withExtra.app))).toEqual([
        'GET /api/pages/:pageId/stats',
        'HEAD /api/pages/:pageId/stats',
      ]);
    } finally {
      await withExtra.close();
    }
  });
});

describe("user B on user A's objects", () => {
  const cases = Object.keys(OWNERSHIP_MATRIX).flatMap((key) =>
    key.startsWith('GET ') ? [key, key.replace('GET ', 'HEAD ')] : [key],
  );

  it.each(cases)('%s: B gets the answer for a missing id, and nothing of A changes', async (key) => {
    const [method, url] = key.split(' ') as [HTTPMethods, string];
    const entry = OWNERSHIP_MATRIX[key.replace('HEAD ', 'GET ')]!;
    const owner = await createUser(t.app);
    const intruder = await createUser(t.app);
    const ids = await entry.arrange(owner, intruder);
    const viewAsOwner = () => t.app.inject({ method: 'GET', url: entry.ownerView(ids), headers: owner.headers });
    const ownerViewBefore = await viewAsOwner();
    expect(ownerViewBefore.statusCode).toBe(200);
    const ownerBefore = await snapshot(owner.id);
    const intruderBefore = await snapshot(intruder.id);

    const upload = entry.uploadField && (await imageUpload(entry.uploadField));
    const res = await t.app.inject({
      method,
      url: fillPath(url, ids),
      headers: { ...intruder.headers, ...(upload ? upload.headers : {}) },
      payload: upload ? upload.payload : entry.payload?.(ids),
    });

    const expected = entry.expected(ids);
    expect(res.statusCode).toBe(expected.status);
    if (method === 'HEAD') expect(res.body).toBe('');
    else expect(res.json()).toEqual(expected.body);
    expect(await snapshot(owner.id)).toStrictEqual(ownerBefore);
    // An error answer changes nothing at all, B's own rows included.
    if (expected.status >= 400) expect(await snapshot(intruder.id)).toStrictEqual(intruderBefore);
    const ownerViewAfter = await viewAsOwner();
    expect(ownerViewAfter.statusCode).toBe(200);
    expect(ownerViewAfter.json()).toEqual(ownerViewBefore.json());
  });
});

describe('routes that change account security need a proof (decision 034)', () => {
  const unlistedSecurityRoutes = (routes: Route[]) =>
    routes
      .filter((r) => changesAccountSecurity(r.method, r.url) && !(r.key in ACCOUNT_SECURITY_ROUTES))
      .map((r) => r.key);

  it('lists every one with the proof it requires, and nothing that is not a route', () => {
    const routes = routeTable(t.app);
    expect(unlistedSecurityRoutes(routes)).toEqual([]);
    const keys = new Set(routes.map((route) => route.key));
    expect(Object.keys(ACCOUNT_SECURITY_ROUTES).filter((key) => !keys.has(key))).toEqual([]);
  });

  it.each(Object.keys(ACCOUNT_SECURITY_ROUTES).filter((key) => ACCOUNT_SECURITY_ROUTES[key] === FRESH_PROOF))(
    '%s refuses a valid session that has not proved who it is lately, and changes nothing',
    async (key) => {
      const [method, url] = key.split(' ') as [HTTPMethods, string];
      const owner = await createUser(t.app);
      const before = await snapshot(owner.id);
      const res = await t.app.inject({
        method,
        url: url.replace(/:[A-Za-z]+/g, '00000000-0000-7000-8000-000000000000'),
        headers: owner.headers,
        // A body each route accepts, so the proof is what refuses it.
        payload: key.endsWith('/enable')
          ? { code: '123456' }
          : key.endsWith('/account')
            ? { confirm: 'DELETE' }
            : undefined,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        status: 'ERROR',
        code: 'REAUTHENTICATION_REQUIRED',
        message: SECURITY_MESSAGES.reauthenticationRequired,
      });
      expect(await snapshot(owner.id)).toStrictEqual(before);
    },
  );

  it('fails for a new route that changes account security and is not listed', async () => {
    const withExtra = await createTestApp({}, (app) =>
      app.register(async (scope) => {
        scope.addHook('onRequest', scope.authenticate);
        scope.post('/api/auth/email', async () => ({}));
      }),
    );
    try {
      expect(unlistedSecurityRoutes(routeTable(withExtra.app))).toEqual(['POST /api/auth/email']);
    } finally {
      await withExtra.close();
    }
  });
});
