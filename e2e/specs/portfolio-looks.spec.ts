import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { LOOK_IDS, type LookId, type LookMode } from '@sparklink/contract';
import { makePng } from '../support/images';
import { seedUser } from '../support/seed';

/**
 * Every look of the public portfolio (decision 043), light and dark and following the device: a
 * generated portfolio per look, axe's colour-contrast rule on its profile in each mode, and the
 * budgets of public-profile.spec.ts (HTML + CSS <= 30 KB gzip, no script on the profile but the
 * beacon). The other public views share the profile's palette variables, so each look also checks
 * two of them, one light and one dark, in turn: across the looks every view is checked in both
 * modes on two or three looks, so a colour class outside the palette in any view still fails.
 */
const HTML_CSS_BUDGET_GZIP = 30 * 1024;
const BEACON_BUDGET_GZIP = 1024;

async function seedPortfolio(request: APIRequestContext, lookId: LookId) {
  const username = `look-${lookId}-${Date.now().toString(36)}`;
  const owner = await seedUser({ tier: 'RISE', username, firstName: 'Efua', lastName: 'Mensah' });
  const headers = { authorization: `Bearer ${owner.token}` };
  const put = await request.put('/api/profile', {
    headers,
    data: {
      bio: 'I design brands for small businesses in Accra.',
      tagline: 'Brand designer',
      country: 'Ghana',
      lookId,
      colorMode: 'light',
    },
  });
  expect(put.status()).toBe(200);
  await request.put('/api/profile/social-links', {
    headers,
    data: {
      links: [
        { platform: 'instagram', url: 'https://instagram.com/efua' },
        { platform: 'website', url: 'https://efua.example/' },
      ],
    },
  });
  await request.post('/api/pages', {
    headers,
    data: { type: 'ABOUT', title: 'About', slug: 'about', isPublished: true, content: 'Hello' },
  });
  await request.post('/api/pages', {
    headers,
    data: {
      type: 'CUSTOM',
      title: 'Vault',
      slug: 'vault',
      isPublished: true,
      isPasswordProtected: true,
      password: 'abcd',
    },
  });
  if (lookId === 'photo') {
    const cover = await request.post('/api/profile/upload/background-image', {
      headers,
      multipart: { image: { name: 'cover.png', mimeType: 'image/png', buffer: await makePng(1500, 500, '#b45309') } },
    });
    expect(cover.status()).toBe(200);
  }
  const setMode = async (colorMode: LookMode) =>
    expect((await request.put('/api/profile', { headers, data: { colorMode } })).status()).toBe(200);
  return { username, setMode };
}

async function expectReadable(page: Page, url: string, lookId: LookId) {
  const response = await page.goto(url);
  expect([200, 401, 403, 404]).toContain(response?.status());
  await expect(page.locator('html')).toHaveAttribute('data-look', lookId);
  const axe = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  expect(
    axe.violations.flatMap((v) => v.nodes.map((node) => `${url}: ${node.target} ${node.failureSummary ?? ''}`)),
  ).toEqual([]);
}

/** The public views besides the profile, each with its own markup (text, a form, a grid, a 404). */
const OTHER_VIEWS = ['pages/about', 'gallery', 'pages/vault', 'pages/no-such-page'] as const;

/** Look i checks OTHER_VIEWS[i] (mod 4) in light and OTHER_VIEWS[i + 2] in dark. */
const sampledViews = (lookIndex: number) => ({
  light: OTHER_VIEWS[lookIndex % OTHER_VIEWS.length]!,
  dark: OTHER_VIEWS[(lookIndex + 2) % OTHER_VIEWS.length]!,
});

LOOK_IDS.forEach((lookId, lookIndex) => {
  const sampled = sampledViews(lookIndex);
  test(`the ${lookId} look keeps the profile within budget and passes axe colour-contrast light, dark and device (profile, /${sampled.light} light, /${sampled.dark} dark)`, async ({
    page,
    request,
  }) => {
    // Six axe runs on a shared machine.
    test.setTimeout(120_000);
    const { username, setMode } = await seedPortfolio(request, lookId);
    const profile = `/public/${username}`;

    // The budget, on the portfolio as seeded (light).
    const scripts: string[] = [];
    const onResponse = (r: Response) => r.request().resourceType() === 'script' && scripts.push(r.url());
    page.on('response', onResponse);
    await page.goto(profile);
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    await expect(page.locator('html')).toHaveAttribute('data-look', lookId);
    const gzipped = async (url: string) => gzipSync(Buffer.from(await (await request.get(url)).body())).length;
    // The profile's only script is the view beacon: the look itself is CSS, no byte of JavaScript.
    expect(scripts.filter((url) => !/\/beacon-[^/]+\.js$/.test(url))).toEqual([]);
    let beacon = 0;
    for (const url of scripts) beacon += await gzipped(url);
    expect(beacon).toBeLessThanOrEqual(BEACON_BUDGET_GZIP);
    const styles = await page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href')!));
    let htmlAndCss = await gzipped(profile);
    for (const href of styles) htmlAndCss += await gzipped(href);
    console.log(`${lookId}: profile HTML+CSS ${htmlAndCss} B gzip`);
    expect(htmlAndCss).toBeLessThanOrEqual(HTML_CSS_BUDGET_GZIP);

    for (const mode of ['light', 'dark'] as const) {
      await setMode(mode);
      // A visitor who prefers the other scheme: the owner's fixed choice still wins, and is readable.
      await page.emulateMedia({ colorScheme: mode === 'light' ? 'dark' : 'light' });
      await expectReadable(page, profile, lookId);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(mode);
      await page.emulateMedia({ colorScheme: null });
      await expectReadable(page, `${profile}/${sampled[mode]}`, lookId);
    }
    await setMode('device');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectReadable(page, profile, lookId);
      // The page follows the device: its ground is the look's colour for that scheme.
      const ground = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      const expected = await page.evaluate((s) => {
        const probe = document.createElement('div');
        probe.style.color = getComputedStyle(document.documentElement).getPropertyValue('--sl-bg');
        probe.style.colorScheme = s;
        document.body.append(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      }, scheme);
      expect(ground).toBe(expected);
    }
  });
});
