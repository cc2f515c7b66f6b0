import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

describe('response compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.app, { username: 'kwesi', firstName: 'Kwesi', lastName: 'Appiah' });
  });
  afterAll(() => t.close());

  it('gzips a public page for a browser that accepts it, and leaves it alone otherwise', async () => {
    const zipped = await t.app.inject({ method: 'GET', url: '/public/kwesi', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(zipped.rawPayload).toString('utf8');
    expect(html).toContain('<h1 class="text-2xl font-bold text-slate-900 sm:text-3xl">Kwesi Appiah</h1>');
    expect(zipped.rawPayload.length).toBeLessThan(Buffer.byteLength(html) / 2);

    const plain = await t.app.inject({ method: 'GET', url: '/public/kwesi' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it('gives the gzipped bytes a tag of their own, and revalidates each by its own tag', async () => {
    const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/public/kwesi', headers });
    const plainTag = (await get({})).headers.etag as string;
    const zippedTag = (await get({ 'accept-encoding': 'gzip, br' })).headers.etag as string;
    expect(zippedTag).toBe(`${plainTag.slice(0, -1)}-gzip"`);
    expect((await get({ 'accept-encoding': 'gzip', 'if-none-match': zippedTag })).statusCode).toBe(304);
    expect((await get({ 'if-none-match': plainTag })).statusCode).toBe(304);
    // A tag of the other representation does not vouch for this one.
    const crossed = await get({ 'accept-encoding': 'gzip', 'if-none-match': plainTag });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.headers['content-encoding']).toBe('gzip');
    // Weak comparison over a list, as a cache holding several copies sends it.
    expect((await get({ 'if-none-match': `"other", W/${plainTag}` })).statusCode).toBe(304);
    expect((await get({ 'if-none-match': '*' })).statusCode).toBe(304);
    expect((await get({ 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('leaves small answers uncompressed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().status).toBe('SUCCESS');
  });
});
