import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { makePng } from '../support/images';
import { seedUser, signInAs } from '../support/seed';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

test.use(PHONE);

test('on a phone, leaving the profile with unsaved changes asks first; Save waits in a bar at the bottom', async ({
  page,
}) => {
  const owner = await seedUser({ firstName: 'Ama', lastName: 'Mensah', username: `ama-${Date.now().toString(36)}` });
  await signInAs(page, owner);
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();

  const bar = page.getByRole('region', { name: 'Unsaved changes' });
  await expect(bar).toHaveCount(0);
  await page.getByLabel('Tagline').fill('Designer in Accra');

  // Save stays within reach at the bottom of the screen, and the floating Preview button rises above it.
  await expect(bar).toBeInViewport();
  const barBox = (await bar.boundingBox())!;
  expect(barBox.y + barBox.height).toBeCloseTo(844, 0);
  await expect(bar.getByRole('button', { name: 'Save Changes' })).toBeInViewport();
  await expect(bar.getByRole('button', { name: 'Reset Changes' })).toBeInViewport();
  const preview = (await page.getByRole('button', { name: 'Preview' }).boundingBox())!;
  expect(preview.y + preview.height).toBeLessThanOrEqual(barBox.y);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);

  const leaveFor = async (name: string) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name }).click();
  };
  await leaveFor('Pages');
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You have unsaved changes. If you leave now, they will be lost.');
  await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();

  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole('dialog')).toHaveCount(0); // the menu closed as its link was followed
  // Focus goes back to where the move started: the menu button (the link went away with the menu).
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await expect(page.getByLabel('Tagline')).toHaveValue('Designer in Accra');
  await expect(bar).toBeVisible();

  await leaveFor('Pages');
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pages$/);
  await expect(page.getByRole('heading', { name: 'Your Pages' })).toBeVisible();

  // Back on the profile: saving clears the question and the bar.
  await page.goto('/dashboard/profile');
  await expect(page.getByLabel('Tagline')).toHaveValue('');
  await page.getByLabel('Tagline').fill('Designer in Kumasi');
  await bar.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(bar).toHaveCount(0);

  // A toast on a phone starts under the top bar: the search and the bell stay uncovered.
  await page.locator('input[type="file"][aria-label="Profile picture"]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await makePng(),
  });
  const toast = page.locator('[data-toast-type]').filter({ hasText: 'Profile picture updated successfully!' });
  await expect(toast).toBeVisible();
  const toastTop = (await toast.boundingBox())!.y;
  for (const control of [
    page.getByRole('combobox', { name: 'Search the dashboard' }),
    page.getByRole('button', { name: 'Notifications' }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(toastTop).toBeGreaterThanOrEqual(box.y + box.height);
  }

  await leaveFor('Pages');
  await expect(page).toHaveURL(/\/dashboard\/pages$/);
  await expect(dialog).toHaveCount(0);
});
