import { expect, test } from '@playwright/test';
import { seedUser, signInAs } from '../support/seed';
import { expectNoAxeViolations, saveTheme } from '../support/axe';

for (const theme of ['light', 'dark'] as const) {
  test(`the dashboard's menus and search results pass axe when open, in ${theme}`, async ({ page, request }) => {
    const owner = await seedUser({ username: `menus${theme}${Date.now()}`, firstName: 'Ama' });
    await saveTheme(request, owner, theme);
    // A real notice in the panel: turning the profile private records one.
    const privacy = await request.put('/api/settings', {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { privacy: { profileVisible: false } },
    });
    expect(privacy.status()).toBe(200);
    await signInAs(page, owner);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);

    const bell = page.getByRole('button', { name: 'Notifications' });
    await bell.click();
    const notifications = page.getByRole('menu');
    await expect(notifications).toBeVisible();
    await expect(notifications.getByRole('menuitem', { name: /Your profile is private/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(notifications).toBeHidden();
    await expect(bell).toBeFocused();

    await page.getByRole('button', { name: 'User menu' }).click();
    const userMenu = page.getByRole('menu');
    await expect(userMenu.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(userMenu).toBeHidden();

    const search = page.getByRole('combobox', { name: 'Search the dashboard' });
    await search.fill('set');
    const highlighted = page.getByRole('option', { selected: true });
    await expect(highlighted).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`on a phone, the open menu drawer passes axe, in ${theme}`, async ({ page, request }) => {
    const owner = await seedUser({ username: `drawer${theme}${Date.now()}`, firstName: 'Ama' });
    await saveTheme(request, owner, theme);
    await signInAs(page, owner);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: /Settings/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
}

test('the skip link is the first Tab stop, shows when focused and jumps to the main content', async ({ page }) => {
  const owner = await seedUser();
  await signInAs(page, owner);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  // The next stop is in the screen, past the sidebar and the top bar.
  expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
});

test('after a move to another screen focus is on its heading', async ({ page }) => {
  const owner = await seedUser();
  await signInAs(page, owner);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/dashboard');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('link', { name: /Settings/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeFocused();
});

for (const [screen, path] of [
  ['Settings', '/dashboard/settings'],
  ['Subscription', '/dashboard/subscription'],
] as const) {
  test(`on ${screen}, a long screen, the sidebar fills the height however far the page is scrolled`, async ({
    page,
  }) => {
    const owner = await seedUser();
    await signInAs(page, owner);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
    // The screen's data arrives after its heading: wait until the page is longer than the viewport.
    await expect.poll(pageHeight).toBeGreaterThan(800);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    // The column, with the panel's colour, runs the page's whole length (also in a full-page capture)…
    await expect.poll(async () => (await sidebar.boundingBox())!.height === (await pageHeight())).toBe(true);
    expect(await sidebar.boundingBox()).toMatchObject({ x: 0, y: 0, width: 288 });
    expect(await sidebar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      await page.evaluate(() => getComputedStyle(document.querySelector('aside > div > div')!).backgroundColor),
    );
    // …and the panel stays on screen at the bottom of the page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const panel = sidebar.getByRole('navigation', { name: 'Dashboard' });
    await expect(panel).toBeInViewport();
    await expect(sidebar.getByRole('button', { name: 'Sign Out' })).toBeInViewport();
  });
}
