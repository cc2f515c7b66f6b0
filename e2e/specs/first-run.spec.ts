import { expect, test, type Page } from '@playwright/test';
import { readCode, uniqueEmail } from '../support/mailbox';
import { expectNoAxeViolations } from '../support/axe';

const PASSWORD = 'Kente-Cloth-2025!';

/** A new account's theme is "system": scan in the OS's light, then its dark, then back. */
async function expectNoAxeViolationsLightAndDark(page: Page) {
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
}

test.setTimeout(120_000);
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone: sign up → verify → username step → "Welcome, Ama!" → checklist → share ticks', async ({ page }) => {
  const email = uniqueEmail('ama.kusi');
  const username = `ama${Date.now().toString(36)}`;

  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.getByLabel('Verification code').fill(await readCode(email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  // The step right after verification: the username is required, the first name is not.
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your portfolio' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page).toHaveURL(/\/welcome$/);

  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await expect(page.getByText('Username is available')).toBeVisible();
  await page.getByRole('textbox', { name: 'First name (optional)' }).fill('Ama');
  await expectNoAxeViolationsLightAndDark(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Greeted by first name, for the first time (never by the e-mail's "ama.kusi…").
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome, Ama!')).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: /, Ama!$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /View Portfolio/ })).toHaveAttribute('href', `/public/${username}`);

  const checklist = page.getByRole('region', { name: 'Get your portfolio ready' });
  await expect(checklist.getByText('0 of 5 done')).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Add a profile photo (to do)' })).toHaveAttribute(
    'href',
    '/dashboard/profile#profile-picture-upload',
  );
  await expect(checklist.getByRole('link', { name: 'Create your first page (to do)' })).toHaveAttribute(
    'href',
    '/dashboard/pages/new',
  );
  await expectNoAxeViolationsLightAndDark(page);

  await checklist.getByRole('button', { name: 'Share your portfolio (to do)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share your portfolio' });
  await expect(dialog.getByRole('textbox')).toHaveValue(new RegExp(`/public/${username}$`));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(checklist.getByRole('button', { name: 'Share your portfolio (done)' })).toBeVisible();
  await expect(checklist.getByText('1 of 5 done')).toBeVisible();

  // Each step leads to its exact place: the bio field, focused.
  await checklist.getByRole('link', { name: 'Write a short bio (to do)' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile#profile-bio$/);
  await expect(page.getByRole('textbox', { name: 'Bio' })).toBeFocused();

  // Back on the overview it is no longer the first visit; sharing stays ticked.
  await page.goto('/dashboard');
  await expect(page.getByText('Welcome back, Ama!')).toBeVisible();
  await expect(checklist.getByText('1 of 5 done')).toBeVisible();
  await checklist.getByRole('button', { name: 'Hide checklist' }).click();
  await expect(checklist).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quick Actions' })).toBeVisible();
  await expect(checklist).toBeHidden();
});
