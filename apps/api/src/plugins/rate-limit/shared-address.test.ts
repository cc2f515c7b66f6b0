import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { uniqueIp } from '../../../test/helpers/redis';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { pdfBytes, resumePart, uploadResume } from '../../modules/resume/resume.test-support';

const VISITORS = 1_000;
const AT_ONCE = 25;

/**
 * Issue 16: many phones behind one carrier-grade NAT address. A thousand people reading one
 * portfolio within the same minute, through both the server-rendered pages and the older client's
 * JSON calls, never meet a 429, while a client looping next to them spends only its own budgets.
 */
describe('visitors behind one shared address (decision 021)', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { username: 'Teacher', firstName: 'Efua', lastName: 'Owusu' });
    await t.app.inject({
      method: 'POST',
      url: '/api/pages',
      headers: owner.headers,
      payload: { type: 'ABOUT', title: 'About', slug: 'about', isPublished: true },
    });
    expect((await uploadResume(t, owner, [resumePart(pdfBytes('cv'))])).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  /** What every visitor's browser asks for while reading the portfolio (the cheap reads). */
  const reading = [
    '/public/teacher',
    '/api/public/teacher',
    '/api/public/teacher/pages',
    '/api/public/teacher/pages/about',
    '/api/subscriptions/plans',
  ];
  /**
   * The uncached renders and the download, read by one visitor in ten: they cost 15 to 25 ms each
   * here, and each route's budget was shown to hold 6000 a minute in catch-all-limit.test.ts.
   */
  const readingFurther = [
    '/public/teacher/pages/about',
    '/public/teacher/gallery',
    '/api/public/teacher/gallery',
    '/api/public/teacher/resume',
  ];

  async function visit(ip: string, visitor: number): Promise<number[]> {
    const headers = { 'user-agent': `Mozilla/5.0 (Linux; Android 13; Phone ${visitor}) Chrome/120 Mobile` };
    const statuses: number[] = [];
    for (const url of visitor % 10 ? reading : [...reading, ...readingFurther]) {
      statuses.push((await t.app.inject({ method: 'GET', url, remoteAddress: ip, headers })).statusCode);
    }
    return statuses;
  }

  const status = async (url: string, ip: string, headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url, remoteAddress: ip, headers })).statusCode;

  it('serves a thousand readers on one address without a 429, next to the older client looping', async () => {
    const ip = uniqueIp();
    // The older client's loops, anonymous (its token refused): an unknown route and the plans.
    const refused = { authorization: 'Bearer expired-or-wrong' };
    const loops: Array<Promise<number>> = [];
    const readers: number[][] = [];
    for (let first = 0; first < VISITORS; first += AT_ONCE) {
      for (let i = 0; i < 10; i++) {
        loops.push(status('/api/subscription/plans', ip, refused), status('/api/subscriptions/plans', ip, refused));
      }
      readers.push(...(await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => visit(ip, first + i)))));
    }
    expect(readers).toHaveLength(VISITORS);
    expect(readers.flat().filter((code) => code !== 200)).toEqual([]);
    const loopStatuses = await Promise.all(loops);
    expect(loopStatuses.filter((code) => code === 429)).toEqual([]);
    // Signing in from that address still works.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { email: owner.email, password: owner.password },
    });
    expect(login.statusCode).toBe(200);
  }, 180_000);
});
