import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { makePng } from '../support/images';
import { seedUser, signInAs, type SeededUser } from '../support/seed';
import { confirmIdentity } from '../support/confirm-identity';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

/** A small but complete portfolio, built through the API as the owner. */
async function buildPortfolio(request: APIRequestContext, owner: SeededUser) {
  const headers = { authorization: `Bearer ${owner.token}` };
  const answers = await Promise.all([
    request.put('/api/profile', {
      headers,
      data: { bio: 'I photograph markets across Kumasi.', tagline: 'Photographer', country: 'Ghana' },
    }),
    request.put('/api/profile/social-links', {
      headers,
      data: { links: [{ platform: 'instagram', url: 'https://instagram.com/yaw.lens' }] },
    }),
    request.post('/api/pages', {
      headers,
      data: {
        type: 'PROJECTS',
        title: 'Market Days',
        slug: 'market-days',
        isPublished: true,
        content: 'Kejetia at dawn',
      },
    }),
    request.post('/api/gallery/upload', {
      headers,
      multipart: {
        title: 'Kejetia stalls',
        image: { name: 'stalls.png', mimeType: 'image/png', buffer: await makePng(320, 240, '#b45309') },
      },
    }),
    request.post('/api/resume/upload', {
      headers,
      multipart: { resume: { name: 'yaw-cv.pdf', mimeType: 'application/pdf', buffer: PDF } },
    }),
  ]);
  for (const answer of answers) expect(answer.ok()).toBe(true);
}

/** What a visitor sees of the portfolio, without JavaScript. */
async function visitorView(browser: Browser, username: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  expect((await page.goto(`/public/${username}`))?.status()).toBe(200);
  const profile = {
    name: await page.getByRole('heading', { level: 1 }).innerText(),
    text: await page.locator('main').innerText(),
    links: await page
      .getByRole('list', { name: 'Social links' })
      .getByRole('link')
      // A button's name is its title; a row of icons names each one (decision 044).
      .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? link.textContent?.trim())),
    nav: await page.getByRole('navigation', { name: 'Portfolio' }).getByRole('link').allInnerTexts(),
  };
  expect((await page.goto(`/public/${username}/pages/market-days`))?.status()).toBe(200);
  const projectPage = await page.locator('main').innerText();
  expect((await page.goto(`/public/${username}/gallery`))?.status()).toBe(200);
  const gallery = await page.locator('main').innerText();
  await context.close();
  return { profile, projectPage, gallery };
}

test('export from Settings, re-import into a new account, and see the same public portfolio', async ({
  browser,
  request,
}) => {
  const username = `yaw-${Date.now().toString(36)}`;
  const original = await seedUser({ username, firstName: 'Yaw', lastName: 'Boateng' });
  await buildPortfolio(request, original);
  const before = await visitorView(browser, username);
  expect(before.profile.links).toEqual(['Instagram']);
  expect(before.profile.name).toBe('Yaw Boateng');
  expect(before.gallery).toContain('Kejetia stalls');

  // Export from Settings.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signInAs(ownerPage, original);
  await ownerPage.goto('/dashboard/settings');
  const downloading = ownerPage.waitForEvent('download');
  await ownerPage.getByRole('button', { name: 'Export my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^sparklink-export-${username}-\\d{4}-\\d\\d-\\d\\d\\.zip$`));
  const archive = await readFile((await download.path())!);
  expect(archive.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  await ownerContext.close();

  // The owner moves: the old account goes (after proving who it is), a new one with the same address comes.
  const confirmed = await request.post('/api/auth/confirm-identity', {
    headers: { authorization: `Bearer ${original.token}` },
    data: { password: original.password },
  });
  expect(confirmed.ok()).toBe(true);
  const deleted = await request.delete('/api/auth/account', {
    headers: { authorization: `Bearer ${original.token}` },
    data: { confirm: 'DELETE' },
  });
  expect(deleted.ok()).toBe(true);
  expect((await request.get(`/public/${username}`)).status()).toBe(404);
  const moved = await seedUser({ email: original.email, firstName: 'Yaw', lastName: 'Boateng' });

  const newContext = await browser.newContext();
  const newPage = await newContext.newPage();
  await signInAs(newPage, moved);
  await newPage.goto('/dashboard/settings');
  await newPage.getByLabel('Choose an export archive').setInputFiles({
    name: download.suggestedFilename(),
    mimeType: 'application/zip',
    buffer: archive,
  });
  await confirmIdentity(newPage, moved.password);
  await expect(newPage.getByRole('status').filter({ hasText: 'Your data was imported' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    newPage.getByText('Restored your profile, 1 page, 1 social link, 1 gallery item, your resume and your settings.'),
  ).toBeVisible();
  await newContext.close();

  expect(await visitorView(browser, username)).toEqual(before);
  const resume = await request.get(`/api/public/${username}/resume`);
  expect(resume.ok()).toBe(true);
  expect(Buffer.from(await resume.body())).toEqual(PDF);
});
