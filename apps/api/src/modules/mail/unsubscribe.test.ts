import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { multipart } from '../../../test/helpers/multipart';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { unsubscribeToken } from './unsubscribe-token';

describe('the unsubscribe link: anonymous, signed, and only a POST changes anything', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const subscribedOwner = async () => {
    const user = await createUser(t.app);
    await t.app.db
      .updateTable('user_settings')
      .set({ notify_marketing: true })
      .where('user_id', '=', user.id)
      .execute();
    return user;
  };
  const marketing = async (user: TestUser) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings', headers: user.headers });
    return res.json().data.notifications.marketing as boolean;
  };
  const link = (token: string) => `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;
  const oneClick = (url: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
  const invalid = {
    status: 'ERROR',
    code: 'VALIDATION_ERROR',
    message: 'This unsubscribe link is invalid.',
    errors: [{ path: 'token', message: 'This unsubscribe link is invalid.' }],
  };

  it("a mail client's one-click POST turns marketing off without signing in", async () => {
    const user = await subscribedOwner();
    const res = await oneClick(link(unsubscribeToken(t.config, user.id)));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      status: 'SUCCESS',
      message: 'You have been unsubscribed from marketing emails.',
      data: null,
    });
    expect(await marketing(user)).toBe(false);
    // Again: still done, nothing else changes.
    expect((await oneClick(link(unsubscribeToken(t.config, user.id)))).statusCode).toBe(200);
    expect(await marketing(user)).toBe(false);
  });

  it('the one-click POST may also come as multipart/form-data, as RFC 8058 allows', async () => {
    const user = await subscribedOwner();
    const form = multipart([{ field: 'List-Unsubscribe', value: 'One-Click' }]);
    const res = await t.app.inject({ method: 'POST', url: link(unsubscribeToken(t.config, user.id)), ...form });
    expect(res.statusCode).toBe(200);
    expect(await marketing(user)).toBe(false);
  });

  it('a GET (a scanner, or the owner opening the link) only shows a page whose button POSTs', async () => {
    const user = await subscribedOwner();
    const url = link(unsubscribeToken(t.config, user.id));
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toContain('<h1>Unsubscribe from SparkLink marketing emails</h1>');
    expect(page.body).toContain(`<form method="post" action="${url.replace(/&/g, '&amp;')}">`);
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>');
    expect(await marketing(user)).toBe(true);

    // The page's button: the same POST, then back to the link, which now says it is done.
    const posted = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click&from=page',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(url);
    expect(await marketing(user)).toBe(false);
    const done = await t.app.inject({ method: 'GET', url });
    expect(done.body).toContain('<h1>You have been unsubscribed from marketing emails.</h1>');
    expect(done.body).not.toContain('<form');
  });

  it('a forged, altered or missing token is refused with the error envelope, on GET and POST', async () => {
    const user = await subscribedOwner();
    const token = unsubscribeToken(t.config, user.id);
    const [id, mac] = token.split('.') as [string, string];
    const flipped = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    for (const url of [
      link(user.id),
      link(`${id}.${flipped}`),
      link(`${id}.`),
      link(`${id}.${mac}x`),
      link('x'.repeat(201)),
      link(''),
      '/api/mail/unsubscribe',
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(res.json()).toEqual(invalid);
      }
    }
    expect(await marketing(user)).toBe(true);
  });

  it("one owner's token cannot unsubscribe another", async () => {
    const first = await subscribedOwner();
    const second = await subscribedOwner();
    const [, firstMac] = unsubscribeToken(t.config, first.id).split('.');
    const res = await oneClick(link(`${second.id}.${firstMac}`));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid);
    expect(await marketing(second)).toBe(true);

    await oneClick(link(unsubscribeToken(t.config, first.id)));
    expect(await marketing(first)).toBe(false);
    expect(await marketing(second)).toBe(true);
  });

  it('a token made with another secret is refused', async () => {
    const user = await subscribedOwner();
    const other = { ...t.config, secrets: { ...t.config.secrets, COOKIE_SECRET: 'another-secret-'.repeat(3) } };
    const res = await oneClick(link(unsubscribeToken(other, user.id)));
    expect(res.statusCode).toBe(400);
    expect(await marketing(user)).toBe(true);
  });
});
