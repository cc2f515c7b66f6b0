import { expect, test, type Page } from '@playwright/test';
import { readCode, uniqueEmail } from '../support/mailbox';
import { seedUser } from '../support/seed';

const PASSWORD = 'Kente-Cloth-2025!';
const NEW_PASSWORD = 'Volta-River-Delta-9';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.setTimeout(120_000);

test('register → code from the mailbox → verify → username step → dashboard → reload → sign out → sign in', async ({
  page,
}) => {
  const email = uniqueEmail('ama');

  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('Registration successful! Please check your email for the verification code.'),
  ).toBeVisible();

  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Verification code').fill(await readCode(email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Email verified! Redirecting...')).toBeVisible();
  // A new account chooses its username first (decision 052).
  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByRole('textbox', { name: 'Username' }).fill(`ama${Date.now().toString(36)}`);
  await page.getByRole('textbox', { name: 'First name (optional)' }).fill('Ama');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  await expect(page.getByText('Welcome, Ama!')).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

// A verified account of its own: one just registered would wait out the contract's one code per
// address per 60 s before its reset code could be sent.
test('forgot password → reset code from the mailbox → new password signs in, the old one no longer does', async ({
  page,
}) => {
  const { email, password } = await seedUser({ username: 'yaa-reset', firstName: 'Yaa' });

  await page.goto('/login');
  await page.getByRole('link', { name: /forgot password/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('Reset code').fill(await readCode(email));
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Sign Out' }).first().click();

  await signIn(page, email, password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a corrupt stored user lands on /login with nothing left stored', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.setItem('token', 'some-token');
    localStorage.setItem('user', '{broken json');
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
});

test('the dashboard is behind the sign-in guard', async ({ page }) => {
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
});
