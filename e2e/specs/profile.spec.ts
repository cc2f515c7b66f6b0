import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { makePng } from '../support/images';
import { seedUser, signInAs } from '../support/seed';
import { PREVIEW_FRAME } from '../support/axe';

test('edit the profile, upload an avatar, add and remove a social link', async ({ page }) => {
  const owner = await seedUser();
  await seedUser({ username: 'taken-name' });
  await signInAs(page, owner);
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();

  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();
  await page.getByLabel('First name').fill('Ama');
  await page.getByLabel('Last name').fill('Mensah');
  await page.getByLabel('Username').fill('taken-name');
  await expect(page.getByText('Username is already taken')).toBeVisible();
  const username = `ama-${Date.now().toString(36)}`;
  await page.getByLabel('Username').fill(username);
  await expect(page.getByText('Username is available')).toBeVisible();
  await page.getByLabel('Tagline').fill('Designer in Accra');
  await save.click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Ama');
  await expect(page.getByLabel('Username')).toHaveValue(username);

  await page.locator('input[type="file"][aria-label="Profile picture"]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await makePng(),
  });
  await expect(page.getByText('Profile picture updated successfully!')).toBeVisible();
  const sidebarAvatar = page.getByRole('complementary').getByRole('img', { name: 'Ama' });
  await expect(sidebarAvatar).toHaveAttribute('src', /\/media\/avatars\/.+\.webp$/);

  await page.getByRole('button', { name: 'Add Link' }).click();
  await page.getByLabel('Link 1 URL').fill('https://github.com/ama');
  await page.getByLabel('Link 1 platform').selectOption('github');
  await save.click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Link 1 URL')).toHaveValue('https://github.com/ama');

  await page.getByRole('button', { name: 'Remove link 1' }).click();
  await save.click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Link 1 URL')).toHaveCount(0);

  const axe = await new AxeBuilder({ page }).exclude(PREVIEW_FRAME).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
});

test('the sidebar is a drawer on a phone: opens, locks scrolling, closes on navigation', async ({ page }) => {
  const owner = await seedUser({ firstName: 'Kojo' });
  await signInAs(page, owner);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  // Once the overview shows (its quick actions link to the profile too), the sidebar is not there.
  await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  await drawer.getByRole('link', { name: /Profile/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(drawer).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});
