import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { makePng } from '../support/images';
import { seedUser } from '../support/seed';

/**
 * The public portfolio on a 390×844 phone (issue 32, decision 045): the navigation keeps every
 * page on screen, the current one too; Share opens the system share sheet, else a dialog with
 * copy link and the QR code, and works with JavaScript off; the profile may show the latest
 * images, from which the lightbox swipes across the gallery's first page boundary; the byte
 * budgets hold with all of it.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const SHOTS = process.env.PUBLIC_PHONE_SCREENSHOTS;
const PAGE_TITLES = [
  'About me',
  'Selected projects',
  'Services and rates',
  'Weddings',
  'Portraits and families',
  'Brand shoots',
  'Kind words',
  'Contact',
];

async function seedPortfolio(request: APIRequestContext, images = 0) {
  const username = `abena-${Date.now().toString(36)}`;
  const owner = await seedUser({ tier: 'BLAZE', username, firstName: 'Abena', lastName: 'Owusu' });
  const headers = { authorization: `Bearer ${owner.token}` };
  await request.put('/api/profile', {
    headers,
    data: { tagline: 'Photographer in Kumasi', bio: 'Weddings, portraits and brands.', country: 'Ghana' },
  });
  for (const [n, title] of PAGE_TITLES.entries()) {
    const created = await request.post('/api/pages', {
      headers,
      data: { type: n === 0 ? 'ABOUT' : 'CUSTOM', title, slug: `p${n}`, isPublished: true, content: `${title}.` },
    });
    expect(created.status()).toBe(201);
  }
  for (let n = 1; n <= images; n++) {
    const uploaded = await request.post('/api/gallery/upload', {
      headers,
      multipart: {
        image: {
          name: `IMG_${n}.png`,
          mimeType: 'image/png',
          buffer: await makePng(480, 360, n % 2 ? '#7c3aed' : '#0d9488'),
        },
        title: `Shot ${n}`,
      },
    });
    expect(uploaded.status()).toBe(201);
  }
  return { owner, username, headers, url: `/public/${username}` };
}

/** Every script the page fetched, by path. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  return scripts;
}

const phone = (browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) =>
  browser.newContext({ ...PHONE, ...options });

test('the navigation shows every page, the current one too, on a phone; sub-pages keep a compact header', async ({
  browser,
  request,
}) => {
  const { url } = await seedPortfolio(request);
  const context = await phone(browser);
  const page = await context.newPage();
  await page.goto(`${url}/pages/p6`);
  const nav = page.getByRole('navigation', { name: 'Portfolio' });
  await expect(nav.getByRole('link')).toHaveText(['Profile', ...PAGE_TITLES, 'Gallery']);
  const current = nav.locator('[aria-current="page"]');
  await expect(current).toHaveText('Kind words');
  await expect(current).toBeInViewport();
  // No entry leaves the screen sideways: the links wrap instead of scrolling.
  for (const link of await nav.getByRole('link').all()) {
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Abena Owusu' })).toBeVisible();
  await header.getByRole('link', { name: '← Back to profile' }).tap();
  await expect(page).toHaveURL(new RegExp(`${url}$`));
  await expect(page.getByRole('heading', { name: 'Abena Owusu', level: 1 })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-profile.png`, fullPage: true });
  await page.goto(`${url}/pages/p6`);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-page.png`, fullPage: true });
  await context.close();
  if (SHOTS) {
    const desktop = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await desktop.goto(`${url}/pages/p6`);
    await desktop.screenshot({ path: `${SHOTS}/desktop-page.png` });
    await desktop.close();
  }
});

test('without the Web Share API, Share opens a dialog with copy link and the QR code, its code fetched at the tap', async ({
  browser,
  request,
  baseURL,
}) => {
  const { url } = await seedPortfolio(request);
  const context = await phone(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await context.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
    delete (navigator as { share?: unknown }).share;
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const scripts = scriptsOf(page);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => 'share' in navigator)).toBe(false);
  // The profile's only script on arrival is the view beacon.
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/beacon-.+\.js$/)]);

  await page.getByRole('link', { name: 'Share' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Share this portfolio' });
  await expect(dialog).toBeVisible();
  expect(scripts).toEqual([expect.stringMatching(/beacon/), expect.stringMatching(/^\/assets\/share-dialog-.+\.js$/)]);
  const address = `${baseURL}${url}`;
  const qr = dialog.getByRole('img', { name: `QR code of ${address}` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(dialog.getByRole('link', { name: address })).toHaveAttribute('href', address);
  // The page stayed where it was: no fragment, no navigation.
  expect(new URL(page.url()).hash).toBe('');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-share-dialog.png` });

  await dialog.getByRole('button', { name: 'Copy link' }).tap();
  await expect(dialog.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Opened again, it is ready at once and its button says Copy link again.
  await page.getByRole('link', { name: 'Share' }).tap();
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await dialog.getByRole('link', { name: 'Close' }).tap();
  await expect(dialog).toBeHidden();
  expect(scripts.filter((s) => s.includes('share-dialog'))).toHaveLength(1);
  expect(errors).toEqual([]);
  await context.close();
});

test('with the Web Share API, Share opens the system share sheet with the address', async ({
  browser,
  request,
  baseURL,
}) => {
  const { url } = await seedPortfolio(request);
  const context = await phone(browser);
  await context.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, 'share', {
      value: (data: unknown) => (shared.push(data), Promise.resolve()),
      configurable: true,
    });
  });
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('link', { name: 'Share' }).tap();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
    .toEqual([{ title: 'Abena Owusu', url: `${baseURL}${url}` }]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});

test('with JavaScript off, Share still shows the QR code and the address as a plain link', async ({
  browser,
  request,
  baseURL,
}) => {
  const { url } = await seedPortfolio(request);
  const context = await phone(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  const dialog = page.locator('dialog#share');
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'Share' }).tap();
  await expect(page).toHaveURL(new RegExp(`${url}#share$`));
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeInViewport();
  const address = `${baseURL}${url}`;
  const qr = dialog.getByRole('img', { name: `QR code of ${address}` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(dialog.getByRole('link', { name: address })).toHaveAttribute('href', address);
  // Copying needs a script: no button that could only fail.
  await expect(dialog.getByRole('button')).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-share-nojs.png` });
  await dialog.getByRole('link', { name: 'Close' }).tap();
  await expect(dialog).toBeHidden();
  await context.close();
});

/** A finger moving right to left across the middle of the screen: the next image. */
async function swipeLeft(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const y = 420;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y }] });
  await touch('touchStart', 330);
  for (const x of [290, 240, 190, 140, 90, 60]) await touch('touchMove', x);
  await touch('touchEnd');
  await cdp.detach();
}

