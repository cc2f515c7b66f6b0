import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { makePng } from '../support/images';
import { seedUser, type SeededUser } from '../support/seed';

/** Byte budgets of a typical public profile (issue: served like a product people share). */
const JS_BUDGET_GZIP = 15 * 1024;
const HTML_CSS_BUDGET_GZIP = 30 * 1024;
/** The view beacon, the only script of a page without islands. */
const BEACON_BUDGET_GZIP = 1024;
/** The owner's website, https://éfua.example/ポートフォリオ, as it is stored and sent (decision 036). */
const WEBSITE = 'https://xn--fua-9la.example/%E3%83%9D%E3%83%BC%E3%83%88%E3%83%95%E3%82%A9%E3%83%AA%E3%82%AA';

async function seedProfile(request: APIRequestContext, tier: 'STARTER' | 'RISE' = 'STARTER') {
  const username = `efua-${Date.now().toString(36)}`;
  const owner = await seedUser({ tier, username, firstName: 'Efua', lastName: 'Mensah' });
  const headers = { authorization: `Bearer ${owner.token}` };
  await request.put('/api/profile', {
    headers,
    data: { bio: 'I design brands for small businesses in Accra.', tagline: 'Brand designer', country: 'Ghana' },
  });
  await request.put('/api/profile/social-links', {
    headers,
    data: {
      links: [
        { platform: 'instagram', url: 'https://instagram.com/efua' },
        { platform: 'linkedin', url: 'https://linkedin.com/in/efua' },
        // A non-Latin host and path: stored, shown and redirected as a browser sends them (decision 036).
        { platform: 'website', url: 'https://éfua.example/ポートフォリオ' },
      ],
    },
  });
  await request.post('/api/pages', {
    headers,
    data: { type: 'ABOUT', title: 'About', slug: 'about', isPublished: true, content: 'Hello' },
  });
  return { owner, username };
}

const gzipped = async (request: APIRequestContext, url: string) =>
  gzipSync(Buffer.from(await (await request.get(url)).body())).length;

