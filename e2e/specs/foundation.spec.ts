import { expect, test } from '@playwright/test';

test.describe('foundation', () => {
  test('an unknown path shows the 404 screen with a link home', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { name: '404 – Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  test('an unknown public profile is server-rendered with status 404, with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/public/no-such-person');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Profile Not Found · SparkLink');
    await expect(page.getByRole('heading', { name: 'Profile Not Found' })).toBeVisible();
    await page.getByRole('link', { name: '← Back to SparkLink' }).click();
    await expect(page).toHaveURL(/\/$|\/login$/);
    await context.close();
  });

  test('a public page without interactive parts ships no JavaScript', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => response.request().resourceType() === 'script' && scripts.push(response.url()));
    const response = await page.goto('/public/no-such-person');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Profile Not Found' })).toBeVisible();
    expect(scripts).toEqual([]);
  });

  test('/api/health answers SUCCESS', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect((await response.json()).data.database).toBe('ok');
  });
});
