import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('/api/pages', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { tier: 'BLAZE' });
  });
  afterAll(() => t.close());

  const send = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: user.headers, payload: payload as object });
  const create = (user: TestUser, body: Record<string, unknown>) => send(user, 'POST', '/api/pages', body);

  it('creates a page, appended in order, with defaults and no password in the answer', async () => {
    const res = await create(owner, { type: 'ABOUT', title: '  About me ', slug: 'about' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Page created successfully');
    expect(body.data.page).toMatchObject({
      type: 'ABOUT',
      title: 'About me',
      slug: 'about',
      content: {},
      order: 0,
      isPublished: false,
      publishedAt: null,
      isPasswordProtected: false,
      lockedByPlan: false,
    });
    expect(Object.keys(body.data.page).sort()).toEqual([
      'content',
      'createdAt',
      'id',
      'isPasswordProtected',
      'isPublished',
      'lockedByPlan',
      'order',
      'publishAt',
      'publishedAt',
      'slug',
      'title',
      'type',
      'unpublishAt',
      'updatedAt',
    ]);
    const second = await create(owner, { type: 'PROJECTS', title: 'Work', slug: 'work', isPublished: true });
    expect(second.json().data.page.order).toBe(1);
    expect(second.json().data.page.publishedAt).toEqual(expect.any(String));
  });

  it('gives the exact message for each invalid field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ type: 'NOPE', title: 'x', slug: 'x' }, 'type', 'Invalid page type'],
      [{ type: 'ABOUT', title: '   ', slug: 'x' }, 'title', 'Title is required'],
      [{ type: 'ABOUT', slug: 'x' }, 'title', 'Title is required'],
      [{ type: 'ABOUT', title: 'x'.repeat(101), slug: 'x' }, 'title', 'Title must be less than 100 characters'],
      [{ type: 'ABOUT', title: 'x', slug: '' }, 'slug', 'Slug is required'],
      [{ type: 'ABOUT', title: 'x', slug: 'a'.repeat(51) }, 'slug', 'Slug must be less than 50 characters'],
      [
        { type: 'ABOUT', title: 'x', slug: 'Bad Slug' },
        'slug',
        'Slug can only contain lowercase letters, numbers, and hyphens',
      ],
      [
        { type: 'ABOUT', title: 'x', slug: 'x', content: 'c'.repeat(5001) },
        'content',
        'Content must be less than 5000 characters',
      ],
      [
        { type: 'ABOUT', title: 'x', slug: 'x', content: { headline: 'h'.repeat(201) } },
        'content.headline',
        'Headline must be less than 200 characters',
      ],
      [
        { type: 'ABOUT', title: 'x', slug: 'x', content: { subheading: 's'.repeat(301) } },
        'content.subheading',
        'Subheading must be less than 300 characters',
      ],
      [
        {
          type: 'ABOUT',
          title: 'x',
          slug: 'x',
          content: { sections: [{ content: 'ok' }, { content: 'c'.repeat(5001) }] },
        },
        'content.sections[1].content',
        'Content must be less than 5000 characters',
      ],
      [
        { type: 'ABOUT', title: 'x', slug: 'x', content: { sections: [{ items: [{ link: 'javascript:alert(1)' }] }] } },
        'content.sections[0].items[0].link',
        'Enter a valid URL starting with http:// or https://',
      ],
      [
        { type: 'ABOUT', title: 'x', slug: 'x', content: { blob: 'x'.repeat(101 * 1024) } },
        'content',
        'Page content is too large',
      ],
      [
        { type: 'ABOUT', title: 'x', slug: 'x', isPasswordProtected: true, password: 'abc' },
        'password',
        'Password must be at least 4 characters',
      ],
      [
        { type: 'ABOUT', title: 'x', slug: 'x', isPasswordProtected: true },
        'password',
        'Password is required when protection is enabled',
      ],
    ];
    for (const [body, path, message] of cases) {
      const res = await create(owner, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({
        status: 'ERROR',
        code: 'VALIDATION_ERROR',
        message,
        errors: [{ path, message }],
      });
    }
  });

  it('keeps slugs unique per owner (409) but lets two owners use the same slug', async () => {
    const taken = await create(owner, { type: 'CUSTOM', title: 'Again', slug: 'about' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'CONFLICT', message: 'A page with this slug already exists' });
    const other = await createUser(t.app, { tier: 'BLAZE' });
    expect((await create(other, { type: 'ABOUT', title: 'About', slug: 'about' })).statusCode).toBe(201);
    const [, work] = (await send(owner, 'GET', '/api/pages')).json().data.pages;
    const rename = await send(owner, 'PUT', `/api/pages/${work.id}`, { slug: 'about' });
    expect(rename.statusCode).toBe(409);
  });

  it('updates fields partially, sets publishedAt on first publish only, and keeps order', async () => {
    const { page } = (await create(owner, { type: 'BLOG', title: 'Blog', slug: 'blog' })).json().data;
    const published = (await send(owner, 'PUT', `/api/pages/${page.id}`, { isPublished: true })).json();
    expect(published.message).toBe('Page updated successfully');
    const firstPublishedAt = published.data.page.publishedAt;
    expect(firstPublishedAt).toEqual(expect.any(String));
    await send(owner, 'PUT', `/api/pages/${page.id}`, { isPublished: false });
    const again = (
      await send(owner, 'PUT', `/api/pages/${page.id}`, { isPublished: true, type: 'CUSTOM', title: 'Notes' })
    ).json();
    expect(again.data.page).toMatchObject({
      publishedAt: firstPublishedAt,
      type: 'CUSTOM',
      title: 'Notes',
      slug: 'blog',
    });
    const content = {
      headline: 'Hi',
      sections: [
        {
          type: 'text',
          title: 'Intro',
          content: 'Hello\nworld',
          items: [{ title: 'P', link: 'https://example.com/p' }],
        },
      ],
      extra: { kept: true },
    };
    const withContent = (await send(owner, 'PUT', `/api/pages/${page.id}`, { content })).json();
    expect(withContent.data.page.content).toEqual(content);
    expect((await send(owner, 'GET', `/api/pages/${page.id}`)).json().data.page.content).toEqual(content);
  });

  it('deletes a page and renumbers the rest', async () => {
    const user = await createUser(t.app, { tier: 'RISE' });
    const ids: string[] = [];
    for (const slug of ['a', 'b', 'c'])
      ids.push((await create(user, { type: 'CUSTOM', title: slug, slug })).json().data.page.id);
    const res = await send(user, 'DELETE', `/api/pages/${ids[1]}`);
    expect(res.json()).toEqual({ status: 'SUCCESS', message: 'Page deleted successfully', data: null });
    const pages = (await send(user, 'GET', '/api/pages')).json().data.pages;
    expect(pages.map((p: { slug: string; order: number }) => [p.slug, p.order])).toEqual([
      ['a', 0],
      ['c', 1],
    ]);
    expect((await send(user, 'GET', `/api/pages/${ids[1]}`)).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Page not found',
    });
  });

  it("answers 404 for another account's page on every route, and touches nothing", async () => {
    const intruder = await createUser(t.app, { tier: 'BLAZE' });
    const { page } = (await create(owner, { type: 'CUSTOM', title: 'Mine', slug: 'mine' })).json().data;
    for (const [method, url, payload] of [
      ['GET', `/api/pages/${page.id}`, undefined],
      ['PUT', `/api/pages/${page.id}`, { title: 'Hacked' }],
      ['DELETE', `/api/pages/${page.id}`, undefined],
    ] as const) {
      const res = await send(intruder, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Page not found');
    }
    const reorder = await send(intruder, 'POST', '/api/pages/reorder', { pageOrders: [{ id: page.id, order: 0 }] });
    expect(reorder.statusCode).toBe(400);
    expect(reorder.json()).toMatchObject({ message: 'Unknown page id', errors: [{ path: 'pageOrders[0].id' }] });
    expect((await send(owner, 'GET', `/api/pages/${page.id}`)).json().data.page.title).toBe('Mine');
  });

  it('requires a Bearer token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pages' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Access token required');
  });
});
