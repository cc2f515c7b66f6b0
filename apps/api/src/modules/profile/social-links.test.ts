import type { Tier } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

/** The fields link buttons added (decision 044), as a link of the twelve platforms has them. */
const NO_NEW_FIELDS = {
  ...{ title: null, thumbnailUrl: null, phone: null, message: null, verification: null },
  // Decision 059: on, with no schedule, unless the owner says otherwise.
  ...{ isEnabled: true, startsAt: null, endsAt: null },
};

describe('PUT /api/profile/social-links (api-contract §3, §12)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const save = (user: TestUser, payload?: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile/social-links',
      headers: user.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const links = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ platform: 'website', url: `https://example.com/${i}` }));

  it('creates links with lowercase platforms, normalised addresses, numbered in order, and derives `website`', async () => {
    const user = await createUser(t.app);
    const res = await save(user, {
      links: [
        { platform: 'GitHub', url: ' https://github.com/ama ', order: 0 },
        { platform: 'Website', url: 'https://ama.dev', order: 1 },
        { platform: 'website', url: 'https://second.example', order: 2 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Social links updated successfully');
    expect(body.data.socialLinks).toEqual([
      {
        ...{ id: expect.any(String), platform: 'github', url: 'https://github.com/ama', order: 0, relMe: false },
        ...NO_NEW_FIELDS,
        kind: 'github',
      },
      // Stored as a browser sends it (decision 036): a bare host gains its path, "/".
      {
        ...{ id: expect.any(String), platform: 'website', url: 'https://ama.dev/', order: 1, relMe: false },
        ...NO_NEW_FIELDS,
        kind: 'website',
      },
      {
        ...{ id: expect.any(String), platform: 'website', url: 'https://second.example/', order: 2, relMe: false },
        ...NO_NEW_FIELDS,
        kind: 'website',
      },
    ]);
    const profile = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers })).json().data
      .profile;
    expect(profile.socialLinks).toEqual(body.data.socialLinks);
    expect(profile.website).toBe('https://ama.dev/');
  });

  it('updates links by id (keeping the id), creates new ones, deletes missing ones and renumbers', async () => {
    const user = await createUser(t.app);
    const first = (await save(user, { links: links(3) })).json().data.socialLinks;
    const [a, b, c] = first;

    const res = await save(user, {
      links: [
        { id: 'not-a-known-id', platform: 'twitter', url: 'https://x.com/ama', order: 7 },
        { id: c.id, platform: 'linkedin', url: 'https://linkedin.com/in/ama', order: 3 },
        { id: a.id, platform: 'website', url: 'https://example.com/a-changed', order: 3 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const after = res.json().data.socialLinks;
    expect(after).toEqual([
      {
        ...{ id: c.id, platform: 'linkedin', url: 'https://linkedin.com/in/ama', order: 0, relMe: false },
        ...NO_NEW_FIELDS,
        kind: 'linkedin',
      },
      {
        ...{ id: a.id, platform: 'website', url: 'https://example.com/a-changed', order: 1, relMe: false },
        ...NO_NEW_FIELDS,
        kind: 'website',
      },
      {
        ...{ id: expect.any(String), platform: 'twitter', url: 'https://x.com/ama', order: 2, relMe: false },
        ...NO_NEW_FIELDS,
        kind: 'twitter',
      },
    ]);
    expect([a.id, b.id, c.id, 'not-a-known-id']).not.toContain(after[2].id);
    const stored = await t.app.db.selectFrom('social_links').select('id').where('id', '=', b.id).execute();
    expect(stored).toEqual([]);
  });

  it('keeps array order when orders are missing, and treats a repeated id as a new link', async () => {
    const user = await createUser(t.app);
    const [only] = (await save(user, { links: links(1) })).json().data.socialLinks;
    const res = await save(user, {
      links: [
        { id: only.id, platform: 'github', url: 'https://github.com/one' },
        { id: only.id, platform: 'medium', url: 'https://medium.com/@one' },
      ],
    });
    const after = res.json().data.socialLinks;
    expect(after.map((link: { platform: string }) => link.platform)).toEqual(['github', 'medium']);
    expect(after[0].id).toBe(only.id);
    expect(after[1].id).not.toBe(only.id);
  });

  it('runs two simultaneous replacements one after the other, never merging them', async () => {
    const user = await createUser(t.app);
    await Promise.all([save(user, { links: links(3) }), save(user, { links: links(3) })]);
    const stored = await t.app.db.selectFrom('social_links').select('id').where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(3);
  });

  it('deletes every link when given an empty list', async () => {
    const user = await createUser(t.app);
    await save(user, { links: links(2) });
    expect((await save(user, { links: [] })).json().data).toEqual({ socialLinks: [], linksLayout: 'buttons' });
  });

  it("never updates another account's link: a foreign id creates a link for the caller", async () => {
    const owner = await createUser(t.app);
    const intruder = await createUser(t.app);
    const [theirs] = (await save(owner, { links: [{ platform: 'github', url: 'https://github.com/owner' }] })).json()
      .data.socialLinks;

    const res = await save(intruder, { links: [{ id: theirs.id, platform: 'github', url: 'https://evil.example/' }] });
    expect(res.statusCode).toBe(200);
    const [created] = res.json().data.socialLinks;
    expect(created.id).not.toBe(theirs.id);
    expect(created.url).toBe('https://evil.example/');

    const ownerLinks = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: owner.headers })).json().data
      .profile.socialLinks;
    expect(ownerLinks).toEqual([theirs]);
    await save(intruder, { links: [] });
    expect((await t.app.db.selectFrom('social_links').select('id').where('id', '=', theirs.id).execute()).length).toBe(
      1,
    );
  });

  it.each([
    [undefined, 'links', 'Links must be an array'],
    [{}, 'links', 'Links must be an array'],
    [{ links: 'github' }, 'links', 'Links must be an array'],
    [{ links: ['https://x.com'] }, 'links[0]', 'Each link needs a platform and a URL'],
    [{ links: [{ platform: 'myspace', url: 'https://myspace.com/a' }] }, 'links[0].platform', 'Invalid platform'],
    [{ links: [{ url: 'https://myspace.com/a' }] }, 'links[0].platform', 'Invalid platform'],
    [
      {
        links: [
          { platform: 'github', url: 'https://github.com/a' },
          { platform: 'github', url: 'ftp://files.example' },
        ],
      },
      'links[1].url',
      'Enter a valid URL starting with http:// or https://',
    ],
    [
      {
        links: [
          { platform: 'website', url: 'https://ok.example' },
          { platform: 'website', url: 'javascript:alert(1)' },
        ],
      },
      'links[1].url',
      'Enter a valid URL starting with http:// or https://',
    ],
    [
      { links: [{ platform: 'website', url: 'example.com' }] },
      'links[0].url',
      'Enter a valid URL starting with http:// or https://',
    ],
    [
      { links: [{ platform: 'website', url: `https://example.com/${'a'.repeat(2029)}` }] },
      'links[0].url',
      'Enter a valid URL starting with http:// or https://',
    ],
    [
      { links: [{ platform: 'website', url: 'https://a.example', order: 'first' }] },
      'links[0].order',
      'Order must be a number',
    ],
  ])('rejects %j at %s with "%s"', async (payload, path, message) => {
    const user = await createUser(t.app);
    const res = await save(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'ERROR', code: 'VALIDATION_ERROR', message, errors: [{ path, message }] });
  });

  it('accepts a URL of exactly 2048 characters', async () => {
    const user = await createUser(t.app);
    const url = `https://example.com/${'a'.repeat(2028)}`;
    expect(url).toHaveLength(2048);
    expect((await save(user, { links: [{ platform: 'website', url }] })).statusCode).toBe(200);
  });

  it.each<[Tier, number, string, string]>([
    ['STARTER', 6, 'Your plan allows up to 5 social links', 'RISE'],
    ['RISE', 11, 'Your plan allows up to 10 social links', 'BLAZE'],
  ])(
    'allows %s up to its limit and answers %i links with 403 PLAN_LIMIT',
    async (tier, count, message, requiredTier) => {
      const user = await createUser(t.app, { tier });
      expect((await save(user, { links: links(count - 1) })).statusCode).toBe(200);
      const res = await save(user, { links: links(count) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 'ERROR', code: 'PLAN_LIMIT', message, requiredTier });
      const stored = await t.app.db.selectFrom('social_links').select('id').where('user_id', '=', user.id).execute();
      expect(stored).toHaveLength(count - 1);
    },
  );

  it('has no limit on BLAZE, and holds an expired RISE to the STARTER limit', async () => {
    const blaze = await createUser(t.app, { tier: 'BLAZE' });
    const res = await save(blaze, { links: links(20) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.socialLinks).toHaveLength(20);

    const lapsed = await createUser(t.app, { tier: 'RISE', tierDays: -1 });
    const limited = await save(lapsed, { links: links(6) });
    expect(limited.json()).toMatchObject({ code: 'PLAN_LIMIT', requiredTier: 'RISE' });
  });
  it('keeps the rel="me" mark of a link and refuses a non-boolean one', async () => {
    const user = await createUser(t.app);
    const put = (links: object[]) =>
      t.app.inject({ method: 'PUT', url: '/api/profile/social-links', headers: user.headers, payload: { links } });
    const saved = await put([{ platform: 'github', url: 'https://github.com/ama', relMe: true }]);
    expect(saved.json().data.socialLinks).toEqual([
      {
        ...{ id: expect.any(String), platform: 'github', url: 'https://github.com/ama', order: 0, relMe: true },
        ...NO_NEW_FIELDS,
        kind: 'github',
      },
    ]);
    const bad = await put([{ platform: 'github', url: 'https://github.com/ama', relMe: 'yes' }]);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ path: 'links[0].relMe', message: 'relMe must be a boolean' }],
    });
  });
});