test('the profile shows the latest images; from the gallery the lightbox swipes across the first page boundary', async ({
  browser,
  request,
}) => {
  const count = 26; // a page of 24 and two more
  const { url, headers } = await seedPortfolio(request, count);
  expect((await request.put('/api/profile', { headers, data: { showGalleryOnProfile: true } })).status()).toBe(200);

  const context = await phone(browser);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  const latest = page.getByRole('region', { name: 'Latest work' });
  await expect(latest.getByRole('img')).toHaveCount(6);
  await expect(latest.getByRole('img').first()).toHaveAttribute('alt', 'Shot 26');
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/phone-profile-gallery.png`, fullPage: true });
    const desktop = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await desktop.goto(url);
    await desktop.screenshot({ path: `${SHOTS}/desktop-profile.png`, fullPage: true });
    await desktop.getByRole('link', { name: 'Share' }).click();
    await desktop.screenshot({ path: `${SHOTS}/desktop-share.png` });
    await desktop.goto(`${url}/gallery`);
    await desktop.screenshot({ path: `${SHOTS}/desktop-gallery.png` });
    await desktop.close();
  }
  await latest.getByRole('link', { name: 'See the whole gallery' }).tap();
  await expect(page).toHaveURL(new RegExp(`${url}/gallery$`));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-gallery.png` });

  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Shot 24' }).tap();
  const lightbox = page.getByRole('dialog', { name: 'Shot 24' });
  await expect(lightbox.getByText(`24 of ${count}`, { exact: true })).toBeVisible();
  await expect(page.locator('.pswp__bg')).toHaveCSS('opacity', '1');
  await expect(main.getByRole('heading', { name: 'Shot 25', level: 2 })).toBeAttached();
  await swipeLeft(page);
  await expect(page.getByRole('dialog').getByText(`25 of ${count}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('img', { name: 'Shot 25' })).toBeVisible();
  await swipeLeft(page);
  await expect(page.getByRole('dialog').getByText(`${count} of ${count}`, { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('the byte budgets hold with the new navigation, the share dialog and the gallery on the profile', async ({
  browser,
  request,
}) => {
  const { url, headers } = await seedPortfolio(request, 6);
  await request.put('/api/profile', { headers, data: { showGalleryOnProfile: true } });
  const gzipped = async (path: string) => gzipSync(Buffer.from(await (await request.get(path)).body())).length;
  const context = await phone(browser);
  const page = await context.newPage();
  for (const [path, jsBudget] of [
    [url, 1024], // the profile: the view beacon only, Share included
    [`${url}/pages/p3`, 15 * 1024],
    [`${url}/gallery`, 15 * 1024],
  ] as const) {
    const scripts = scriptsOf(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    let js = 0;
    for (const script of new Set(scripts)) js += await gzipped(script);
    const styles = await page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href')!));
    let htmlCss = await gzipped(path);
    for (const style of styles) htmlCss += await gzipped(style);
    console.log(`${path.replace(url, '/public/<owner>').padEnd(28)} JS ${js} B  HTML+CSS ${htmlCss} B (gzip)`);
    expect(js).toBeLessThanOrEqual(jsBudget);
    expect(htmlCss).toBeLessThanOrEqual(30 * 1024);
    page.removeAllListeners('request');
  }
  await context.close();
});
