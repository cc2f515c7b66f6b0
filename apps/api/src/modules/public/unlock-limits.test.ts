import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

/**
 * The unlock limits of api-contract §1.7 hold against guesses sent in parallel: each guess is
 * counted before the password hash is checked, through the JSON unlock and the no-JavaScript form.
 */
describe('page unlock limits under parallel guessing', () => {
  let t: TestApp;
  let pages = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A fresh protected page, so each test starts with untouched counters. */
  async function protectedPage(): Promise<{ username: string; slug: string }> {
    pages += 1;
    const username = `vault_owner_${pages}`;
    const owner = await createUser(t.app, { tier: 'RISE', username });
    const page = { type: 'CUSTOM', title: 'Vault', slug: 'vault', isPublished: true };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pages',
      headers: owner.headers,
      payload: { ...page, isPasswordProtected: true, password: 'right pass' },
    });
    expect(res.statusCode).toBe(201);
    return { username, slug: 'vault' };
  }

  const unlockJson = (target: { username: string; slug: string }, password: string, ip = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/access-protected',
      remoteAddress: ip,
      payload: { ...target, password },
    });

  const unlockForm = (target: { username: string; slug: string }, password: string, ip = '203.0.113.8') =>
    t.app.inject({
      method: 'POST',
      url: `/public/${target.username}/pages/${target.slug}`,
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `password=${encodeURIComponent(password)}`,
    });

  const tally = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

  it('lets exactly 5 of 20 parallel JSON guesses reach the password check', async () => {
    const target = await protectedPage();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => unlockJson(target, `wrong${i}`)));
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 403: 5, 429: 15 });
    const limited = answers.find((a) => a.statusCode === 429)!;
    expect(limited.json()).toMatchObject({ status: 'ERROR', message: 'Too many requests. Please try again later.' });
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
    // The right password is refused too once the address has used its five guesses.
    expect((await unlockJson(target, 'right pass')).statusCode).toBe(429);
    // Another address still has its own five.
    expect((await unlockJson(target, 'right pass', '198.51.100.2')).statusCode).toBe(200);
  });

  it('lets exactly 5 of 20 parallel form guesses reach the password check (no JavaScript)', async () => {
    const target = await protectedPage();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => unlockForm(target, `wrong${i}`)));
    const incorrect = answers.filter((a) => a.body.includes('Incorrect password'));
    const limited = answers.filter((a) => a.body.includes('Too many requests. Please try again later.'));
    expect([incorrect.length, limited.length]).toEqual([5, 15]);
    expect((await unlockForm(target, 'right pass')).body).toContain('Too many requests. Please try again later.');
    expect((await unlockForm(target, 'right pass', '198.51.100.3')).statusCode).toBe(303);
  });

  it('counts the two doors together: form guesses use up the JSON budget of the same address', async () => {
    const target = await protectedPage();
    for (let i = 0; i < 3; i++) expect((await unlockForm(target, `wrong${i}`, '192.0.2.9')).statusCode).toBe(403);
    const json = await Promise.all(Array.from({ length: 5 }, (_, i) => unlockJson(target, `again${i}`, '192.0.2.9')));
    expect(tally(json.map((a) => a.statusCode))).toEqual({ 403: 2, 429: 3 });
  });

  it('gives a right password its count back, so an owner who unlocks is never locked out by it', async () => {
    const target = await protectedPage();
    for (let i = 0; i < 4; i++) expect((await unlockJson(target, `wrong${i}`)).statusCode).toBe(403);
    for (let i = 0; i < 3; i++) expect((await unlockJson(target, 'right pass')).statusCode).toBe(200);
    expect((await unlockJson(target, 'wrong again')).statusCode).toBe(403);
    expect((await unlockJson(target, 'right pass')).statusCode).toBe(429);
  });

  it('holds the per-page limit of 100 an hour against parallel guesses from many addresses', async () => {
    const target = await protectedPage();
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) => unlockJson(target, `wrong${i}`, `10.1.${Math.floor(i / 4)}.${i % 4}`)),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 403: 100, 429: 20 });
    expect((await unlockJson(target, 'right pass', '10.9.9.9')).statusCode).toBe(429);
  });
});
