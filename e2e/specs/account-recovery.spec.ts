import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { createDatabase } from '../../apps/api/src/db/database';
import { e2eDataDir } from '../support/environment';
import { readCode } from '../support/mailbox';
import { seedUser, signInAs, type SeededUser } from '../support/seed';

/**
 * Getting back in after losing the authenticator app (decision 034), in the browser: the recovery
 * starts with a mailed code, waits 7 days (moved forward in the database here), and a sign-in after
 * that removes the second factor. Settings lists the signed-in devices.
 */

test.setTimeout(90_000);

/** Turns two-factor on through the API, as the settings screen does after "Confirm it’s you". */
async function enrol(request: APIRequestContext, owner: SeededUser) {
  const headers = { authorization: `Bearer ${owner.token}` };
  expect((await request.post('/api/auth/confirm-identity', { headers, data: { password: owner.password } })).ok()).toBe(
    true,
  );
  const setup = await request.post('/api/auth/two-factor/setup', { headers });
  const { secret } = (await setup.json()).data as { secret: string };
  const code = TOTP.generate({ secret: Secret.fromBase32(secret) });
  expect((await request.post('/api/auth/two-factor/enable', { headers, data: { code } })).ok()).toBe(true);
}

async function signInWithPassword(page: import('@playwright/test').Page, owner: SeededUser) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
}

test('a lost authenticator: a mailed code starts 7 days, then a sign-in removes it', async ({ page, request }) => {
  const owner = await seedUser({ username: 'esi_recovers', firstName: 'Esi' });
  await enrol(request, owner);

  await signInWithPassword(page, owner);
  await page.getByRole('button', { name: 'Lost your authenticator app?' }).click();
  await expect(page.getByText(/this takes 7 days/)).toBeVisible();
  await page.getByRole('button', { name: 'E-mail me a code' }).click();
  await expect(page.getByText('We e-mailed you a code. It expires in 10 minutes.')).toBeVisible();
  await page.getByLabel('Code from the e-mail').fill(await readCode(owner.email));
  await page.getByRole('button', { name: 'Start the 7 days' }).click();
  await expect(
    page.getByText('Two-factor sign-in will be removed in 7 days unless the request is cancelled'),
  ).toBeVisible();
  await expect(
    page.getByText(/Two-factor sign-in will be removed on .+\. Sign in again after that to finish\./),
  ).toBeVisible();

  // A sign-in before the date still asks for the code, and says when the removal comes.
  await page.getByRole('button', { name: 'Back to Login' }).click();
  await signInWithPassword(page, owner);
  await expect(page.getByText(/Two-factor sign-in will be removed on/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lost your authenticator app?' })).toHaveCount(0);

  // Seven days later.
  const database = createDatabase({ sqliteFile: path.join(e2eDataDir(), 'sparklink.db') });
  try {
    await database.db
      .updateTable('two_factor')
      .set({ recovery_due_at: new Date(Date.now() - 60_000) })
      .where('user_id', '=', owner.user.id)
      .execute();
  } finally {
    await database.close();
  }
  await signInWithPassword(page, owner);
  await expect(page.getByText('The 7 days are over.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Remove it and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/dashboard/settings');
  const security = page.getByRole('region', { name: 'Security and Authentication' });
  await expect(security.getByRole('button', { name: 'Enable Two-Factor' })).toBeVisible();
  await expect(security.getByText('This device')).toBeVisible();
});

test('signing out of every other device asks who it is, then ends the other session', async ({ page, request }) => {
  const owner = await seedUser({ username: 'kwame_devices', firstName: 'Kwame' });
  const other = await request.post('/api/auth/login', { data: { email: owner.email, password: owner.password } });
  const otherToken = (await other.json()).data.token as string;

  await signInAs(page, owner);
  await page.goto('/dashboard/settings');
  const security = page.getByRole('region', { name: 'Security and Authentication' });
  await expect(security.getByRole('listitem')).toHaveCount(2);
  await security.getByRole('button', { name: 'Sign out of all other devices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await dialog.getByLabel('Password', { exact: true }).fill(owner.password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Every other device is signed out')).toBeVisible();
  await expect(security.getByRole('listitem')).toHaveCount(1);
  const refused = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${otherToken}` } });
  expect(refused.status()).toBe(401);
});
