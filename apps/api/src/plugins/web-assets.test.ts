import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers/test-database';
import type { Config } from '../config';
import { registerErrorHandling } from './error-handler';
import { registerWebAssets } from './web-assets';

describe('the built SPA files', () => {
  const distDir = makeTempDir();
  const publicSiteDistDir = makeTempDir();
  const publicScript = 'startIslands(document);\n'.repeat(10);
  const script = 'console.log("SparkLink");\n'.repeat(10);
  const empty = '<div id="root"></div>';
  const indexHtml = `<!doctype html><html lang="en"><head><title>SparkLink</title></head><body>${empty}</body>`;
  const page = (lang: string, links = '', root = empty) =>
    `<!doctype html><html lang="${lang}"><head><title>SparkLink</title>${links}<link rel="modulepreload" crossorigin href="/assets/i18n-${lang}-entry.js"></head><body>${root}</body>`;
  const skeleton = '<div aria-busy="true">shell</div>';
  const shellRoot = `<div id="root">${skeleton}</div>`;
  const signIn = { en: '<h1>Welcome back</h1>', fr: '<h1>Bon retour</h1>' };
  const themeScript = 'document.documentElement.classList.toggle("dark", true);\n';
  let app: FastifyInstance;
  beforeAll(async () => {
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), indexHtml);
    writeFileSync(
      path.join(distDir, 'route-preloads.json'),
      JSON.stringify({ '/login': ['/assets/login-1a.js', '/assets/form-2b.js'] }),
    );
    writeFileSync(
      path.join(distDir, 'catalog-preloads.json'),
      JSON.stringify(Object.fromEntries(['en', 'fr', 'es', 'de'].map((l) => [l, [`/assets/i18n-${l}-entry.js`]]))),
    );
    writeFileSync(
      path.join(distDir, 'prerendered.json'),
      JSON.stringify({ screens: { '/login': signIn }, shell: skeleton }),
    );
    writeFileSync(path.join(distDir, 'assets', 'app-1a2b3c.js'), script);
    writeFileSync(path.join(distDir, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(distDir, 'assets', 'app-1a2b3c.js.gz'), gzipSync(script));
    writeFileSync(path.join(distDir, 'theme.js'), themeScript);
    writeFileSync(path.join(distDir, 'other.js'), script);
    mkdirSync(path.join(publicSiteDistDir, 'assets'));
    writeFileSync(path.join(publicSiteDistDir, 'assets', 'public-4d5e6f.js'), publicScript);
    writeFileSync(path.join(publicSiteDistDir, 'assets', 'public-4d5e6f.js.br'), brotliCompressSync(publicScript));
    app = Fastify();
    await app.register(fastifyCookie);
    await registerWebAssets(app, { webDistDir: distDir, publicSiteDistDir } as Config);
    registerErrorHandling(app);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
    rmSync(publicSiteDistDir, { recursive: true, force: true });
  });

  it('answers any Range header with the whole file: a range past its end was a 500', async () => {
    for (const range of ['bytes=99999999-', 'bytes=5-1', 'bytes=abc', 'bytes=0-0']) {
      const res = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers: { range } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(script);
      expect(res.headers['accept-ranges']).toBeUndefined();
    }
  });

  it('serves the theme script the head loads by name, cached for an hour, while any other root file gets the app page', async () => {
    const theme = await app.inject({ method: 'GET', url: '/theme.js' });
    expect(theme.statusCode).toBe(200);
    expect(theme.body).toBe(themeScript);
    expect(theme.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(theme.headers['cache-control']).toBe('public, max-age=3600');

    const other = await app.inject({ method: 'GET', url: '/other.js' });
    expect(other.body).toBe(page('en'));
  });

  it('sends the compressed copy the build wrote, as it is, to a browser that accepts it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(script);

    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('serves the public pages’ build beside the SPA’s, under the same /assets, compressed and cached', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/public-4d5e6f.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(publicScript);
  });

  it('names the scripts of a landing screen in its index.html, and only of that screen', async () => {
    const preloads =
      '<link rel="modulepreload" crossorigin href="/assets/login-1a.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/form-2b.js">';
    for (const url of ['/login', '/login/', '/login?error=google_auth_failed']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(page('en', preloads, `<div id="root" data-prerendered="/login">${signIn.en}</div>`));
    }
    for (const url of ['/register', '/login-help', '/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body).toBe(page('en'));
    }
  });

  it("says the reader's language and names its messages: the lang cookie, else Accept-Language", async () => {
    const get = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/dashboard', headers });
    const french = await get({ 'accept-language': 'fr-CI,fr;q=0.9,en;q=0.5' });
    expect(french.body).toBe(page('fr', '', shellRoot));
    expect(french.headers.vary).toBe('Accept-Language, Cookie');
    expect((await get({ 'accept-language': 'de-DE', cookie: 'lang=es' })).body).toBe(page('es', '', shellRoot));
    expect((await get({ 'accept-language': 'ak-GH', cookie: 'lang=xx' })).body).toBe(page('en', '', shellRoot));
  });

  it('fills #root with what the build prerendered: a sign-in screen in the reader’s language, the skeleton on dashboard paths', async () => {
    const login = await app.inject({ method: 'GET', url: '/login', headers: { cookie: 'lang=fr' } });
    expect(login.body).toContain(`<div id="root" data-prerendered="/login">${signIn.fr}</div>`);
    expect(login.body).toContain('<html lang="fr"');
    // A language the build did not prerender this screen in: the screen renders in the browser.
    const spanish = await app.inject({ method: 'GET', url: '/login', headers: { cookie: 'lang=es' } });
    expect(spanish.body).toContain(`<body>${empty}</body>`);
    for (const url of ['/dashboard/profile', '/dashboard/pages/new']) {
      expect((await app.inject({ method: 'GET', url })).body).toBe(page('en', '', shellRoot));
    }
    for (const url of ['/terms', '/dashboards']) {
      expect((await app.inject({ method: 'GET', url })).body).toBe(page('en'));
    }
  });
});
