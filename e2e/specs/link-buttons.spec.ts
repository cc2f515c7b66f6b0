import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { makePng } from '../support/images';
import { seedUser, signInAs } from '../support/seed';

/** Link buttons (issue 32, decision 044): added in the dashboard, drawn and counted on the public page. */
test('an owner adds a WhatsApp link and a custom link; visitors see labelled buttons and their clicks count', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const username = `adwoa-${Date.now().toString(36)}`;
  const owner = await seedUser({ username, firstName: 'Adwoa', lastName: 'Boateng' });
  const headers = { authorization: `Bearer ${owner.token}` };
  await request.put('/api/profile', { headers, data: { tagline: 'Bead artist · Kumasi' } });
  await signInAs(page, owner);

  await page.goto('/dashboard/profile');
  const links = page.getByRole('region', { name: 'Social Links' });
  await links.getByRole('button', { name: 'Add Link' }).click();
  await links.getByLabel('Link 1 platform').selectOption('whatsapp');
  await links.getByLabel('Link 1 WhatsApp number').fill('024 123 4567');
  await links.getByLabel('Link 1 prefilled message (optional)').fill('Hello Adwoa, I love your beads');
  await links.getByRole('button', { name: 'Add Link' }).click();
  await links.getByLabel('Link 2 platform').selectOption('custom');
  await links.getByLabel('Link 2 title').fill('Shop my beads');
  await links.getByLabel('Link 2 URL').fill('https://shop.example/adwoa');
  await links.getByRole('button', { name: 'Add Link' }).click();
  await links.getByLabel('Link 3 platform').selectOption('instagram');
  await links.getByLabel('Link 3 URL').fill('https://instagram.com/adwoa.beads');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  // The saved custom link takes a thumbnail, through the image pipeline.
  await links.getByLabel('Add a thumbnail to link 2').setInputFiles({
    name: 'beads.png',
    mimeType: 'image/png',
    buffer: await makePng(300, 300, '#d97706'),
  });
  await expect(links.locator('img[src*="link-thumbnails"]')).toBeVisible();

  const saved = (await (await request.get('/api/profile', { headers })).json()).data.profile.socialLinks;
  expect(saved.map((l: { kind: string; platform: string }) => [l.kind, l.platform])).toEqual([
    ['whatsapp', 'website'],
    ['custom', 'website'],
    ['instagram', 'instagram'],
  ]);
  expect(saved[0].url).toBe('https://wa.me/233241234567?text=Hello%20Adwoa%2C%20I%20love%20your%20beads');

  // The public page, without JavaScript: large labelled buttons with real marks, no script.
  const visitor = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const publicPage = await visitor.newPage();
  await publicPage.route('https://shop.example/**', (route) =>
    route.fulfill({ body: 'Adwoa’s shop', contentType: 'text/plain' }),
  );
  const response = await publicPage.goto(`/public/${username}`);
  expect(response?.status()).toBe(200);
  const buttons = publicPage.getByRole('list', { name: 'Social links' }).getByRole('link');
  await expect(buttons).toHaveText(['WhatsApp', 'Shop my beads', 'Instagram']);
  await expect(buttons.nth(0).locator('svg[data-icon="whatsapp"]')).toHaveAttribute('aria-hidden', 'true');
  await expect(buttons.nth(1).locator('img')).toHaveAttribute('src', /link-thumbnails/);
  await expect(buttons.nth(2).locator('svg[data-icon="instagram"]')).toBeVisible();
  const box = await buttons.nth(0).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(48);
  expect(box!.width).toBeGreaterThan(300);
  await publicPage.screenshot({ path: '/tmp/link-buttons-390.png', fullPage: true });

  // Budgets: HTML + CSS within 30 KB gzipped, and the profile ships no script of its own.
  const html = await response!.text();
  const css = await Promise.all(
    [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(async ([, href]) =>
      Buffer.from(await (await request.get(href!)).body()),
    ),
  );
  expect(gzipSync(Buffer.concat([Buffer.from(html), ...css])).length).toBeLessThanOrEqual(30 * 1024);
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map(([, src]) => src);
  expect(scripts.every((src) => /\/beacon-[\w-]+\.js$/.test(src!))).toBe(true);

  // A click goes through the counting redirect, and analytics names the link by its title.
  await buttons.nth(1).click();
  await expect(publicPage).toHaveURL('https://shop.example/adwoa');
  await expect
    .poll(
      async () => {
        const summary = (await (await request.get('/api/analytics/summary?days=30', { headers })).json()).data;
        return summary.recentActivity.map((event: { details: string }) => event.details);
      },
      { timeout: 20_000 },
    )
    .toContain('Shop my beads');
  await visitor.close();
});
