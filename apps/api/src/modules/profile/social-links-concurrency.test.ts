import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('social links limit under parallel replacements (issue 10, hole 6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const save = (user: TestUser, links: Array<{ platform: string; url: string }>) =>
    t.app.inject({ method: 'PUT', url: '/api/profile/social-links', headers: user.headers, payload: { links } });
  /** `count` new links, all carrying the request's tag in their URL. */
  const tagged = (tag: string, count: number) =>
    Array.from({ length: count }, (_, i) => ({ platform: 'website', url: `https://example.com/${tag}/${i}` }));

  it('keeps exactly one whole list of 5 on STARTER when 12 full replacements and 4 over-limit ones race', async () => {
    const user = await createUser(t.app);
    await save(user, tagged('before', 5));
    const full = Array.from({ length: 12 }, (_, i) => save(user, tagged(`r${i}`, 5)));
    const over = Array.from({ length: 4 }, (_, i) => save(user, tagged(`over${i}`, 6)));

    const [fullAnswers, overAnswers] = await Promise.all([Promise.all(full), Promise.all(over)]);

    expect(fullAnswers.map((res) => res.statusCode)).toEqual(Array(12).fill(200));
    for (const res of overAnswers) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        status: 'ERROR',
        code: 'PLAN_LIMIT',
        message: 'Your plan allows up to 5 social links',
        requiredTier: 'RISE',
      });
    }
    const stored = await t.app.db
      .selectFrom('social_links')
      .select(['url', 'sort_order'])
      .where('user_id', '=', user.id)
      .orderBy('sort_order')
      .execute();
    expect(stored).toHaveLength(5);
    expect(stored.map((row) => Number(row.sort_order))).toEqual([0, 1, 2, 3, 4]);
    const tags = new Set(stored.map((row) => new URL(row.url).pathname.split('/')[1]));
    expect(tags.size).toBe(1);
    expect([...tags][0]).toMatch(/^r\d+$/);
  });
});
