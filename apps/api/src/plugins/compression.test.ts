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

  it('leaves small answers uncompressed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().status).toBe('SUCCESS');
  });
});
