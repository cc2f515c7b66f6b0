import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Response } from '@playwright/test';
import { seedUser, signInAs } from '../support/seed';
import { PREVIEW_FRAME } from '../support/axe';

/** The preview answer whose draft `matches`, as the editor asks for it once typing pauses. */
const previewAnswer = (page: Page, path: string, matches: (draft: Record<string, unknown>) => boolean) =>
  page.waitForResponse(
    (response: Response) =>
      response.url().endsWith(`/api${path}`) &&
      response.status() === 200 &&
      matches(response.request().postDataJSON() as Record<string, unknown>),
  );

test('the profile preview follows typing, counts nothing, and is the public page byte for byte once saved', async ({
  page,
}) => {
  const username = `efua-${Date.now().toString(36)}`;
  const owner = await seedUser({ username, firstName: 'Efua', lastName: 'Mensah' });
  await signInAs(page, owner);
  const counted: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(public\/events|r\/)/.test(request.url())) counted.push(request.url());
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/dashboard/profile');
  const frame = page.frameLocator(PREVIEW_FRAME);
  await expect(frame.getByRole('heading', { name: 'Efua Mensah' })).toBeVisible();

  const answered = previewAnswer(page, '/profile/preview', (draft) =>
    JSON.stringify(draft).includes('Weaver of kente in Bonwire'),
  );
  await page.getByLabel('Tagline').fill('Weaver of kente in Bonwire');
  const previewed = ((await (await answered).json()) as { data: { html: string } }).data.html;
  await expect(frame.getByText('Weaver of kente in Bonwire')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('profile-preview-desktop.png') });

  // Visitors still see the saved page until the owner saves.
  expect(await (await page.request.get(`/public/${username}`)).text()).not.toContain('Weaver of kente in Bonwire');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  expect(await (await page.request.get(`/public/${username}`)).text()).toBe(previewed);

  expect(counted).toEqual([]);
});

test('on a phone the preview opens from its button and closes back to the editor', async ({ page }) => {
  const owner = await seedUser({ username: `kojo-${Date.now().toString(36)}`, firstName: 'Kojo', lastName: 'Asante' });
  await signInAs(page, owner);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/profile');
  await page.getByLabel('Bio').fill('Photographer of Accra’s markets');
  // axe on the editor with the Preview button (the frame's document is the public page, which
  // public-profile.spec.ts checks; a frame that renders again mid-scan cannot be scanned).
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  await page.getByRole('button', { name: 'Preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview' });
  await expect(dialog).toBeVisible();
  await expect(page.frameLocator(PREVIEW_FRAME).getByText('Photographer of Accra’s markets')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('profile-preview-phone.png') });
  await dialog.getByRole('button', { name: 'Close preview' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Bio')).toHaveValue('Photographer of Accra’s markets');
});

test('the page editor previews the unsaved words of a page not created yet', async ({ page }) => {
  const username = `ama-${Date.now().toString(36)}`;
  const owner = await seedUser({ username, firstName: 'Ama', lastName: 'Owusu', tier: 'RISE' });
  await signInAs(page, owner);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/dashboard/pages/new');
  await page.getByLabel('Title', { exact: true }).fill('Rates');
  const answered = previewAnswer(page, '/pages/preview', (draft) => JSON.stringify(draft).includes('Day rate'));
  await page.getByLabel('Headline').fill('Day rate');
  const frame = page.frameLocator('iframe[title="Preview of your public portfolio"]');
  await expect(frame.getByRole('heading', { name: 'Rates' })).toBeVisible();
  await expect(frame.getByText('Day rate')).toBeVisible();
  await answered;
  await page.screenshot({ path: test.info().outputPath('page-preview-desktop.png') });
});
