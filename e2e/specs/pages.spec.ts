import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makePng } from '../support/images';
import { seedUser, signInAs } from '../support/seed';
import { PREVIEW_FRAME } from '../support/axe';

async function createPage(page: Page, title: string, content: string) {
  await page.goto('/dashboard/pages/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByLabel('Section 1 content').fill(content);
  await page.getByRole('button', { name: 'Create Page' }).click();
  await expect(page.getByText('Page created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/pages$/);
}

test('create, reorder by keyboard, publish, protect and unlock pages; public page works without JavaScript', async ({
  page,
  browser,
}) => {
  const username = `kofi-${Date.now().toString(36)}`;
  const owner = await seedUser({ tier: 'RISE', username, firstName: 'Kofi' });
  await signInAs(page, owner);

  await createPage(page, 'About Me', 'I build things in Kumasi.');
  await createPage(page, 'My Projects', 'A market app and a weather bot.');
  const rows = page.getByRole('list', { name: 'Pages' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('About Me');

  // Keyboard drag: pick up with Space, arrow up in 25 px steps until it is first, drop with Space.
  await page.getByRole('button', { name: 'Reorder My Projects' }).focus();
  await page.keyboard.press('Space');
  const announcement = page.getByRole('status').filter({ hasText: /position \d of 2/ });
  for (let step = 0; step < 12 && !/position 1 of 2/.test(await announcement.innerText()); step++) {
    await page.keyboard.press('ArrowUp');
  }
  await expect(announcement).toContainText('position 1 of 2');
  await page.keyboard.press('Space');
  await expect(page.getByText('Pages reordered successfully!')).toBeVisible();
  await expect(rows.nth(0)).toContainText('My Projects');
  await page.reload();
  await expect(rows.nth(0)).toContainText('My Projects');

  await page.getByRole('button', { name: 'Publish About Me' }).click();
  await expect(page.getByRole('button', { name: 'Unpublish About Me' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish My Projects' }).click();
  await expect(page.getByRole('button', { name: 'Unpublish My Projects' })).toBeVisible();

  // The editor passes axe.
  await page.getByRole('link', { name: 'Edit My Projects' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('My Projects');
  const editorAxe = await new AxeBuilder({ page }).exclude(PREVIEW_FRAME).analyze();
  expect(editorAxe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);

  // Protect it (RISE allows it).
  await page.getByRole('switch', { name: 'Password protection' }).click();
  await page.getByLabel('Page password').fill('akwaaba');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pages$/);
  await expect(page.getByRole('list', { name: 'Pages' }).getByText('Password Protected')).toBeVisible();

  // A visitor with JavaScript off.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const publicPage = await visitor.newPage();
  const about = await publicPage.goto(`/public/${username}/pages/about-me`);
  expect(about?.status()).toBe(200);
  await expect(publicPage.getByRole('heading', { name: 'About Me', level: 1 })).toBeVisible();
  await expect(publicPage.getByText('I build things in Kumasi.')).toBeVisible();
  await expect(publicPage.getByText(/Published on/)).toBeVisible();
  const nav = publicPage.getByRole('navigation', { name: 'Portfolio' });
  await expect(nav.getByRole('link')).toHaveText(['Profile', 'My Projects', 'About Me', 'Gallery']);

  await nav.getByRole('link', { name: 'My Projects' }).click();
  await expect(publicPage.getByRole('heading', { name: 'Password Protected' })).toBeVisible();
  await expect(publicPage.getByText('This page requires a password to view')).toBeVisible();
  await publicPage.getByLabel('Password').fill('wrong');
  await publicPage.getByRole('button', { name: 'Access Page' }).click();
  await expect(publicPage.getByText('Incorrect password')).toBeVisible();
  await publicPage.getByLabel('Password').fill('akwaaba');
  await publicPage.getByRole('button', { name: 'Access Page' }).click();
  await expect(publicPage.getByRole('heading', { name: 'My Projects', level: 1 })).toBeVisible();
  await expect(publicPage.getByText('A market app and a weather bot.')).toBeVisible();
  await visitor.close();

  // With JavaScript on, the public page hydrates and passes axe.
  const viewer = await browser.newContext();
  const hydrated = await viewer.newPage();
  const errors: string[] = [];
  hydrated.on('pageerror', (error) => errors.push(error.message));
  await hydrated.goto(`/public/${username}/pages/about-me`);
  await expect(hydrated.getByText('I build things in Kumasi.')).toBeVisible();
  const publicAxe = await new AxeBuilder({ page: hydrated }).analyze();
  expect(publicAxe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  expect(errors).toEqual([]);
  await viewer.close();
});

test('STARTER owners see why password protection is off', async ({ page }) => {
  const owner = await seedUser({ username: `starter-${Date.now().toString(36)}` });
  await signInAs(page, owner);
  await page.goto('/dashboard/pages/new');
  await expect(page.getByRole('switch', { name: 'Password protection' })).toBeDisabled();
  await expect(page.getByText('Password protection requires a RISE or BLAZE subscription')).toBeVisible();
});

test("a page item's image from another address shows on the public page", async ({ page, request }) => {
  // The owner's image lives on another origin: a server of its own, as any image host is.
  const png = await makePng(64, 36, '#0369a1');
  const host = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const imageUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/harbour.png`;
  try {
    const username = `ama-${Date.now().toString(36)}`;
    const owner = await seedUser({ username });
    const created = await request.post('/api/pages', {
      headers: { authorization: `Bearer ${owner.token}` },
      data: {
        type: 'PROJECTS',
        title: 'Work',
        slug: 'work',
        isPublished: true,
        content: { sections: [{ title: 'Harbour', items: [{ title: 'Harbour at dawn', image: imageUrl }] }] },
      },
    });
    expect(created.status()).toBe(201);

    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    await page.goto(`/public/${username}/pages/work`);
    // Decorative (decision 054): the item's heading names it.
    await expect(page.getByRole('heading', { name: 'Harbour at dawn' })).toBeVisible();
    const image = page.locator('[data-item-image] img');
    await expect(image).toHaveAttribute('src', imageUrl);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(64);
    expect(refused).toEqual([]);
  } finally {
    await new Promise((resolve) => host.close(resolve));
  }
});

test('a BLAZE owner schedules a page a little ahead: the badge shows, and the public page appears then', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const username = `blaze-${Date.now().toString(36)}`;
  const owner = await seedUser({ tier: 'BLAZE', username, firstName: 'Esi' });
  await signInAs(page, owner);
  await page.goto('/dashboard/pages/new');
  await page.getByLabel('Title', { exact: true }).fill('Launch Day');
  await page.getByRole('switch', { name: 'Published' }).click();
  // The next whole minute in the browser's zone (the owner's until they choose one), at least 5 s ahead.
  const { local, at } = await page.evaluate(() => {
    const next = new Date(Math.ceil((Date.now() + 5_000) / 60_000) * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const value = `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}T${pad(next.getHours())}:${pad(next.getMinutes())}`;
    return { local: value, at: next.getTime() };
  });
  await page.getByLabel('Publish at', { exact: true }).fill(local);
  const editorAxe = await new AxeBuilder({ page }).exclude(PREVIEW_FRAME).analyze();
  expect(editorAxe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  await page.getByRole('button', { name: 'Create Page' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pages$/);
  await expect(page.getByText(/^Scheduled for \w{3} \d{1,2} \w{3}, \d{2}:\d{2}$/)).toBeVisible();

  const url = `/public/${username}/pages/launch-day`;
  if (Date.now() < at - 1_000) expect((await request.get(url)).status()).toBe(404);
  await expect.poll(async () => (await request.get(url)).status(), { timeout: 90_000, intervals: [500] }).toBe(200);
  // Not a moment early.
  expect(Date.now()).toBeGreaterThanOrEqual(at);
  expect(await (await request.get(url)).text()).toContain('Launch Day');
});
