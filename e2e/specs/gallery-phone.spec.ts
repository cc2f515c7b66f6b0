import { expect, test, type Page } from '@playwright/test';
import { makePng } from '../support/images';
import { seedUser } from '../support/seed';

/**
 * The public gallery on a phone (decision 038): the lightbox is PhotoSwipe, fetched at the first
 * tap, swiped through from the first page of cards into the second (decision 031), closed by the
 * back button, with nothing of it on the page's first load.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

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

test('on a phone a tap opens the lightbox, a swipe crosses into the next page, back closes it', async ({
  browser,
  request,
}) => {
  const username = `adjoa-${Date.now().toString(36)}`;
  const owner = await seedUser({ username, firstName: 'Adjoa' });
  const count = 26; // a page of 24 and two more
  for (let n = 1; n <= count; n++) {
    const uploaded = await request.post('/api/gallery/upload', {
      headers: { authorization: `Bearer ${owner.token}` },
      multipart: {
        image: { name: `shot-${n}.png`, mimeType: 'image/png', buffer: await makePng(480, 360, '#7c3aed') },
        title: `Shot ${n}`,
      },
    });
    expect(uploaded.status()).toBe(201);
  }

  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto(`/public/${username}/gallery`);
  await page.waitForLoadState('networkidle');
  const firstLoad = scripts.length;

  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Shot 24' }).tap();
  const lightbox = page.getByRole('dialog', { name: 'Shot 24' });
  await expect(lightbox.getByText(`24 of ${count}`, { exact: true })).toBeVisible();
  // PhotoSwipe's code came with the tap, not with the page.
  expect(scripts.length).toBeGreaterThan(firstLoad);
  await expect(lightbox.getByRole('img', { name: 'Shot 24' })).toBeVisible();
  // PhotoSwipe takes gestures once its opening animation has ended: its backdrop is then fully in.
  await expect(page.locator('.pswp__bg')).toHaveCSS('opacity', '1');

  // Across the page boundary: Shot 25 is on the second page, added as the lightbox neared it.
  await expect(main.getByRole('heading', { name: 'Shot 25', level: 2 })).toBeAttached();
  await swipeLeft(page);
  await expect(page.getByRole('dialog').getByText(`25 of ${count}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Shot 25' })).toBeVisible();
  await swipeLeft(page);
  await expect(page.getByRole('dialog').getByText(`${count} of ${count}`, { exact: true })).toBeVisible();

  // The phone's back button leaves the lightbox, not the gallery.
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/public/${username}/gallery$`));
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(count);
  expect(errors).toEqual([]);
  await context.close();
});
