import { expect, test, type Page } from '@playwright/test';
import { seedUser, signInAs } from '../support/seed';
import { expectNoAxeViolations } from '../support/axe';

const uniqueName = (stem: string) => `${stem}-${Date.now().toString(36)}`;

/** The test checkout's phone: approves the mobile money prompt of the payment the page returned from. */
async function approveOnPhone(page: Page) {
  const reference = new URL(page.url()).searchParams.get('reference')!;
  const res = await page.request.post(`/api/subscriptions/test-checkout/${reference}`, {
    form: { outcome: 'approve' },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
}

/** From the plans, through the built-in test checkout (no Paystack key here), back to the verification view. */
async function checkOut(page: Page, button: string, outcome: RegExp) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Test payment');
  await page.getByRole('button', { name: outcome }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription\?reference=[\w.=-]+&trxref=/);
}

test('a STARTER owner upgrades to RISE through the test checkout, pays by mobile money, sees RISE everywhere and when it expires', async ({
  page,
}) => {
  const owner = await seedUser({ username: uniqueName('kofi'), firstName: 'Kofi' });
  await signInAs(page, owner);
  await page.goto('/dashboard/subscription');
  const sidebarPlan = page.getByText('STARTER Plan', { exact: true });
  await expect(sidebarPlan).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Rise' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The page limit and password protection follow the plan.
  await page.goto('/dashboard/pages');
  await expect(page.getByText('0 of 3 pages used.')).toBeVisible();
  await page.goto('/dashboard/pages/new');
  await expect(page.getByText('Password protection requires a RISE or BLAZE subscription')).toBeVisible();

  await page.goto('/dashboard/subscription');
  await checkOut(page, 'Upgrade to Rise', /^Pay by mobile money/);
  // Mobile money waits for the prompt on the phone: approved there, the plan follows.
  await expect(page.getByText('Approve the payment on your phone')).toBeVisible();
  await approveOnPhone(page);
  await expect(page.getByText('Subscription payment successful! Your plan has been updated.')).toBeVisible();
  // About 2 s later the plans come back, without the reference, and RISE shows everywhere.
  await expect(page).toHaveURL(/\/dashboard\/subscription$/, { timeout: 10_000 });
  await expect(page.getByText('RISE Plan', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Renew Rise' })).toBeVisible();
  const history = page.getByRole('table');
  await expect(history).toContainText('RISE Plan - Monthly');
  await expect(history).toContainText('Completed');
  await expectNoAxeViolations(page);

  await page.goto('/dashboard/pages');
  await expect(page.getByText('0 of 10 pages used.')).toBeVisible();
  await page.goto('/dashboard/pages/new');
  await expect(page.getByRole('switch', { name: 'Password protection' })).toBeEnabled();
  await expect(page.getByText('Password protection requires a RISE or BLAZE subscription')).toHaveCount(0);

  // Settings: paid by mobile money, the plan expires unless renewed.
  await page.goto('/dashboard/settings');
  const card = page.getByRole('region', { name: 'Subscription Management' });
  await expect(card).toContainText('Rise');
  await expect(card).toContainText('GH₵35 / month');
  await expect(card).toContainText('Mobile money •••• 2345');
  await expect(card).toContainText(/Expires on /);
  await expect(card).not.toContainText('Next charge');
  // Nothing renews by itself, so there is nothing to turn off: a one-tap Renew instead.
  await expect(card.getByRole('button', { name: /Turn off/ })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Renew' })).toHaveAttribute(
    'href',
    '/dashboard/subscription?renew=RISE&cycle=monthly',
  );
  await expectNoAxeViolations(page);
  // The one-tap link (as in the reminder mails) goes straight on to the checkout of that plan.
  await card.getByRole('link', { name: 'Renew' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Test payment');
  await expect(page.getByText('Rise (Monthly)')).toBeVisible();
  await page.goto('/dashboard/subscription');
  await expect(page.getByText('RISE Plan', { exact: true })).toBeVisible();
});

test('a declined test payment says nothing was charged and offers to try again', async ({ page }) => {
  const owner = await seedUser({ username: uniqueName('esi'), firstName: 'Esi' });
  await signInAs(page, owner);
  await page.goto('/dashboard/subscription');
  await checkOut(page, 'Upgrade to Blaze', /^Fail the payment/);
  await expect(page.getByRole('alert')).toHaveText(
    'Your payment was declined: Declined (test payment). Nothing was charged.',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Upgrade to Blaze' })).toBeVisible();
  await expect(page.getByText('STARTER Plan', { exact: true })).toBeVisible();
});
