import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('the catch-all limits of api-contract §1.7', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts signed-in calls per user, so they do not use up the address budget of anonymous calls', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 300; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers })).statusCode).toBe(200);
    }
    const overUser = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(overUser.statusCode).toBe(429);
    expect(overUser.json().message).toBe('Too many requests. Please try again later.');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('limits the click redirect to 120 a minute per address', async () => {
    for (let i = 0; i < 120; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/r/no-such-link' })).statusCode).toBe(404);
    }
    const over = await t.app.inject({ method: 'GET', url: '/api/r/no-such-link' });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toEqual(expect.any(String));
  });
});
