import { DATA_EXPORT_MESSAGES as M } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { exportOf, importInto, unzip } from './zip-test-support';

/**
 * A link's switch and a page's or link's BLAZE schedule (decisions 056, 059) travel in the archive.
 * They come back as they were on a plan that runs schedules; below it the schedule is dropped and
 * reported, and nothing comes in shown that was not showing at the import.
 */
describe('the archive carries switches and schedules', () => {
  const HOUR = 3_600_000;
  const at = (offset: number) => new Date(Math.floor(Date.now() / 1000) * 1000 + offset).toISOString();
  const past = { startsAt: at(-2 * HOUR), endsAt: at(-HOUR) };
  const running = { startsAt: at(-HOUR), endsAt: at(24 * HOUR) };
  const soon = at(24 * HOUR);

  let source: TestApp;
  let blazeServer: TestApp;
  let starterServer: TestApp;
  let archive: Buffer;

  const owned = async (t: TestApp, user: TestUser) => {
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: user.headers })).json().data;
    const [{ profile }, { pages }] = await Promise.all([get('/api/profile'), get('/api/pages')]);
    return {
      links: profile.socialLinks.map((l: Record<string, unknown>) => ({
        url: l.url,
        isEnabled: l.isEnabled,
        startsAt: l.startsAt,
        endsAt: l.endsAt,
      })),
      pages: pages.map((p: Record<string, unknown>) => ({
        slug: p.slug,
        isPublished: p.isPublished,
        publishAt: p.publishAt,
        unpublishAt: p.unpublishAt,
      })),
    };
  };

  beforeAll(async () => {
    [source, blazeServer, starterServer] = await Promise.all([createTestApp(), createTestApp(), createTestApp()]);
    const owner = await createUser(source.app, { tier: 'BLAZE', email: 'efua@example.com', username: 'efua' });
    const send = async (method: 'POST' | 'PUT', url: string, payload: object) => {
      const res = await source.app.inject({ method, url, headers: owner.headers, payload });
      expect(res.statusCode, res.body).toBeLessThan(300);
    };
    await send('PUT', '/api/profile/social-links', {
      links: [
        { kind: 'github', url: 'https://github.com/efua', isEnabled: false },
        { kind: 'website', url: 'https://example.com/ended', ...past },
        { kind: 'website', url: 'https://example.com/running', ...running },
      ],
    });
    const page = { type: 'ABOUT', content: 'Notes', isPublished: true };
    await send('POST', '/api/pages', { ...page, title: 'Soon', slug: 'soon', publishAt: soon });
    await send('POST', '/api/pages', {
      ...page,
      title: 'Running',
      slug: 'running',
      publishAt: running.startsAt,
      unpublishAt: running.endsAt,
    });
    archive = (await exportOf(source, owner)).rawPayload;
  });
  afterAll(() => Promise.all([source, blazeServer, starterServer].map((t) => t.close())));

  it('writes the switch and the schedules into the archive', async () => {
    const entries = await unzip(archive);
    const json = (name: string) => JSON.parse(entries.get(name)!.toString('utf8'));
    expect(
      json('data/social-links.json').map((l: Record<string, unknown>) => [l.isEnabled, l.startsAt, l.endsAt]),
    ).toEqual([
      [false, null, null],
      [true, past.startsAt, past.endsAt],
      [true, running.startsAt, running.endsAt],
    ]);
    expect(json('data/pages.json').map((p: Record<string, unknown>) => [p.slug, p.publishAt, p.unpublishAt])).toEqual([
      ['soon', soon, null],
      ['running', running.startsAt, running.endsAt],
    ]);
  });

  it('brings them back as they were on BLAZE', async () => {
    const moved = await createUser(blazeServer.app, { tier: 'BLAZE', email: 'efua@example.com' });
    const res = await importInto(blazeServer, moved, archive);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.leftOut).toEqual([]);
    expect(await owned(blazeServer, moved)).toEqual({
      links: [
        { url: 'https://github.com/efua', isEnabled: false, startsAt: null, endsAt: null },
        { url: 'https://example.com/ended', isEnabled: true, ...past },
        { url: 'https://example.com/running', isEnabled: true, ...running },
      ],
      pages: [
        { slug: 'soon', isPublished: true, publishAt: soon, unpublishAt: null },
        { slug: 'running', isPublished: true, publishAt: running.startsAt, unpublishAt: running.endsAt },
      ],
    });
  });

  it('drops them below BLAZE, says so, and shows only what was showing', async () => {
    const moved = await createUser(starterServer.app, { tier: 'STARTER', email: 'efua@example.com' });
    const res = await importInto(starterServer, moved, archive);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.leftOut).toEqual([
      { kind: 'socialLink', name: 'website', reason: M.leftScheduleNeedsPlan },
      { kind: 'socialLink', name: 'website', reason: M.leftScheduleNeedsPlan },
      { kind: 'page', name: 'soon', reason: M.leftScheduleNeedsPlan },
      { kind: 'page', name: 'running', reason: M.leftScheduleNeedsPlan },
    ]);
    expect(await owned(starterServer, moved)).toEqual({
      links: [
        { url: 'https://github.com/efua', isEnabled: false, startsAt: null, endsAt: null },
        { url: 'https://example.com/ended', isEnabled: false, startsAt: null, endsAt: null },
        { url: 'https://example.com/running', isEnabled: true, startsAt: null, endsAt: null },
      ],
      pages: [
        { slug: 'soon', isPublished: false, publishAt: null, unpublishAt: null },
        { slug: 'running', isPublished: true, publishAt: null, unpublishAt: null },
      ],
    });
    const visible = (await starterServer.app.inject({ method: 'GET', url: '/api/public/efua' })).json().data;
    expect(visible.socialLinks.map((l: { url: string }) => l.url)).toEqual(['https://example.com/running']);
  });
});
