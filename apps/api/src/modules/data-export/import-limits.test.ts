import { DATA_EXPORT_MESSAGES as M } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { exportOf, importInto } from './zip-test-support';

/**
 * Decision 020: an archive holding more than the new account's plan allows is imported up to the
 * plan's limits, in the archive's order, and what was left out is listed in the answer.
 */
describe('POST /api/account/import within the plan of the new account', () => {
  let source: TestApp;
  let target: TestApp;
  let archive: Buffer;

  const send = (t: TestApp, user: TestUser, method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: user.headers, payload });

  beforeAll(async () => {
    [source, target] = await Promise.all([createTestApp(), createTestApp()]);
    const owner = await createUser(source.app, { email: 'blaze@example.com', tier: 'BLAZE' });
    const platforms = ['github', 'linkedin', 'twitter', 'instagram', 'youtube', 'medium', 'behance'];
    await send(source, owner, 'PUT', '/api/profile/social-links', {
      links: platforms.map((platform) => ({ platform, url: `https://${platform}.com/blaze` })),
    });
    for (const slug of ['one', 'two', 'secret', 'four', 'five']) {
      const res = await send(source, owner, 'POST', '/api/pages', {
        type: 'CUSTOM',
        title: `Page ${slug}`,
        slug,
        content: { headline: slug },
        isPublished: true,
        ...(slug === 'secret' ? { isPasswordProtected: true, password: 'open-sesame' } : {}),
      });
      expect(res.statusCode).toBe(201);
    }
    archive = (await exportOf(source, owner)).rawPayload;
  });
  afterAll(() => Promise.all([source.close(), target.close()]));

  it("imports up to a Starter account's limits and lists what was left out", async () => {
    const starter = await createUser(target.app, { email: 'blaze@example.com' });
    const res = await importInto(target, starter, archive);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      imported: { profile: true, socialLinks: 5, pages: 3, galleryItems: 0, resume: false, settings: true },
      leftOut: [
        { kind: 'socialLink', name: 'medium', reason: M.leftOverPlanLinks },
        { kind: 'socialLink', name: 'behance', reason: M.leftOverPlanLinks },
        { kind: 'page', name: 'secret', reason: M.leftProtectedPage },
        { kind: 'page', name: 'four', reason: M.leftOverPlanPages },
        { kind: 'page', name: 'five', reason: M.leftOverPlanPages },
      ],
    });
    const pages = (await target.app.inject({ method: 'GET', url: '/api/pages', headers: starter.headers })).json().data
      .pages;
    expect(pages).toEqual([
      expect.objectContaining({ slug: 'one', order: 0, isPublished: true, isPasswordProtected: false }),
      expect.objectContaining({ slug: 'two', order: 1, isPublished: true, isPasswordProtected: false }),
      // Its password never left the old server: a draft until the owner sets a new one.
      expect.objectContaining({ slug: 'secret', order: 2, isPublished: false, isPasswordProtected: false }),
    ]);
  });

  it('imports everything into an account whose plan has room', async () => {
    // The Starter account of the case above goes; a Blaze one with the same address comes.
    await target.app.db.deleteFrom('users').where('email', '=', 'blaze@example.com').execute();
    const blaze = await createUser(target.app, { email: 'blaze@example.com', tier: 'BLAZE' });
    const res = await importInto(target, blaze, archive);
    expect(res.json().data.imported).toMatchObject({ socialLinks: 7, pages: 5 });
    expect(res.json().data.leftOut).toEqual([{ kind: 'page', name: 'secret', reason: M.leftProtectedPage }]);
  });
});