test('the public profile is complete without JavaScript: content, links, head tags, JSON-LD', async ({
  browser,
  request,
}) => {
  const { username } = await seedProfile(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`/public/${username}`);
  expect(response?.status()).toBe(200);

  await expect(page).toHaveTitle('Efua Mensah · SparkLink');
  await expect(page.getByRole('heading', { name: 'Efua Mensah', level: 1 })).toBeVisible();
  await expect(page.getByText('Brand designer')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to my profile!' })).toBeVisible();
  await expect(page.getByText('I design brands for small businesses in Accra.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Visit my website' })).toHaveAttribute('href', WEBSITE);
  const social = page.getByRole('list', { name: 'Social links' }).getByRole('link');
  await expect(social).toHaveCount(3);
  await expect(social.first()).toHaveText('Instagram');
  await expect(social.first()).toHaveAttribute('href', /\/api\/r\/.+/);
  const nav = page.getByRole('navigation', { name: 'Portfolio' }).getByRole('link');
  await expect(nav).toHaveText(['Profile', 'About', 'Gallery']);
  await expect(page.getByText('Powered by')).toBeVisible();

  const og = await page.locator('meta[property="og:url"]').getAttribute('content');
  expect(og).toMatch(new RegExp(`/public/${username}$`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', og!);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  // The share card (decision 046): a 1200×630 JPEG that link previews show large.
  const card = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(card).toMatch(new RegExp(`/public/${username}/card/[A-Za-z0-9_-]{22}\\.jpg$`));
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  const cardAnswer = await page.request.get(card!);
  expect(cardAnswer.status()).toBe(200);
  expect(cardAnswer.headers()['content-type']).toBe('image/jpeg');
  const person = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(person).toMatchObject({
    '@type': 'Person',
    name: 'Efua Mensah',
    description: 'Brand designer',
    sameAs: ['https://instagram.com/efua', 'https://linkedin.com/in/efua', WEBSITE],
  });

  // A social link works without JavaScript: the redirect answers with the saved URL.
  const click = await page.request.get((await social.nth(2).getAttribute('href'))!, { maxRedirects: 0 });
  expect(click.status()).toBe(302);
  expect(click.headers().location).toBe(WEBSITE);
  await context.close();
});

test('with JavaScript on, the profile shows no errors and passes axe', async ({ page, request }) => {
  const { username } = await seedProfile(request);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/public/${username}`);
  await expect(page.getByRole('heading', { name: 'Efua Mensah', level: 1 })).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  expect(errors).toEqual([]);
});

test('branding follows the plan; private and unknown profiles', async ({ page, request }) => {
  const { username } = await seedProfile(request, 'RISE');
  await page.goto(`/public/${username}`);
  await expect(page.getByRole('heading', { name: 'Efua Mensah', level: 1 })).toBeVisible();
  await expect(page.getByText('Powered by')).toHaveCount(0);

  const hidden: SeededUser = await seedUser({ username: `hidden-${Date.now().toString(36)}`, firstName: 'Kwame' });
  await request.post('/api/profile/publish', {
    headers: { authorization: `Bearer ${hidden.token}` },
    data: { isPublished: false },
  });
  const privateResponse = await page.goto(`/public/${hidden.user.username}`);
  expect(privateResponse?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'This profile is private' })).toBeVisible();
  await expect(page.getByText('Kwame')).toHaveCount(0);

  const unknown = await page.goto('/public/nobody-by-this-name');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Profile Not Found' })).toBeVisible();
});

/** Every script a page loads, gzipped: the entry and the chunks of its islands. */
async function javaScriptLoadedBy(page: Page, request: APIRequestContext, url: string): Promise<number> {
  const scripts: string[] = [];
  page.on('response', (response) => response.request().resourceType() === 'script' && scripts.push(response.url()));
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  let total = 0;
  for (const script of scripts) total += await gzipped(request, script);
  return total;
}

test('public pages stay within their byte budgets (gzip)', async ({ page, request }) => {
  const { owner, username } = await seedProfile(request, 'RISE');
  await request.post('/api/pages', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: {
      type: 'CUSTOM',
      title: 'Vault',
      slug: 'vault',
      isPublished: true,
      isPasswordProtected: true,
      password: 'abcd',
    },
  });

  // The profile has nothing interactive: its only script is the view beacon.
  const beaconJs = await javaScriptLoadedBy(page, request, `/public/${username}`);
  expect(beaconJs).toBeGreaterThan(0);
  expect(beaconJs).toBeLessThanOrEqual(BEACON_BUDGET_GZIP);
  const styles = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')!));
  let htmlAndCss = await gzipped(request, `/public/${username}`);
  for (const href of styles) htmlAndCss += await gzipped(request, href);

  // The password form needs no script (decision 038): `required` and a pattern stop a blank one.
  const passwordJs = await javaScriptLoadedBy(page, request, `/public/${username}/pages/vault`);
  expect(passwordJs).toBeLessThanOrEqual(BEACON_BUDGET_GZIP);

  // The gallery's island: its first load is the entry and the island's chunk; PhotoSwipe and its
  // stylesheet come with the first tap on an image.
  await request.post('/api/gallery/upload', {
    headers: { authorization: `Bearer ${owner.token}` },
    multipart: {
      image: { name: 'dunes.png', mimeType: 'image/png', buffer: await makePng(640, 480, '#b45309') },
      title: 'Dunes',
    },
  });
  const loaded: string[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') loaded.push(response.url());
  });
  const galleryJs = await javaScriptLoadedBy(page, request, `/public/${username}/gallery`);
  const before = loaded.length;
  await page.getByRole('main').getByRole('link', { name: 'Dunes' }).click();
  await expect(page.getByRole('dialog', { name: 'Dunes' })).toBeVisible();
  let lightboxJs = 0;
  for (const url of loaded.slice(before)) lightboxJs += await gzipped(request, url);
  console.log(
    `public pages: profile HTML+CSS ${htmlAndCss} B, beacon JS ${beaconJs} B, password page JS ${passwordJs} B, ` +
      `gallery JS ${galleryJs} B, first lightbox JS+CSS ${lightboxJs} B (gzip)`,
  );
  expect(galleryJs).toBeGreaterThan(0);
  expect(galleryJs).toBeLessThanOrEqual(JS_BUDGET_GZIP);
  expect(htmlAndCss).toBeLessThanOrEqual(HTML_CSS_BUDGET_GZIP);
});
