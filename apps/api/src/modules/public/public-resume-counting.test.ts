import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { uniqueIp } from '../../../test/helpers/redis';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { pdfBytes, resumePart, uploadResume } from '../resume/resume.test-support';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const OLD_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1';
const NAVIGATION = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-site': 'same-origin' };
/** The older client's check for a resume on every profile view: a full GET from a script. */
const XHR = { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'same-origin' };

/**
 * Counting resume downloads honestly (issue 16, decision 021): once per visitor and UTC day, in
 * the owner's downloadCount and in analytics; never a HEAD; never a script's request.
 */
describe('what counts as a resume download', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let owners = 0;
  async function ownerWithResume(): Promise<{ user: TestUser; username: string }> {
    const username = `cv-owner-${++owners}`;
    const user = await createUser(t.app, { username });
    expect((await uploadResume(t, user, [resumePart(pdfBytes(username))])).statusCode).toBe(200);
    return { user, username };
  }

  const fetchResume = (
    username: string,
    options: { method?: 'GET' | 'HEAD'; ip?: string; agent?: string; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: options.method ?? 'GET',
      url: `/api/public/${username}/resume`,
      remoteAddress: options.ip ?? '198.51.100.7',
      headers: { 'user-agent': options.agent ?? CHROME, ...options.headers },
    });

  /** The owner's downloadCount (GET /api/resume/info) and the analytics downloads, written out. */
  async function counted(user: TestUser): Promise<{ downloadCount: number; analytics: number }> {
    const info = await t.app.inject({ method: 'GET', url: '/api/resume/info', headers: user.headers });
    await t.app.analyticsWriter.flush();
    const events = await t.app.db
      .selectFrom('analytics_events')
      .select('id')
      .where('owner_user_id', '=', user.id)
      .where('type', '=', 'resume_download')
      .execute();
    return { downloadCount: info.json().data.downloadCount as number, analytics: events.length };
  }

  it('counts a navigation once per visitor a day, in downloadCount and in analytics', async () => {
    const { user, username } = await ownerWithResume();
    for (let i = 0; i < 3; i++) {
      const res = await fetchResume(username, { headers: NAVIGATION });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    expect(await counted(user)).toEqual({ downloadCount: 1, analytics: 1 });
    // Another visitor: another address, or another browser behind the same address.
    await fetchResume(username, { headers: NAVIGATION, ip: uniqueIp() });
    await fetchResume(username, { headers: NAVIGATION, agent: OLD_SAFARI });
    expect(await counted(user)).toEqual({ downloadCount: 3, analytics: 3 });
  });

  it('never counts a HEAD', async () => {
    const { user, username } = await ownerWithResume();
    for (const headers of [NAVIGATION, {}, XHR]) {
      expect((await fetchResume(username, { method: 'HEAD', headers })).statusCode).toBe(200);
    }
    expect(await counted(user)).toEqual({ downloadCount: 0, analytics: 0 });
  });

  it("serves a script's request (Sec-Fetch-Mode: cors, the older client's check) but does not count it", async () => {
    const { user, username } = await ownerWithResume();
    for (let i = 0; i < 5; i++) {
      const res = await fetchResume(username, { headers: XHR, ip: uniqueIp() });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    expect((await fetchResume(username, { headers: { 'sec-fetch-mode': 'no-cors' } })).statusCode).toBe(200);
    expect(await counted(user)).toEqual({ downloadCount: 0, analytics: 0 });
    // The same visitor then clicking the download link counts.
    await fetchResume(username, { headers: NAVIGATION });
    expect(await counted(user)).toEqual({ downloadCount: 1, analytics: 1 });
  });

  it('counts a browser that sends no fetch metadata like a navigation', async () => {
    const { user, username } = await ownerWithResume();
    await fetchResume(username, { agent: OLD_SAFARI });
    await fetchResume(username, { agent: OLD_SAFARI });
    expect(await counted(user)).toEqual({ downloadCount: 1, analytics: 1 });
  });

  it('counts curl once a day in downloadCount; analytics leaves it out as it leaves out every bot (§7.1)', async () => {
    const { user, username } = await ownerWithResume();
    for (let i = 0; i < 3; i++) expect((await fetchResume(username, { agent: 'curl/8.5.0' })).statusCode).toBe(200);
    expect(await counted(user)).toEqual({ downloadCount: 1, analytics: 0 });
  });

  it('counts a visitor again for a newly uploaded file, the same day', async () => {
    const { user, username } = await ownerWithResume();
    await fetchResume(username, { headers: NAVIGATION });
    expect((await counted(user)).downloadCount).toBe(1);
    expect((await uploadResume(t, user, [resumePart(pdfBytes('second version'))])).statusCode).toBe(200);
    expect((await counted(user)).downloadCount).toBe(0);
    await fetchResume(username, { headers: NAVIGATION });
    await fetchResume(username, { headers: NAVIGATION });
    expect((await counted(user)).downloadCount).toBe(1);
  });

  it('keeps only the visitors of today', async () => {
    const { user, username } = await ownerWithResume();
    const resume = await t.app.db
      .selectFrom('resumes')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('resume_download_visitors')
      .values({ resume_id: resume.id, day: '2020-01-01', visitor_hash: 'an-old-visitor' })
      .execute();
    await fetchResume(username, { headers: NAVIGATION });
    const kept = await t.app.db
      .selectFrom('resume_download_visitors')
      .select('day')
      .where('resume_id', '=', resume.id)
      .execute();
    expect(kept).toEqual([{ day: new Date().toISOString().slice(0, 10) }]);
  });
});
