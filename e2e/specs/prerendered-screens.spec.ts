import { expect, test, type Page, type Route } from '@playwright/test';
import { seedUser, signInAs } from '../support/seed';

/**
 * The sign-in screens arrive as HTML React rendered at build time, and the dashboard's paths as a
 * skeleton of its shell; the script hydrates or replaces them (decision 038).
 */

/**
 * Holds the app's scripts back until `release` is called: the page shows only what the server sent.
 * Module scripts run before DOMContentLoaded, so the page is opened up to its first bytes only.
 */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', (route) => (released ? route.continue() : held.push(route)));
  return () => {
    released = true;
    held.splice(0).forEach((route) => void route.continue());
  };
}

/** Console errors and warnings: a hydration mismatch is reported there. */
function consoleProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('a French reader gets the sign-in screen in French before any script, hydrated without a mismatch', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'fr-FR', extraHTTPHeaders: { 'accept-language': 'fr-FR,fr' } });
  const page = await context.newPage();
  const problems = consoleProblems(page);
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Bon retour' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  release();
  // Hydrated (React has claimed the form's nodes): the password's eye button works, which only
  // the script does; a click before then would land on inert HTML.
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('form')!).some((key) => key.startsWith('__reactFiber')),
  );
  await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveAttribute('type', 'text');
  await expect(page.getByRole('heading', { name: 'Bon retour' })).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

test('what a visitor types before the script runs is kept, and Enter sends nothing until it has', async ({ page }) => {
  const problems = consoleProblems(page);
  const release = await holdScripts(page);
  await page.goto('/register', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill('early@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Sup3r-secret!');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  // No GET with the password in the address: the submit button waits for the script.
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeDisabled();
  release();
  await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled();
  await expect(page.getByLabel('Email')).toHaveValue('early@example.com');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Sup3r-secret!');
  expect(new URL(page.url()).search).toBe('');
  expect(problems).toEqual([]);
});

test('the dashboard paints its skeleton before the script, then the overview, its menus on first use; a signed-in /login moves on', async ({
  page,
}) => {
  const owner = await seedUser({ tier: 'RISE' });
  await signInAs(page, owner);
  const problems = consoleProblems(page);
  const release = await holdScripts(page);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(page.locator('#root [aria-busy="true"]')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Performance Overview' })).toBeVisible();
  await expect(page.locator('#root [aria-busy="true"]')).toHaveCount(0);

  // The top bar's menus are plain buttons until first used; their Radix code comes then.
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.getByRole('button', { name: 'Notifications' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'No notifications yet' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeFocused();

  // /login is prerendered for visitors; with a session the app renders afresh and sends them on.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(problems).toEqual([]);
});
