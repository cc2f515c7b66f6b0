import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { uniqueIp } from '../../../test/helpers/redis';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { pdfBytes, resumePart, uploadResume } from '../resume/resume.test-support';

/** A browser agent that differs per request, as a script pretending to be many visitors sends. */
const agent = (n: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.${n}.0 Safari/537.36`;

/**
 * Issue 30, hole 3 (decision 036): one address cannot pump an owner's resume downloads. Past the
 * per-address cap the beacon and the click redirect use (120 a minute), a download is still
 * served but no longer counted, in downloadCount or in analytics.
 */
describe('resume downloads counted from one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let owners = 0;
  async function ownerWithResume(): Promise<{ user: TestUser; username: string }> {
    const username = `pumped-cv-${++owners}`;
    const user = await createUser(t.app, { username });
    expect((await uploadResume(t, user, [resumePart(pdfBytes(username))])).statusCode).toBe(200);
    return { user, username };
  }

  /** A GET with no fetch metadata, as curl or a script sends it: a download by decision 021. */
  const download = (username: string, ip: string, n: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/public/${username}/resume`,
      remoteAddress: ip,
      headers: { 'user-agent': agent(n) },
    });

  async function figures(user: TestUser) {
    const info = await t.app.inject({ method: 'GET', url: '/api/resume/info', headers: user.headers });
    await t.app.analyticsWriter.flush();
    const summary = await t.app.inject({ method: 'GET', url: '/api/analytics/summary?days=1', headers: user.headers });
    const { resumeDownloads, uniqueVisitors } = summary.json().data as Record<string, number>;
    return { downloadCount: info.json().data.downloadCount as number, resumeDownloads, uniqueVisitors };
  }

  it('serves all 400 GETs of one address with 400 agents, and counts only the first 120 of the minute', async () => {
    const { user, username } = await ownerWithResume();
    const ip = uniqueIp();
    for (let n = 0; n < 400; n++) {
      const res = await download(username, ip, n);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    expect(await figures(user)).toEqual({ downloadCount: 120, resumeDownloads: 120, uniqueVisitors: 120 });

    // Another address is a budget of its own: its visitor counts.
    expect((await download(username, uniqueIp(), 0)).statusCode).toBe(200);
    expect(await figures(user)).toEqual({ downloadCount: 121, resumeDownloads: 121, uniqueVisitors: 121 });
  }, 60_000);

  it("spends the cap only on GETs that would count: a script's checks and HEADs leave it whole", async () => {
    const { user, username } = await ownerWithResume();
    const ip = uniqueIp();
    const check = { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'same-origin' };
    for (let n = 0; n < 150; n++) {
      const url = `/api/public/${username}/resume`;
      const headers = { 'user-agent': agent(n), ...check };
      expect((await t.app.inject({ method: 'GET', url, remoteAddress: ip, headers })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'HEAD', url, remoteAddress: ip, headers })).statusCode).toBe(200);
    }
    expect((await download(username, ip, 1)).statusCode).toBe(200);
    expect((await figures(user)).downloadCount).toBe(1);
  }, 60_000);
});
