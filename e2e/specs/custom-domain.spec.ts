import { expect, test, type Page } from '@playwright/test';
import { seedUser, signInAs } from '../support/seed';
import { expectNoAxeViolations, saveTheme } from '../support/axe';

/** Nothing on the page is wider than the viewport (no sideways scrolling on a phone). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

for (const theme of ['light', 'dark'] as const) {
  test(`Settings → Custom domain passes axe with a pending domain and its Remove dialog, on a phone, in ${theme}`, async ({
    page,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    const owner = await seedUser({ tier: 'BLAZE', username: `domain${theme}${stamp}`, firstName: 'Ama' });
    await saveTheme(request, owner, theme);
    await signInAs(page, owner);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard/settings#custom-domain');
    const section = page.getByRole('region', { name: 'Custom domain' });
    const input = section.getByLabel('Your domain');
    await expect(input).toBeVisible();
    await expect(input).toHaveAttribute('inputmode', 'url');
    await expectNoAxeViolations(page);

    const domain = `me-${theme}-${stamp}.example.com`;
    await input.fill(domain);
    await section.getByRole('button', { name: 'Connect' }).click();
    await expect(section.getByText('Pending', { exact: true })).toBeVisible();
    const records = section.getByRole('list', { name: 'DNS records' });
    await expect(records.getByText(`_sparklink.${domain}`, { exact: true })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Copy the TXT value' })).toBeVisible();
    // The TXT token is one long word: it wraps inside its card instead of widening the page.
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    const remove = section.getByRole('button', { name: 'Remove domain' });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: `Remove ${domain}?` });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(remove).toBeFocused();

    await remove.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove domain' }).click();
    await expect(section.getByLabel('Your domain')).toBeVisible();
  });
}

test('Settings → Custom domain offers the Blaze plan to a Starter owner and passes axe', async ({ page }) => {
  const owner = await seedUser({ username: `domainstarter${Date.now().toString(36)}` });
  await signInAs(page, owner);
  await page.goto('/dashboard/settings');
  const section = page.getByRole('region', { name: 'Custom domain' });
  await expect(section.getByRole('link', { name: 'See the Blaze plan' })).toBeVisible();
  await expect(section.getByLabel('Your domain')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await section.getByRole('link', { name: 'See the Blaze plan' }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
});
