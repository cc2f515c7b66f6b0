import { expect, test, type Page } from '@playwright/test';
import { latestMail } from '../support/mailbox';
import { seedUser, signInAs } from '../support/seed';
import { expectNoAxeViolations } from '../support/axe';

/**
 * Decision 040 in a browser: a card payment renews by itself (the test clock ends the period and
 * runs the hourly pass), and a mobile money payment waits for approval instead of failing.
 */

const uniqueName = (stem: string) => `${stem}-${Date.now().toString(36)}`;

async function payOnTestCheckout(page: Page, button: string, choice: RegExp) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Test payment');
  await page.getByRole('button', { name: choice }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription\?reference=[\w.=-]+&trxref=/);
}

test('a card payment renews automatically at the period end: history, receipt and the next date', async ({ page }) => {
  const owner = await seedUser({ username: uniqueName('adwoa'), firstName: 'Adwoa' });
  await signInAs(page, owner);
  await page.goto('/dashboard/subscription');
  await payOnTestCheckout(page, 'Upgrade to Rise', /^Pay GH₵ 35\.00 by card/);
  await expect(page.getByText('Subscription payment successful! Your plan has been updated.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/subscription$/, { timeout: 10_000 });

  const renewal = page.getByText(/^Renews automatically on .+ — Visa •••• 4081$/);
  await expect(renewal).toBeVisible();
  const firstDate = await renewal.textContent();
  await expect(page.getByText('GH₵35 / month').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The test clock: the hourly pass runs as in the period's last minute and charges the kept card.
  const ended = await page.request.post('/api/subscriptions/test-checkout/end-period', {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(ended.status()).toBe(200);
  // The pass runs for every plan ending by then (other tests' owners too): this owner's is renewed.
  expect((await ended.json()).data.report.renewed).toBeGreaterThanOrEqual(1);
  expect((await ended.json()).data.subscription.grace).toBeNull();

  await page.reload();
  await expect(page.getByText(/^Renews automatically on .+ — Visa •••• 4081$/)).not.toHaveText(firstDate!);
  const history = page.getByRole('table');
  await expect(history.getByText('Automatic renewal')).toBeVisible();
  await expect(history.getByText('Visa •••• 4081')).toHaveCount(2);
  await expectNoAxeViolations(page);

  await expect
    .poll(async () => (await latestMail(owner.email)) ?? '', { timeout: 10_000 })
    .toContain('Your plan renewed automatically. Thank you.');
  expect(await latestMail(owner.email)).toContain('Paid with: Visa •••• 4081');

  // Turning automatic renewal off keeps the plan to its end, with a reminder-style line.
  await page.getByRole('button', { name: 'Turn off automatic renewal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off automatic renewal?' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Turn off automatic renewal' }).click();
  await expect(page.getByText('Automatic renewal is off')).toBeVisible();
  await expect(page.getByText(/^Expires on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on automatic renewal' })).toBeVisible();
});

test('a mobile money payment still waiting shows the waiting state, then becomes RISE when approved', async ({
  page,
}) => {
  const owner = await seedUser({ username: uniqueName('yaw'), firstName: 'Yaw' });
  await signInAs(page, owner);
  await page.goto('/dashboard/subscription');
  await payOnTestCheckout(page, 'Upgrade to Rise', /^Pay by mobile money/);

  await expect(page.getByText('Approve the payment on your phone')).toBeVisible();
  await expect(page.getByText(/dial \*170#/)).toBeVisible();
  await expect(page.getByText(/Payment verification failed/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The owner approves the prompt on their phone; the screen's next check finds it paid.
  const reference = new URL(page.url()).searchParams.get('reference')!;
  const approved = await page.request.post(`/api/subscriptions/test-checkout/${reference}`, {
    form: { outcome: 'approve' },
    maxRedirects: 0,
  });
  expect(approved.status()).toBe(303);
  await expect(page.getByText('Subscription payment successful! Your plan has been updated.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/dashboard\/subscription$/, { timeout: 10_000 });
  await expect(page.getByText('RISE Plan', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Expires on /)).toBeVisible();
  await expect(page.getByText('Mobile money •••• 2345').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a BLAZE owner schedules a switch to Rise and keeps Blaze; a declined renewal shows its grace', async ({
  page,
}) => {
  const owner = await seedUser({ username: uniqueName('efua'), firstName: 'Efua' });
  await signInAs(page, owner);
  await page.goto('/dashboard/subscription');
  await payOnTestCheckout(page, 'Upgrade to Blaze', /^Pay by a card that declines its renewals/);
  await expect(page).toHaveURL(/\/dashboard\/subscription$/, { timeout: 10_000 });
  await expect(page.getByText(/^Renews automatically on .+ — Visa •••• 4081$/)).toBeVisible();

  // A lower plan starts at the period end, and can be taken back until then.
  const rise = page.getByRole('article', { name: 'Rise' });
  await rise.getByRole('button', { name: /^Switch to Rise on / }).click();
  const dialog = page.getByRole('dialog', { name: /^Switch to Rise on / });
  await expect(dialog).toContainText('Nothing is charged today.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Schedule the switch' }).click();
  await expect(page.getByText(/^Switches to Rise on /)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Keep current plan' }).click();
  await expect(page.getByText('Scheduled change cancelled')).toBeVisible();
  await expect(page.getByText(/^Switches to Rise on /)).toHaveCount(0);

  // The renewal is declined: the plan stays during its grace, and the owner can pay another way.
  const ended = await page.request.post('/api/subscriptions/test-checkout/end-period', {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(ended.status()).toBe(200);
  await page.reload();
  await expect(page.getByText('Your renewal payment failed')).toBeVisible();
  await expect(page.getByText('Reason: Declined (test payment)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay another way' })).toBeVisible();
  await expect(page.getByText('BLAZE Plan', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
