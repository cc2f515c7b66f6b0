import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { seedUser, signInAs } from '../support/seed';
import { expectNoAxeViolations } from '../support/axe';

/** A phone's browser: the bot filter drops headless Chromium's own agent, as it should. */
const VISITOR_AGENT =
  'Mozilla/5.0 (Linux; Android 14; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

const card = (page: Page, level: 3 | 4, title: string) =>
  page
    .getByRole('heading', { level, name: title, exact: true })
    .locator('xpath=ancestor::*[self::article or self::li][1]');

test("a visitor's views and click reach the owner's overview, analytics screen and CSV", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const username = `akua-${Date.now().toString(36)}`;
  const owner = await seedUser({ tier: 'RISE', username, firstName: 'Akua', lastName: 'Owusu' });
  const auth = { authorization: `Bearer ${owner.token}` };
  const created = await request.post('/api/pages', {
    headers: auth,
    data: { type: 'ABOUT', title: 'About Akua', slug: 'about', isPublished: true, content: { headline: 'Hello' } },
  });
  expect(created.status()).toBe(201);
  // The link leads to a file of our own, so the click lands without leaving this machine.
  const links = await request.put('/api/profile/social-links', {
    headers: auth,
    data: { links: [{ platform: 'github', url: `${baseURL}/favicon.svg` }] },
  });
  expect(links.status()).toBe(200);

  // A visitor arrives from Instagram, follows the website link, then comes back to read a page.
  const context = await browser.newContext({ userAgent: VISITOR_AGENT });
  const visitor = await context.newPage();
  const beacon = () => visitor.waitForResponse((r) => r.url().endsWith('/api/public/events') && r.status() === 204);
  const profileBeacon = beacon();
  await visitor.goto(`/public/${username}`, { referer: 'https://www.instagram.com/' });
  await profileBeacon;
  const click = visitor.waitForResponse((r) => /\/api\/r\//.test(r.url()));
  await visitor.getByRole('link', { name: 'GitHub' }).first().click();
  expect((await click).status()).toBe(302);
  const pageBeacon = beacon();
  await visitor.goto(`/public/${username}/pages/about`);
  await expect(visitor.getByRole('heading', { name: 'About Akua', level: 1 })).toBeVisible();
  await pageBeacon;
  await context.close();
  const eventDay = new Date().toISOString().slice(0, 10);

  // The owner sees them on the overview (events are written within a second or two).
  await signInAs(page, owner);
  const figure = (title: string) => card(page, 3, title).locator('p').first();
  await expect(async () => {
    await page.goto('/dashboard');
    // The page view was the visitor's last event: once it shows, every event has been written.
    await expect(figure('Page Views')).toHaveText('1', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(figure('Profile Views')).toHaveText('1');
  await expect(figure('Social Clicks')).toHaveText('1');
  await expect(figure('Gallery Views')).toHaveText('0');
  const recent = page.getByRole('region', { name: 'Recent Activity' });
  await expect(recent.getByText('Link clicked: GitHub')).toBeVisible();
  await expect(recent.getByText('Page viewed: About Akua')).toBeVisible();
  await expectNoAxeViolations(page);

  // The analytics screen: the same counts, the source, and the CSV.
  await recent.getByRole('link', { name: 'View All Activity' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analytics/);
  await expect(card(page, 4, 'Total Views').locator('p').first()).toHaveText('2');
  await expect(card(page, 4, 'Social Clicks').locator('p').first()).toHaveText('1');
  await expect(card(page, 4, 'Sessions').locator('p').first()).toHaveText('1');
  await expect(card(page, 4, 'Bounce Rate').locator('p').first()).toHaveText('0%');
  // One visitor today: counted per day, and said so.
  await expect(card(page, 4, 'Daily Visitors').locator('p').first()).toHaveText('1');
  await expect(card(page, 4, 'Daily Visitors')).toContainText('Each visitor counted once a day, days added up');
  await expect(
    page.getByText(
      'Changes compare the full days before today with as many days just before them; today counts once it ends.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Last 30 days, by week' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Views by Country' })).toBeVisible();
  await expect(page.getByText('Social Media').first()).toBeVisible();
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^analytics-30d-\d{4}-\d{2}-\d{2}\.csv$/);
  // CSV lines end in CRLF (RFC 4180).
  const rows = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(rows[0]).toBe('date,profile_views,page_views,gallery_views,social_clicks,resume_downloads,unique_visitors');
  expect(rows).toHaveLength(31);
  // The day of the visit (the last row, unless the run crossed midnight UTC).
  expect(rows.find((row) => row.startsWith(`${eventDay},`))).toBe(`${eventDay},1,1,0,1,0,1`);
});

test('on a phone the ranges fit one row, the trend chart comes before the ten cards, and the CSV is locked on Starter', async ({
  browser,
}) => {
  const owner = await seedUser({ tier: 'STARTER', username: `kofi-${Date.now().toString(36)}`, firstName: 'Kofi' });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  await signInAs(page, owner);
  await page.goto('/dashboard/analytics');

  const ranges = page.getByRole('group', { name: 'Time range' }).locator('label');
  await expect(ranges).toHaveCount(4);
  const boxes = await Promise.all((await ranges.all()).map(async (range) => (await range.boundingBox())!));
  // One row: every range at the same height, the last one inside the screen.
  expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
  expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(390);

  const trends = page.getByRole('region', { name: 'Visitor Trends' });
  const cards = page.getByRole('region', { name: 'Key Metrics' });
  await expect(trends).toBeVisible();
  await expect(cards.getByRole('listitem')).toHaveCount(10);
  const chartBox = (await trends.boundingBox())!;
  const cardsBox = (await cards.boundingBox())!;
  expect(chartBox.y + chartBox.height).toBeLessThanOrEqual(cardsBox.y);

  const locked = page.getByRole('link', { name: 'Export CSV, needs RISE or BLAZE' });
  await expect(locked).toBeVisible();
  await expect(page.getByText('CSV export comes with RISE or BLAZE.')).toBeVisible();
  await locked.click();
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  await context.close();
});
