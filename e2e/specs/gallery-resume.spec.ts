import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { makePng } from '../support/images';
import { seedUser, signInAs } from '../support/seed';
import { expectNoAxeViolations } from '../support/axe';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

const uniqueName = (stem: string) => `${stem}-${Date.now().toString(36)}`;

/** Picks all files at once in the upload dialog, titles each row, and uploads them. */
async function uploadImages(page: Page, images: Array<{ file: string; title: string; color: string }>) {
  await page.getByRole('button', { name: 'Upload your first image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Images' });
  const files = await Promise.all(
    images.map(async ({ file, color }) => ({
      name: file,
      mimeType: 'image/png',
      buffer: await makePng(640, 480, color),
    })),
  );
  await dialog.getByLabel('Choose images').setInputFiles(files);
  for (const { file, title } of images) {
    const row = dialog.getByRole('group', { name: file });
    // Untitled by default (issue 32): the file's name is offered, not filled in.
    await expect(row.getByLabel('Title')).toHaveValue('');
    await row.getByLabel('Title').fill(title);
  }
  await dialog.getByRole('button', { name: 'Upload all' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

/**
 * Keyboard drag in the grid: pick up with Space, arrow left in 25 px steps until dnd-kit
 * announces position 1, drop with Space; resolves once the new order is saved.
 */
async function moveToFront(page: Page, title: string, total: number) {
  await page.getByRole('button', { name: `Reorder ${title}` }).focus();
  await page.keyboard.press('Space');
  const announcement = page.getByRole('status').filter({ hasText: new RegExp(`position \\d of ${total}`) });
  await expect(announcement).toContainText(`Picked up ${title}`);
  for (let step = 0; step < 60 && !/position 1 of/.test(await announcement.innerText()); step++) {
    await page.keyboard.press('ArrowLeft');
  }
  await expect(announcement).toContainText(`${title} was moved into position 1 of ${total}`);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/gallery/reorder') && r.ok());
  await page.keyboard.press('Space');
  await saved;
}

async function openAsVisitor(browser: Browser, url: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  return { context, page };
}

test('upload three images, reorder, hide one; the public gallery shows two with a lightbox, and works without JavaScript', async ({
  page,
  browser,
}) => {
  const username = uniqueName('abena');
  const owner = await seedUser({ username, firstName: 'Abena', lastName: 'Owusu' });
  await signInAs(page, owner);
  await page.goto('/dashboard/gallery');

  await uploadImages(page, [
    { file: 'harbour.png', title: 'Harbour at dawn', color: '#1d4ed8' },
    { file: 'market.png', title: 'Makola Market', color: '#b45309' },
    { file: 'dunes.png', title: 'Desert dunes', color: '#ca8a04' },
  ]);
  const grid = page.getByRole('list', { name: 'Gallery images' });
  const titles = grid.getByRole('heading', { level: 3 });
  await expect(titles).toHaveText(['Harbour at dawn', 'Makola Market', 'Desert dunes']);
  await expect(page.getByText('3 images.')).toBeVisible();
  // One toast for the three, under the top bar: the search and the bell stay uncovered.
  const toasts = page.locator('[data-toast-type]');
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toHaveText('3 images uploaded');
  const toastTop = (await toasts.boundingBox())!.y;
  for (const control of [
    page.getByRole('combobox', { name: 'Search the dashboard' }),
    page.getByRole('button', { name: 'Notifications' }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(toastTop).toBeGreaterThanOrEqual(box.y + box.height);
  }
  const thumbnail = grid.getByRole('listitem').filter({ hasText: 'Desert dunes' }).locator('img');
  await expect(thumbnail).toHaveAttribute('src', /\/media\/gallery\/thumbnails\/.+\.webp$/);

  await moveToFront(page, 'Desert dunes', 3);
  await expect(titles).toHaveText(['Desert dunes', 'Harbour at dawn', 'Makola Market']);
  await page.reload();
  await expect(titles).toHaveText(['Desert dunes', 'Harbour at dawn', 'Makola Market']);

  await page.getByRole('button', { name: 'Hide Harbour at dawn' }).click();
  await expect(page.getByText('Gallery item updated successfully')).toBeVisible();
  await page.reload();
  const hiddenTile = grid.getByRole('listitem').filter({ hasText: 'Harbour at dawn' });
  await expect(hiddenTile.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(hiddenTile.getByRole('button', { name: 'Show Harbour at dawn' })).toBeVisible();
  await expect(titles).toHaveCount(3);
  await expect(grid.getByText('Hidden', { exact: true })).toHaveCount(1);
  // The owner still sees the hidden image, through its signed URL (decision 037)…
  const hiddenImage = hiddenTile.locator('img');
  await expect(hiddenImage).toHaveAttribute('src', /\/media\/gallery\/thumbnails\/.+\.webp\?exp=\d+&sig=[\w-]+$/);
  await expect.poll(() => hiddenImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // …while anyone holding its plain URL gets the 404 of a file that does not exist.
  const hiddenSrc = new URL((await hiddenImage.getAttribute('src'))!, page.url());
  const plainUrl = `${hiddenSrc.origin}${hiddenSrc.pathname}`;
  expect((await page.request.get(plainUrl)).status()).toBe(404);

  // A visitor sees the two visible images in the owner's order.
  const galleryUrl = `/public/${username}/gallery`;
  const visitor = await openAsVisitor(browser, galleryUrl);
  const publicPage = visitor.page;
  const errors: string[] = [];
  publicPage.on('pageerror', (error) => errors.push(error.message));
  const main = publicPage.getByRole('main');
  await expect(main.getByText('2 images', { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Desert dunes', 'Makola Market']);
  await expect(publicPage.getByText('Harbour at dawn')).toHaveCount(0);
  await expectNoAxeViolations(publicPage);

  // The lightbox is the gallery's island: wait until its chunk has loaded and hydrated.
  await publicPage.waitForLoadState('networkidle');
  const firstCard = main.getByRole('link', { name: 'Desert dunes' });
  await firstCard.click();
  const lightbox = publicPage.getByRole('dialog', { name: 'Desert dunes' });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText('1 of 2', { exact: true })).toBeVisible();
  await expect(lightbox.getByRole('img', { name: 'Desert dunes' })).toHaveAttribute(
    'src',
    (await firstCard.getAttribute('href'))!,
  );
  await expect(lightbox.getByRole('button', { name: 'Previous image' })).toBeDisabled();
  await lightbox.getByRole('button', { name: 'Next image' }).click();
  const second = publicPage.getByRole('dialog', { name: 'Makola Market' });
  await expect(second.getByText('2 of 2', { exact: true })).toBeVisible();
  await expect(second.getByRole('button', { name: 'Next image' })).toBeDisabled();
  await expect(second.getByRole('button', { name: 'Previous image' })).toBeEnabled();
  await publicPage.keyboard.press('Escape');
  await expect(publicPage.getByRole('dialog')).toHaveCount(0);
  // Focus lands on the card of the image last shown, where the visitor now is in the gallery.
  await expect(main.getByRole('link', { name: 'Makola Market' })).toBeFocused();
  expect(errors).toEqual([]);
  await visitor.context.close();

  // Without JavaScript each card is a plain link to the full image.
  const noScript = await openAsVisitor(browser, galleryUrl, false);
  const cards = noScript.page.getByRole('main').getByRole('link');
  await expect(cards).toHaveCount(2);
  for (const [index, title] of ['Desert dunes', 'Makola Market'].entries()) {
    await expect(cards.nth(index).getByRole('img', { name: title })).toHaveAttribute(
      'src',
      /\/media\/gallery\/thumbnails\//,
    );
    const image = await noScript.page.request.get((await cards.nth(index).getAttribute('href'))!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
  }
  await noScript.context.close();

  // The owner's grid, hidden tile included, passes axe too.
  await expectNoAxeViolations(page);
});

test('a gallery longer than a page: more cards in place, the lightbox across pages, plain links without JavaScript', async ({
  browser,
  request,
}) => {
  const username = uniqueName('kwame');
  const owner = await seedUser({ username, firstName: 'Kwame' });
  const count = 26; // a page of 24 and two more
  for (let n = 1; n <= count; n++) {
    const uploaded = await request.post('/api/gallery/upload', {
      headers: { authorization: `Bearer ${owner.token}` },
      multipart: {
        image: { name: `shot-${n}.png`, mimeType: 'image/png', buffer: await makePng(64, 48, '#0f766e') },
        title: `Shot ${n}`,
      },
    });
    expect(uploaded.status()).toBe(201);
  }
  const shots = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => `Shot ${from + index}`);
  // Each upload goes to the end: the gallery lists Shot 1 … Shot 26.
  const inOrder = shots(1, count);

  const galleryUrl = `/public/${username}/gallery`;
  const visitor = await openAsVisitor(browser, galleryUrl);
  const page = visitor.page;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const main = page.getByRole('main');
  await expect(main.getByText(`${count} images`, { exact: true })).toBeVisible();
  const titles = main.getByRole('heading', { level: 2 });
  await expect(titles).toHaveText(inOrder.slice(0, 24));
  await expectNoAxeViolations(page);
  await page.waitForLoadState('networkidle');

  // The last card of the page counts among all 26, and the lightbox goes on into the next page.
  await main.getByRole('link', { name: inOrder[23] }).click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox.getByText(`24 of ${count}`, { exact: true })).toBeVisible();
  await lightbox.getByRole('button', { name: 'Next image' }).click();
  await expect(lightbox.getByText(`25 of ${count}`, { exact: true })).toBeVisible();
  await expect(lightbox.getByRole('heading', { name: inOrder[24] })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText(`${count} of ${count}`, { exact: true })).toBeVisible();
  await expect(lightbox.getByRole('button', { name: 'Next image' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(titles).toHaveText(inOrder);
  await expect(page.getByRole('link', { name: 'Show more images' })).toHaveCount(0);
  await visitor.context.close();

  // "Show more images" adds the rest in place and moves focus to the first card added.
  const again = await openAsVisitor(browser, galleryUrl);
  await again.page.waitForLoadState('networkidle');
  await again.page.getByRole('link', { name: 'Show more images' }).click();
  const againTitles = again.page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(againTitles).toHaveText(inOrder);
  await expect(again.page.getByRole('main').getByRole('link', { name: inOrder[24] })).toBeFocused();
  expect(again.page.url()).toMatch(new RegExp(`${galleryUrl}$`));
  await again.context.close();

  // On the second page the lightbox goes back into the first page's cards, added above, and
  // closes onto the card it showed last.
  const later = await openAsVisitor(browser, `${galleryUrl}?page=2`);
  later.page.on('pageerror', (error) => errors.push(error.message));
  await later.page.waitForLoadState('networkidle');
  const laterMain = later.page.getByRole('main');
  await laterMain.getByRole('link', { name: inOrder[24] }).click();
  const laterBox = later.page.getByRole('dialog');
  await expect(laterBox.getByText(`25 of ${count}`, { exact: true })).toBeVisible();
  await laterBox.getByRole('button', { name: 'Previous image' }).click();
  await expect(laterBox.getByText(`24 of ${count}`, { exact: true })).toBeVisible();
  await expect(laterBox.getByRole('heading', { name: inOrder[23] })).toBeVisible();
  await later.page.keyboard.press('Escape');
  await expect(laterMain.getByRole('link', { name: inOrder[23] })).toBeFocused();
  await expect(laterMain.getByRole('heading', { level: 2 })).toHaveText(inOrder);
  await later.context.close();
  expect(errors).toEqual([]);

  // Without JavaScript the same link opens the next page, which links back.
  const noScript = await openAsVisitor(browser, galleryUrl, false);
  await noScript.page.getByRole('link', { name: 'Show more images' }).click();
  await expect(noScript.page).toHaveURL(new RegExp(`${galleryUrl}\\?page=2$`));
  await expect(noScript.page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(inOrder.slice(24));
  await noScript.page.getByRole('link', { name: 'Previous images' }).click();
  await expect(noScript.page).toHaveURL(new RegExp(`${galleryUrl}$`));
  await expect(noScript.page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(24);
  await noScript.context.close();
});

/** Clicks 'Download Resume' on the public profile and returns the saved download. */
async function downloadResumeFrom(page: Page) {
  const link = page.getByRole('link', { name: 'Download Resume' });
  await expect(link).toHaveAttribute('href', /\/api\/public\/[^/]+\/resume$/);
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

test('upload a PDF resume, download it from the public profile, then make it private', async ({
  page,
  browser,
  request,
}) => {
  const username = uniqueName('yaw');
  const owner = await seedUser({ username, firstName: 'Yaw', lastName: 'Boateng' });
  await signInAs(page, owner);
  await page.goto('/dashboard/resume');

  await page.getByRole('button', { name: 'Upload Resume' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Resume' });
  await dialog
    .getByLabel('Resume file')
    .setInputFiles({ name: 'Yaw CV.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByText('Selected: Yaw CV.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Resume uploaded successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name: 'Yaw CV.pdf' });
  await expect(card.getByText('0 downloads')).toBeVisible();
  const visibility = card.getByRole('switch', { name: 'Public resume' });
  // A first upload is public (api-contract §6).
  await expect(visibility).toBeChecked();
  await expect(card.getByText('Public', { exact: true })).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Share link' })).toHaveValue(
    // The address beside the portfolio's, not the API's (decision 051).
    new RegExp(`^https?://[^/]+/public/${username}/resume$`),
  );
  await expectNoAxeViolations(page);

  const visitor = await openAsVisitor(browser, `/public/${username}`);
  const download = await downloadResumeFrom(visitor.page);
  expect(download.name).toBe('Yaw_Boateng_Resume.pdf');
  expect(download.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(download.bytes.equals(PDF)).toBe(true);

  await page.reload();
  await expect(card.getByText('1 download', { exact: true })).toBeVisible();
  await visibility.click();
  await expect(page.getByText('Resume is now private')).toBeVisible();
  await expect(visibility).not.toBeChecked();
  await expect(card.getByRole('textbox', { name: 'Share link' })).toHaveCount(0);

  // Any kept profile HTML was dropped by the owner's write.
  await visitor.page.reload();
  await expect(visitor.page.getByRole('heading', { name: 'Yaw Boateng', level: 1 })).toBeVisible();
  await expect(visitor.page.getByRole('link', { name: 'Download Resume' })).toHaveCount(0);
  const refused = await request.get(`/api/public/${username}/resume`);
  expect(refused.status()).toBe(404);
  expect(await refused.json()).toMatchObject({ status: 'ERROR', message: 'No resume available for download' });
  // The shared address sends a person to the portfolio instead.
  const shared = await request.get(`/public/${username}/resume`, { maxRedirects: 0 });
  expect(shared.status()).toBe(302);
  expect(shared.headers()['location']).toBe(`/public/${username}`);

  // Public again: the profile offers it once more.
  await visibility.click();
  await expect(page.getByText('Resume is now public')).toBeVisible();
  await expect(visibility).toBeChecked();
  await visitor.page.reload();
  await expect(visitor.page.getByRole('link', { name: 'Download Resume' })).toBeVisible();
  await visitor.context.close();
});
