import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { seedUser, signInAs } from '../support/seed';

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target}`))).toEqual([]);
}

const uniqueName = (stem: string) => `${stem}-${Date.now().toString(36)}`;

/** From the plans, through the built-in test checkout (no Paystack key here), back to the verification view. */
async function checkOut(page: Page, button: string, outcome: RegExp) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Test payment');
  await page.getByRole('button', { name: outcome }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription\?reference=[\w.=-]+&trxref=/);
}

test('a STARTER owner upgrades to RISE through the test checkout, sees RISE everywhere, cancels and keeps it', async ({
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
  await checkOut(page, 'Upgrade to Rise', /^Pay GH₵ 35\.00/);
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

  // Settings: the running plan, then cancelled to the period end, still RISE.
  await page.goto('/dashboard/settings');
  const card = page.getByRole('region', { name: 'Subscription Management' });
  await expect(card).toContainText('Rise');
  await expect(card).toContainText('Next Billing');
  await card.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Subscription' });
  await expect(dialog).toContainText(
    "Are you sure you want to cancel your subscription? You'll continue to have access until the end of your billing period.",
  );
  await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByText('Subscription cancelled successfully')).toBeVisible();
  await expect(card).toContainText('Expires');
  await expect(card.getByRole('button', { name: 'Reactivate Subscription' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByText('RISE Plan', { exact: true })).toBeVisible();
});

test('a failed test payment shows the failure, retries once, then gives up', async ({ page }) => {
  const owner = await seedUser({ username: uniqueName('esi'), firstName: 'Esi' });
  await signInAs(page, owner);
  await page.goto('/dashboard/subscription');
  await checkOut(page, 'Upgrade to Blaze', /^Fail the payment/);
  await expect(page.getByText(/^Payment verification failed: /)).toBeVisible();
  await expect(
    page.getByText('Failed to verify payment. Please contact support if your subscription is not activated.'),
  ).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('STARTER Plan', { exact: true })).toBeVisible();
});
