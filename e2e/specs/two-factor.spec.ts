import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { confirmIdentity } from '../support/confirm-identity';
import { seedUser, type SeededUser } from '../support/seed';

/**
 * Two-factor sign-in (decision 017) in the browser: the code is computed here from the setup key
 * the settings screen shows, as an authenticator app would.
 */

const PERIOD_MS = 30_000;
/** Sign-in returns to the screen the owner signed out from. */
const SIGNED_IN = /\/dashboard(\/settings)?$/;
const currentStep = () => Math.floor(Date.now() / PERIOD_MS);

/** Time a code of the step behind the clock's must still have when it is typed. */
const MARGIN_MS = 10_000;

/**
 * A code for a step after `usedStep` (each step works once). The server accepts the step before
 * and after its own, so this starts from the step before the clock's (unless it ends within the
 * margin): the three codes the test needs then fit in one step's window instead of waiting for
 * the next one. It waits only while the clock is more than one step behind the step it codes.
 */
async function freshCode(page: Page, secret: string, usedStep: number) {
  const behind = PERIOD_MS - (Date.now() % PERIOD_MS) > MARGIN_MS ? 1 : 0;
  const step = Math.max(usedStep + 1, currentStep() - behind);
  while (currentStep() < step - 1) await page.waitForTimeout(500);
  const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * PERIOD_MS + 1000 });
  return { code, step };
}

async function signInWithPassword(page: Page, owner: SeededUser) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expect(page.getByText('Enter the code from your authenticator app')).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
}

test.setTimeout(120_000);

test('enable two-factor, sign in with a code, then with a recovery code, then turn it off', async ({ page }) => {
  const owner = await seedUser({ username: 'kofi2fa', firstName: 'Kofi' });

  // Signed in without two-factor: the password is enough.
  await page.goto('/login');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/dashboard/settings');
  const security = page.getByRole('region', { name: 'Security and Authentication' });
  await expect(security.getByText('Last changed just now')).toBeVisible();
  await security.getByRole('button', { name: 'Enable Two-Factor' }).click();
  // A session alone cannot add a second factor: the password first (decision 034).
  await confirmIdentity(page, owner.password);
  const setup = page.getByRole('dialog', { name: 'Enable Two-Factor' });
  await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await setup.getByLabel('Setup key').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  const enrolment = await freshCode(page, secret, -1);
  await setup.getByLabel('Code from your app').fill(enrolment.code);
  await setup.getByRole('button', { name: 'Confirm' }).click();
  const list = setup.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allInnerTexts();

  const downloading = page.waitForEvent('download');
  await setup.getByRole('button', { name: 'Download codes' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('sparklink-recovery-codes.txt');
  const saved = await readFile(await download.path(), 'utf8');
  for (const code of recoveryCodes) expect(saved).toContain(code);
  await setup.getByRole('button', { name: 'Done' }).click();
  await expect(security.getByText('On', { exact: true })).toBeVisible();
  await expect(security.getByText(/10 recovery codes left/)).toBeVisible();

  // The password alone no longer signs in: the code from the app does.
  await signOut(page);
  await signInWithPassword(page, owner);
  const signIn = await freshCode(page, secret, enrolment.step);
  await page.getByLabel('Authentication code').fill(signIn.code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(SIGNED_IN);

  // A recovery code instead, once.
  await signOut(page);
  await signInWithPassword(page, owner);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(SIGNED_IN);

  // Turning it off takes the password and a fresh code.
  await page.goto('/dashboard/settings');
  await expect(security.getByText(/9 recovery codes left/)).toBeVisible();
  await security.getByRole('button', { name: 'Turn off' }).click();
  const disable = page.getByRole('dialog', { name: 'Turn off two-factor' });
  await disable.getByLabel('Password', { exact: true }).fill(owner.password);
  const turnOff = await freshCode(page, secret, signIn.step);
  await disable.getByLabel('Code from your app').fill(turnOff.code);
  await disable.getByRole('button', { name: 'Turn off two-factor' }).click();
  await expect(page.getByText('Two-factor sign-in is off')).toBeVisible();
  await expect(security.getByRole('button', { name: 'Enable Two-Factor' })).toBeVisible();

  // And the password alone signs in again.
  await signOut(page);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(SIGNED_IN);
});
