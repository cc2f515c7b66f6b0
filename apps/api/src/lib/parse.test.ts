import { MESSAGES, UpdatePageSchema, UpdateProfileSchema } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { AppError } from './app-error';
import { findUnstorableText, parseInput } from './parse';

const failureOf = (run: () => unknown): AppError => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('parsed without an error');
};

describe('parseInput refuses text no database column can store', () => {
  it('names the field holding a NUL or an unpaired surrogate, with the contract sentence', () => {
    const nul = failureOf(() => parseInput(UpdateProfileSchema, { bio: 'a\u0000b' }));
    expect(nul.status).toBe(400);
    expect(nul.code).toBe('VALIDATION_ERROR');
    expect(nul.message).toBe(MESSAGES.invalidCharacters);
    expect(nul.extra.errors).toEqual([{ path: 'bio', message: MESSAGES.invalidCharacters }]);

    const content = { sections: [{ title: 'ok' }, { items: [{ title: 'broken \ud800 half' }] }] };
    const surrogate = failureOf(() => parseInput(UpdatePageSchema, { content }));
    expect(surrogate.extra.errors).toEqual([
      { path: 'content.sections[1].items[0].title', message: MESSAGES.invalidCharacters },
    ]);
  });

  it('checks keys too (loose objects keep unknown ones) and keeps whole emoji and other text', () => {
    expect(findUnstorableText({ content: { 'x\u0000': 1 } })).toBe('content.x\u0000');
    expect(findUnstorableText({ a: ['x\udc00'] })).toBe('a[0]');
    expect(findUnstorableText({ a: '😀 ß İ \u202e \ufeff', b: [1, null, true] })).toBeUndefined();
    expect(parseInput(UpdateProfileSchema, { bio: 'Hi 👩‍👩‍👧' })).toEqual({ bio: 'Hi 👩‍👩‍👧' });
  });

  it('walks a body nested 100,000 levels deep without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^(\[0\]){100000}$/);
  });
});

describe('text with NUL through the API (a 500 on PostgreSQL before)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 400 with the field and leaves the stored profile as it was', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: user.headers,
      payload: { bio: 'before\u0000after', tagline: 'fine' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'ERROR',
      code: 'VALIDATION_ERROR',
      message: MESSAGES.invalidCharacters,
      errors: [{ path: 'bio', message: MESSAGES.invalidCharacters }],
    });
    const row = await t.app.db
      .selectFrom('profiles')
      .select(['bio', 'tagline'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ bio: null, tagline: null });
  });

  it('answers the view pixel with its GIF when the username holds NUL, counting nothing', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/public/events/pixel.gif?type=profile_view&username=some%00one',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
  });
});
