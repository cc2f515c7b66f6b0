import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { freezeDateOnWholeSecond } from '../../../test/helpers/clock';

/**
 * A social link's switch and BLAZE schedule (decision 059) with a clock of our own: a link shows
 * from its start second to its end second on every public read (JSON, server-rendered profile,
 * click redirect) whatever a cache, a stored document or a 304 held, and no job has to run.
 */
describe('social link switch and schedule', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const save = (user: TestUser, links: unknown[]) =>
    t.app.inject({ method: 'PUT', url: '/api/profile/social-links', headers: user.headers, payload: { links } });
  const deck = { kind: 'custom', title: 'Launch deck', url: 'https://example.com/deck' };
  const github = { kind: 'github', url: 'https://github.com/ama' };
  const publicLinks = async (user: TestUser) =>
    (await get(`/api/public/${user.row.username}`)).json().data.socialLinks.map((l: { title: string }) => l.title);

  it('hides a switched-off link everywhere on every plan, and shows it again when switched on', async () => {
    const owner = await createUser(t.app, { tier: 'STARTER', username: `switch${Date.now() % 100000}` });
    const res = await save(owner, [{ ...deck, isEnabled: false }, github]);
    expect(res.statusCode).toBe(200);
    const [off, on] = res.json().data.socialLinks;
    expect(off).toMatchObject({ title: 'Launch deck', isEnabled: false, startsAt: null, endsAt: null });
    expect(on).toMatchObject({ kind: 'github', isEnabled: true });

    const json = (await get(`/api/public/${owner.row.username}`)).json().data;
    expect(json.socialLinks.map((l: { id: string }) => l.id)).toEqual([on.id]);
    const html = (await get(`/public/${owner.row.username}`)).body;
    expect(html).not.toContain('Launch deck');
    expect(html).toContain(`/api/r/${on.id}`);
    const hidden = await get(`/api/r/${off.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Link not found');
    expect((await get(`/api/r/${on.id}`)).statusCode).toBe(302);

    // Sent back without the switch (as the older client does), the link keeps it.
    const kept = await save(owner, [
      { id: off.id, ...deck },
      { id: on.id, ...github },
    ]);
    expect(kept.json().data.socialLinks[0].isEnabled).toBe(false);
    await save(owner, [
      { id: off.id, ...deck, isEnabled: true },
      { id: on.id, ...github },
    ]);
    expect((await get(`/public/${owner.row.username}`)).body).toContain('Launch deck');
    expect((await get(`/api/r/${off.id}`)).statusCode).toBe(302);
  });

  it('counts a switched-off link towards the plan limit, and gives it no public place after a downgrade', async () => {
    const starter = await createUser(t.app, { tier: 'STARTER' });
    const six = Array.from({ length: 6 }, (_, i) => ({ kind: 'website', url: `https://e.com/${i}`, isEnabled: i > 0 }));
    const refused = await save(starter, six);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PLAN_LIMIT', message: 'Your plan allows up to 5 social links' });

    const owner = await createUser(t.app, { tier: 'RISE', username: `capped${Date.now() % 100000}` });
    const saved = (await save(owner, six)).json().data.socialLinks as Array<{ id: string; url: string }>;
    expect(saved).toHaveLength(6);
    await t.app.db.updateTable('users').set({ tier: 'STARTER' }).where('id', '=', owner.id).execute();
    await t.app.publicCache.invalidateOwner(owner.id);
    // The five the public sees are the first five switched-on links.
    const shown = (await get(`/api/public/${owner.row.username}`)).json().data.socialLinks as Array<{ url: string }>;
    expect(shown.map((l) => l.url)).toEqual(saved.slice(1).map((l) => l.url));
  });

  it('shows a link from its start second to its end second, over cached, stored and 304 answers', async () => {
    const start = freezeDateOnWholeSecond();
    const owner = await createUser(t.app, { tier: 'BLAZE', username: `linksched${start % 100000}` });
    const startsAt = new Date(start + 60_000);
    const endsAt = new Date(start + 120_000);
    const res = await save(owner, [
      { ...deck, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() },
      github,
    ]);
    expect(res.statusCode).toBe(200);
    const link = res.json().data.socialLinks[0];
    expect(link).toMatchObject({ isEnabled: true, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() });
    const profileUrl = `/public/${owner.row.username}`;
    const jsonUrl = `/api/public/${owner.row.username}`;

    const first = await get(profileUrl);
    expect(first.body).not.toContain('Launch deck');
    expect((await get(profileUrl)).body).not.toContain('Launch deck');
    expect(t.app.publicCache.size).toBeGreaterThan(0);
    const etag = first.headers.etag as string;
    expect((await get(profileUrl, { 'if-none-match': etag })).statusCode).toBe(304);
    // A shared answer is never cached past the start second.
    expect((await get(jsonUrl)).headers['cache-control']).toBe('public, max-age=30');
    expect(await publicLinks(owner)).toEqual([null]);

    vi.setSystemTime(startsAt.getTime() - 1000);
    expect((await get(profileUrl)).body).not.toContain('Launch deck');
    expect((await get(jsonUrl)).headers['cache-control']).toBe('public, max-age=1');
    expect((await get(`/api/r/${link.id}`)).statusCode).toBe(404);

    vi.setSystemTime(startsAt);
    const live = await get(profileUrl, { 'if-none-match': etag });
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain('Launch deck');
    expect(await publicLinks(owner)).toEqual(['Launch deck', null]);
    expect((await get(`/api/r/${link.id}`)).statusCode).toBe(302);
    // A write while live stores the profile, valid until the end second.
    const write = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: owner.headers,
      payload: { tagline: 'Live now' },
    });
    expect(write.statusCode).toBe(200);
    const stored = await t.app.db
      .selectFrom('rendered_documents')
      .select(['document', 'valid_until'])
      .where('owner_id', '=', owner.id)
      .where('document', '=', 'profile')
      .executeTakeFirstOrThrow();
    expect(new Date(stored.valid_until as Date | number).getTime()).toBe(endsAt.getTime());
    const liveTag = (await get(profileUrl)).headers.etag as string;

    vi.setSystemTime(endsAt.getTime() - 1000);
    expect((await get(profileUrl)).body).toContain('Launch deck');
    expect((await get(profileUrl, { 'if-none-match': liveTag })).statusCode).toBe(304);

    vi.setSystemTime(endsAt);
    const gone = await get(profileUrl, { 'if-none-match': liveTag });
    expect(gone.statusCode).toBe(200);
    expect(gone.body).not.toContain('Launch deck');
    expect(await publicLinks(owner)).toEqual([null]);
    expect((await get(`/api/r/${link.id}`)).statusCode).toBe(404);
  });

  it('refuses a start or end below BLAZE with PLAN_LIMIT, and an end not after the start', async () => {
    const rise = await createUser(t.app, { tier: 'RISE' });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const refused = await save(rise, [{ ...github, endsAt: at }]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      status: 'ERROR',
      code: 'PLAN_LIMIT',
      message: 'Scheduled publishing requires a BLAZE subscription',
      requiredTier: 'BLAZE',
    });
    // The switch is for every plan, and clearing a time is always allowed.
    expect((await save(rise, [{ ...github, isEnabled: false, startsAt: null, endsAt: null }])).statusCode).toBe(200);

    const blaze = await createUser(t.app, { tier: 'BLAZE' });
    const same = await save(blaze, [{ ...github, startsAt: at, endsAt: at }]);
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual([{ path: 'links[0].endsAt', message: 'Ends must be after Starts' }]);
    const invalid = await save(blaze, [{ ...github, startsAt: 'tomorrow' }]);
    expect(invalid.json().errors).toEqual([
      { path: 'links[0].startsAt', message: 'Starts must be a valid date and time' },
    ]);
    // Only one side sent: the stored other side counts.
    const link = (await save(blaze, [{ ...github, startsAt: at }])).json().data.socialLinks[0];
    const early = new Date(Date.now() + 1_800_000).toISOString();
    const backwards = await save(blaze, [{ id: link.id, ...github, endsAt: early }]);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([{ path: 'links[0].endsAt', message: 'Ends must be after Starts' }]);
  });

  it('lets a downgraded owner keep a schedule that no longer fires, and save it back unchanged', async () => {
    const owner = await createUser(t.app, { tier: 'BLAZE', username: `lapsedlink${Date.now() % 100000}` });
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const link = (await save(owner, [{ ...deck, startsAt: later }])).json().data.socialLinks[0];
    expect(await publicLinks(owner)).toEqual([]);
    await t.app.db.updateTable('users').set({ tier: 'RISE' }).where('id', '=', owner.id).execute();
    await t.app.publicCache.invalidateOwner(owner.id);
    expect(await publicLinks(owner)).toEqual(['Launch deck']);
    expect((await get(`/api/r/${link.id}`)).statusCode).toBe(302);
    // The editor sends every link back: the kept time passes; a new one does not.
    const resent = await save(owner, [{ id: link.id, ...deck, startsAt: later }]);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data.socialLinks[0]).toMatchObject({ startsAt: later });
    const moved = new Date(Date.parse(later) + 60_000).toISOString();
    expect((await save(owner, [{ id: link.id, ...deck, startsAt: moved }])).statusCode).toBe(403);
    // Switched off, the link stays hidden whatever the plan.
    await save(owner, [{ id: link.id, ...deck, isEnabled: false }]);
    expect(await publicLinks(owner)).toEqual([]);
  });
});
