import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator } from '@playwright/test';
import sharp from 'sharp';
import { makePng } from '../support/images';
import { seedUser, signInAs } from '../support/seed';
import { PREVIEW_FRAME } from '../support/axe';

/** The width the browser decoded an image at: 0 once it failed to load. */
const naturalWidth = (image: Locator) =>
  image.evaluate(async (img: HTMLImageElement) => {
    img.loading = 'eager';
    await img.decode().catch(() => undefined);
    return img.complete ? img.naturalWidth : -1;
  });

test('an uploaded project image, contacts written in text as links, and a fallback for a broken image', async ({
  page,
  browser,
  baseURL,
}) => {
  const username = `esi-${Date.now().toString(36)}`;
  const owner = await seedUser({ username, firstName: 'Esi' });
  await signInAs(page, owner);
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.goto('/dashboard/pages/new');
  await page.getByLabel('Title', { exact: true }).fill('Work');
  await page
    .getByLabel('Section 1 content')
    .fill('Write to esi@example.com or call +233 24 123 4567. Since 2024, from GH₵ 1,200.');
  await page.getByRole('button', { name: 'Add item to Section 1' }).click();
  await page.getByLabel('Section 1 item 1 title').fill('Market app');
  await page.getByRole('button', { name: 'Add item to Section 1' }).click();
  await page.getByLabel('Section 1 item 2 title').fill('Old site');
  await page.getByLabel('Section 1 item 2 image URL').fill(`${baseURL}/no-such-image.png`);
  // A page not created yet has nowhere to upload to, and says so.
  await expect(
    page.getByText('Save the page to upload an image; until then, paste an image URL.').first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Create Page' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pages$/);

  await page.getByRole('link', { name: 'Edit Work' }).click();
  await page.getByLabel('Upload an image for Section 1 item 1').setInputFiles({
    name: 'market.png',
    mimeType: 'image/png',
    buffer: await makePng(800, 450, '#0f766e'),
  });
  await expect(page.getByText('Image uploaded. Save the page to show it.')).toBeVisible();
  // Shown as an image with its thumbnail, not as its storage address.
  await expect(page.getByText('Uploaded image')).toBeVisible();
  await expect(page.getByLabel('Section 1 item 1 image URL')).toHaveCount(0);

  // The preview shows the image not public yet (signed), and the broken one's fallback.
  const frame = page.frameLocator(PREVIEW_FRAME);
  const previewImages = frame.locator('[data-item-image] img');
  await expect(previewImages).toHaveCount(2);
  await expect(previewImages.first()).toHaveAttribute('src', /\?exp=\d+&sig=/);
  await expect.poll(() => naturalWidth(previewImages.first())).toBe(800);
  await expect.poll(() => naturalWidth(previewImages.nth(1))).toBe(0);
  await expect(frame.getByRole('link', { name: 'esi@example.com' })).toHaveAttribute('href', 'mailto:esi@example.com');

  const editorAxe = await new AxeBuilder({ page }).exclude(PREVIEW_FRAME).analyze();
  expect(editorAxe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);

  await page.getByRole('switch', { name: 'Published' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pages$/);

  // A visitor.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  expect((await publicPage.goto(`/public/${username}/pages/work`))?.status()).toBe(200);
  const images = publicPage.locator('[data-item-image] img');
  await expect(images.first()).toHaveAttribute('src', /\/media\/page-images\/[\w-]+\/[\w-]+\.webp$/);
  await expect.poll(() => naturalWidth(images.first())).toBe(800);
  const mail = publicPage.getByRole('link', { name: 'esi@example.com' });
  await expect(mail).toHaveAttribute('href', 'mailto:esi@example.com');
  await expect(mail).toBeEnabled();
  await expect(publicPage.getByRole('link', { name: '+233 24 123 4567' })).toHaveAttribute('href', 'tel:+233241234567');
  await expect(publicPage.getByRole('link', { name: /2024|1,200/ })).toHaveCount(0);

  // The broken image shows its fallback: no broken-image icon.
  await expect.poll(() => naturalWidth(images.nth(1))).toBe(0);
  const brokenBox = publicPage.locator('[data-item-image]').nth(1);
  await expect(images.nth(1)).toHaveAttribute('alt', '');
  const shot = await brokenBox.screenshot({ path: test.info().outputPath('broken-image-fallback.png') });
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  const colourAt = (x: number, y: number) => [
    ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
  ];
  // The corner where Chromium draws its broken-image icon and alt text (inside the card's border) is
  // the box's plain ground...
  const ground = colourAt(30, 30);
  const onCardCorner = (x: number, y: number) => x < 20 && y < 20 && (20 - x) ** 2 + (20 - y) ** 2 > 17 ** 2;
  for (let y = 3; y < 28; y++) {
    for (let x = 3; x < 120; x++) if (!onCardCorner(x, y)) expect(colourAt(x, y), `${x},${y}`).toEqual(ground);
  }
  // ...and the "image off" mark is drawn in the middle.
  expect(colourAt(Math.floor(info.width / 2), Math.floor(info.height / 2))).not.toEqual(ground);

  const publicAxe = await new AxeBuilder({ page: publicPage }).analyze();
  expect(publicAxe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  await visitor.close();
});
