import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { multipart } from '../../../test/helpers/multipart';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** Link buttons (issue 32, decision 044): the new kinds, their checks, the older client's view. */
describe('link buttons (PUT /api/profile/social-links, GET /api/public/:username, GET /api/r/:id)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const save = (user: TestUser, links: object[], extra: object = {}) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile/social-links',
      headers: user.headers,
      payload: { links, ...extra },
    });
  const refused = async (user: TestUser, links: object[], path: string, message: string) => {
    const res = await save(user, links);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'ERROR', code: 'VALIDATION_ERROR', message, errors: [{ path, message }] });
  };
  const whatsapp = (phone: string, message?: string) => ({ kind: 'whatsapp', phone, message, title: 'Chat with me' });

  it('writes WhatsApp numbers in E.164 whether written locally (Ghana, Nigeria) or internationally', async () => {
    const user = await createUser(t.app);
    const res = await save(user, [
      whatsapp('024 123 4567', 'Hello Ama, I saw your work'),
      whatsapp('0803 123 4567'),
      whatsapp('+233 24 123 4567'),
      whatsapp('00234 803 123 4567'),
    ]);
    expect(res.statusCode).toBe(200);
    const links = res.json().data.socialLinks;
    expect(links.map((l: { phone: string }) => l.phone)).toEqual([
      '+233241234567',
      '+2348031234567',
      '+233241234567',
      '+2348031234567',
    ]);
    expect(links[0]).toMatchObject({
      kind: 'whatsapp',
      platform: 'website',
      title: 'Chat with me',
      url: 'https://wa.me/233241234567?text=Hello%20Ama%2C%20I%20saw%20your%20work',
      message: 'Hello Ama, I saw your work',
      order: 0,
    });
    expect(links[1].url).toBe('https://wa.me/2348031234567');
  });

  it('refuses a number no country would dial, with a message that shows how to write one', async () => {
    const user = await createUser(t.app);
    const message = 'Enter a valid WhatsApp number, such as 024 123 4567 or +233 24 123 4567';
    await refused(user, [{ kind: 'website', url: 'https://ama.dev' }, whatsapp('024 123')], 'links[1].phone', message);
    await refused(user, [whatsapp('call me maybe')], 'links[0].phone', message);
    await refused(user, [whatsapp('')], 'links[0].phone', message);
    const phoneMessage = 'Enter a valid phone number, such as 024 123 4567 or +233 24 123 4567';
    await refused(user, [{ kind: 'phone', phone: '555' }], 'links[0].phone', phoneMessage);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers })).json().data.profile
        .socialLinks,
    ).toEqual([]);
  });

  it('takes only https addresses for the new kinds and custom links: no http, javascript: or data:', async () => {
    const user = await createUser(t.app);
    const https = 'Enter a valid URL starting with https://';
    await refused(user, [{ kind: 'custom', title: 'Shop', url: 'http://shop.example' }], 'links[0].url', https);
    await refused(user, [{ kind: 'custom', title: 'Shop', url: 'javascript:alert(1)' }], 'links[0].url', https);
    await refused(user, [{ kind: 'spotify', url: 'data:text/html,hi' }], 'links[0].url', https);
    await refused(user, [{ kind: 'telegram', url: '//t.me/ama' }], 'links[0].url', https);
    // The twelve older platforms keep accepting http, as api-contract §3 says; never javascript:.
    await refused(
      user,
      [{ platform: 'website', url: 'javascript:alert(1)' }],
      'links[0].url',
      'Enter a valid URL starting with http:// or https://',
    );
    await refused(
      user,
      [{ kind: 'custom', url: 'https://shop.example' }],
      'links[0].title',
      'Give your custom link a title',
    );
    await refused(
      user,
      [{ kind: 'email', email: 'not-an-address' }],
      'links[0].email',
      'Enter a valid email address for this link',
    );
    await refused(user, [{ kind: 'myspace', url: 'https://myspace.com' }], 'links[0].kind', 'Invalid platform');
  });

  it('stores e-mail and phone links as mailto: and tel:, custom links with their title, in the order given', async () => {
    const user = await createUser(t.app);
    const res = await save(
      user,
      [
        { kind: 'email', email: 'ama@example.com', order: 2 },
        { kind: 'phone', phone: '020 000 0001', order: 1 },
        { kind: 'custom', title: 'My shop', url: 'https://shop.example/ama', order: 0 },
        { kind: 'x', url: 'https://x.com/ama', order: 3 },
      ],
      { layout: 'icons' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.linksLayout).toBe('icons');
    const links = res.json().data.socialLinks;
    expect(links.map((l: object) => ({ ...l, id: undefined }))).toEqual([
      {
        id: undefined,
        kind: 'custom',
        platform: 'website',
        title: 'My shop',
        url: 'https://shop.example/ama',
        order: 0,
        relMe: false,
        thumbnailUrl: null,
        phone: null,
        message: null,
        verification: null,
        isEnabled: true,
        startsAt: null,
        endsAt: null,
      },
      {
        id: undefined,
        kind: 'phone',
        platform: 'website',
        title: null,
        url: 'tel:+233200000001',
        order: 1,
        relMe: false,
        thumbnailUrl: null,
        phone: '+233200000001',
        message: null,
        verification: null,
        isEnabled: true,
        startsAt: null,
        endsAt: null,
      },
      {
        id: undefined,
        kind: 'email',
        platform: 'website',
        title: null,
        url: 'mailto:ama@example.com',
        order: 2,
        relMe: false,
        thumbnailUrl: null,
        phone: null,
        message: null,
        verification: null,
        isEnabled: true,
        startsAt: null,
        endsAt: null,
      },
      {
        id: undefined,
        kind: 'x',
        platform: 'twitter',
        title: null,
        url: 'https://x.com/ama',
        order: 3,
        relMe: false,
        thumbnailUrl: null,
        phone: null,
        message: null,
        verification: null,
        isEnabled: true,
        startsAt: null,
        endsAt: null,
      },
    ]);
    const profile = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers })).json().data
      .profile;
    expect(profile.linksLayout).toBe('icons');
    expect(profile.website).toBeNull();
    const grid = await save(user, [], { layout: 'grid' });
    expect(grid.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Choose buttons or an icons row' });
  });

  it('counts every kind against the plan limit as before', async () => {
    const starter = await createUser(t.app);
    const six = Array.from({ length: 6 }, (_, i) => ({
      kind: 'custom',
      title: `Link ${i}`,
      url: `https://l.example/${i}`,
    }));
    const res = await save(starter, six);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 'ERROR',
      code: 'PLAN_LIMIT',
      message: 'Your plan allows up to 5 social links',
      requiredTier: 'RISE',
    });
    expect((await save(starter, six.slice(0, 5))).statusCode).toBe(200);
  });

  it('shows the older client a platform it knows, and keeps what it cannot see when it saves its view back', async () => {
    const owner = await createUser(t.app, { username: 'kofi-links' });
    const saved = await save(owner, [
      { ...whatsapp('024 123 4567', 'Hi Kofi'), title: 'Book me' },
      { kind: 'email', email: 'kofi@example.com' },
      { kind: 'x', url: 'https://x.com/kofi' },
      { kind: 'instagram', url: 'https://instagram.com/kofi', title: 'My art' },
    ]);
    expect(saved.statusCode).toBe(200);
    const publicLinks = (await t.app.inject({ method: 'GET', url: '/api/public/kofi-links' })).json().data.socialLinks;
    // The older client reads { platform, url, order } and draws platform from its twelve.
    expect(publicLinks.map(({ platform, url, order }: Record<string, unknown>) => ({ platform, url, order }))).toEqual([
      { platform: 'website', url: 'https://wa.me/233241234567?text=Hi%20Kofi', order: 0 },
      { platform: 'website', url: 'mailto:kofi@example.com', order: 1 },
      { platform: 'twitter', url: 'https://x.com/kofi', order: 2 },
      { platform: 'instagram', url: 'https://instagram.com/kofi', order: 3 },
    ]);
    expect(publicLinks[0]).toMatchObject({ kind: 'whatsapp', title: 'Book me', thumbnailUrl: null });

    // The older client saves back what it was shown, reversed, without kinds, titles or numbers.
    const olderView = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: owner.headers })).json().data
      .profile.socialLinks as Array<{ id: string; platform: string; url: string; order: number }>;
    const back = olderView.map(({ id, platform, url, order }) => ({ id, platform, url, order: 3 - order }));
    const res = await save(owner, back);
    expect(res.statusCode).toBe(200);
    expect(
      res.json().data.socialLinks.map((l: Record<string, unknown>) => [l.kind, l.title, l.phone, l.message, l.order]),
    ).toEqual([
      ['instagram', 'My art', null, null, 0],
      ['x', null, null, null, 1],
      ['email', null, null, null, 2],
      ['whatsapp', 'Book me', '+233241234567', 'Hi Kofi', 3],
    ]);

    // A mailto: it was never shown is refused; a changed address makes the link what it says.
    await refused(
      owner,
      [{ platform: 'website', url: 'mailto:someone@example.com' }],
      'links[0].url',
      'Enter a valid URL starting with http:// or https://',
    );
    const changed = await save(owner, [{ id: back[0]!.id, platform: 'website', url: 'https://kofi.dev' }]);
    expect(changed.json().data.socialLinks[0]).toMatchObject({
      id: back[0]!.id,
      kind: 'website',
      title: 'Book me',
      phone: null,
      message: null,
      verification: null,
      url: 'https://kofi.dev/',
    });
  });

  it('counts clicks per link through the redirect and names them by title, else by brand', async () => {
    const owner = await createUser(t.app, { username: 'abena-clicks' });
    const links = (
      await save(owner, [
        { kind: 'custom', title: 'My shop', url: 'https://shop.example/abena' },
        { kind: 'instagram', url: 'https://instagram.com/abena' },
        whatsapp('024 123 4567'),
      ])
    ).json().data.socialLinks as Array<{ id: string }>;
    const click = (id: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/r/${id}`,
        remoteAddress: '198.51.100.20',
        headers: { 'user-agent': CHROME },
      });
    const shop = await click(links[0]!.id);
    expect(shop.statusCode).toBe(302);
    expect(shop.headers.location).toBe('https://shop.example/abena');
    expect((await click(links[1]!.id)).headers.location).toBe('https://instagram.com/abena');
    expect((await click(links[2]!.id)).headers.location).toBe('https://wa.me/233241234567');
    await t.app.analyticsWriter.flush();
    const rows = await t.app.db
      .selectFrom('analytics_events')
      .select(['social_link_id', 'label'])
      .where('owner_user_id', '=', owner.id)
      .where('type', '=', 'social_click')
      .orderBy('created_at')
      .execute();
    expect(rows).toEqual([
      { social_link_id: links[0]!.id, label: 'My shop' },
      { social_link_id: links[1]!.id, label: 'Instagram' },
      { social_link_id: links[2]!.id, label: 'Chat with me' },
    ]);
    const summary = (
      await t.app.inject({ method: 'GET', url: '/api/analytics/summary?days=30', headers: owner.headers })
    ).json().data;
    expect(summary.socialClicks).toBe(3);
    const details = summary.recentActivity.map((event: { details: string }) => event.details);
    expect(details).toEqual(expect.arrayContaining(['My shop', 'Instagram', 'Chat with me']));
    for (const detail of details) expect(detail).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
  });

  it("answers 404 for another account's link ids, and takes a thumbnail only on one's own custom link", async () => {
    const owner = await createUser(t.app, { username: 'efe-thumbs' });
    const other = await createUser(t.app);
    const [custom, insta] = (
      await save(owner, [
        { kind: 'custom', title: 'Portfolio PDF', url: 'https://files.example/efe.pdf' },
        { kind: 'instagram', url: 'https://instagram.com/efe' },
      ])
    ).json().data.socialLinks as Array<{ id: string }>;
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ff8800' } })
      .png()
      .toBuffer();
    const upload = (user: TestUser, linkId: string, body: Buffer, contentType = 'image/png') => {
      const { payload, headers } = multipart([{ field: 'image', filename: 'thumb.png', contentType, body }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/profile/social-links/${linkId}/thumbnail`,
        headers: { ...user.headers, ...headers },
        payload,
      });
    };
    const foreign = await upload(other, custom!.id, png);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Link not found' });
    const foreignDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/social-links/${custom!.id}/thumbnail`,
      headers: other.headers,
    });
    expect(foreignDelete.statusCode).toBe(404);
    expect((await upload(owner, insta!.id, png)).json()).toMatchObject({
      message: 'Only custom links have a thumbnail',
    });
    // Typed by its bytes: a text file called PNG is refused.
    expect((await upload(owner, custom!.id, Buffer.from('not an image at all'))).statusCode).toBe(415);

    const res = await upload(owner, custom!.id, png);
    expect(res.statusCode).toBe(200);
    const thumbnailUrl = res.json().data.socialLink.thumbnailUrl as string;
    expect(thumbnailUrl).toMatch(/\/media\/link-thumbnails\/[0-9a-f-]+\.webp$/);
    const key = new URL(thumbnailUrl).pathname.replace('/media/', '');
    const stored = (await t.app.storage.get(key))!.body;
    const bytes = Buffer.isBuffer(stored) ? stored : await buffer(stored);
    expect((await sharp(bytes).metadata()).width).toBe(96);
    const publicLink = (await t.app.inject({ method: 'GET', url: '/api/public/efe-thumbs' })).json().data
      .socialLinks[0];
    expect(publicLink.thumbnailUrl).toBe(thumbnailUrl);
    expect((await t.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(200);

    // Another account's id in a PUT creates a new link and leaves the owner's alone.
    const theirs = await save(other, [
      { id: custom!.id, kind: 'custom', title: 'Mine now', url: 'https://evil.example' },
    ]);
    expect(theirs.json().data.socialLinks[0].id).not.toBe(custom!.id);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: owner.headers })).json().data
      .profile;
    expect(mine.socialLinks[0]).toMatchObject({ id: custom!.id, title: 'Portfolio PDF', thumbnailUrl });

    // Deleting the link deletes its thumbnail after the commit.
    expect((await save(owner, [])).statusCode).toBe(200);
    expect(await t.app.storage.get(key)).toBeNull();
  });
});
