import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

/**
 * How a server-rendered page counts its view (api-contract §8.3, decision 015): the page describes
 * the view for the beacon script, and a <noscript> pixel counts it when JavaScript is off, so
 * a view is counted one way or the other, never both.
 */
describe('view counting in the server-rendered pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createUser(t.app, { username: 'Adwoa', tier: 'RISE' });
    for (const page of [
      { type: 'ABOUT', title: 'About', slug: 'about', isPublished: true },
      { type: 'CUSTOM', title: 'Vault', slug: 'vault', isPublished: true, isPasswordProtected: true, password: 'abcd' },
    ]) {
      await t.app.inject({ method: 'POST', url: '/api/pages', headers: owner.headers, payload: page });
    }
    const hidden = await createUser(t.app, { username: 'hidden_adwoa' });
    await t.app.db.updateTable('profiles').set({ is_public: false }).where('user_id', '=', hidden.id).execute();
  });
  afterAll(() => t.close());

  const html = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
  const described = (body: string) => body.match(/<meta name="sl-view" content="([^"]*)"\/>/)?.[1];
  const pixel = (body: string) => body.match(/<noscript><img src="([^"]*)"/)?.[1];

  it.each([
    ['/public/adwoa', 'type=profile_view&amp;username=Adwoa'],
    ['/public/adwoa/pages/about', 'type=page_view&amp;username=Adwoa&amp;slug=about'],
    ['/public/adwoa/gallery', 'type=gallery_view&amp;username=Adwoa'],
  ])('%s describes its view and carries the no-JavaScript pixel for it', async (url, query) => {
    const body = await html(url);
    expect(described(body)).toBe(query);
    expect(pixel(body)).toBe(`/api/public/events/pixel.gif?${query}`);
  });

  it.each([
    '/public/adwoa/pages/vault',
    '/public/adwoa/pages/missing',
    '/public/hidden_adwoa',
    '/public/nobody-at-all',
    '/public/adwoa/gallery?page=2',
  ])('%s counts nothing (locked, missing, private, or a gallery page past the last)', async (url) => {
    const body = await html(url);
    expect(described(body)).toBeUndefined();
    expect(pixel(body)).toBeUndefined();
    expect(body).not.toContain('pixel.gif');
  });
});
