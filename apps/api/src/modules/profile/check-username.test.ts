import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('GET /api/profile/check-username (api-contract §3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const check = (query: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
    t.app.inject({ method: 'GET', url: `/api/profile/check-username${query}`, headers, remoteAddress });

  it('reports a free name as available, without a token', async () => {
    const res = await check('?username=fresh_name');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'SUCCESS',
      data: { username: 'fresh_name', available: true, message: 'Username is available' },
    });
  });

  it('compares case-insensitively and reports reserved names as taken', async () => {
    await createUser(t.app, { username: 'Ama' });
    for (const username of ['ama', 'AMA', 'admin', 'Dashboard', 'media']) {
      const res = await check(`?username=${username}`);
      expect(res.json().data, username).toEqual({ username, available: false, message: 'Username is already taken' });
    }
  });

  it("reports the caller's own name as available, and ignores an invalid token", async () => {
    const owner = await createUser(t.app, { username: 'Kofi_B' });
    const own = await check('?username=kofi_b', owner.headers);
    expect(own.json().data).toEqual({ username: 'kofi_b', available: true, message: 'Username is available' });
    const forged = await check('?username=kofi_b', { authorization: 'Bearer not-a-token' });
    expect(forged.statusCode).toBe(200);
    expect(forged.json().data.available).toBe(false);
  });

  it.each([
    ['', 'Username is required'],
    ['?username=', 'Username is required'],
    ['?username=%20%20', 'Username is required'],
    ['?username=ab', 'Username must be at least 3 characters'],
    [`?username=${'a'.repeat(31)}`, 'Username must be less than 30 characters'],
    ['?username=no%20spaces', 'Username can only contain letters, numbers, hyphens, and underscores'],
  ])('answers 400 for "%s" with "%s"', async (query, message) => {
    const res = await check(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'ERROR',
      code: 'VALIDATION_ERROR',
      message,
      errors: [{ path: 'username', message }],
    });
  });

  it('allows 60 checks a minute per IP, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 60; i += 1) {
      expect((await check(`?username=name${i}`, {}, '203.0.113.7')).statusCode).toBe(200);
    }
    const limited = await check('?username=one_more', {}, '203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      status: 'ERROR',
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await check('?username=one_more', {}, '203.0.113.8')).statusCode).toBe(200);
  });
});
