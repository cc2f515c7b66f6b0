import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { claimRun, every, releaseRun, scheduleJob } from './scheduled-jobs';

describe('scheduled jobs shared by several processes (decision 023)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets exactly one of many simultaneous claims run a due job, and none before its next run', async () => {
    const now = new Date();
    const next = new Date(now.getTime() + 60_000);
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimRun(t.app.db, 'claim-race', now, next)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimRun(t.app.db, 'claim-race', new Date(next.getTime() - 1), next)).toBe(false);
    expect(await claimRun(t.app.db, 'claim-race', next, new Date(next.getTime() + 60_000))).toBe(true);
  });

  it('makes a released (failed) run due again at once', async () => {
    const now = new Date();
    expect(await claimRun(t.app.db, 'released', now, new Date(now.getTime() + 3_600_000))).toBe(true);
    await releaseRun(t.app.db, 'released', now);
    expect(await claimRun(t.app.db, 'released', new Date(now.getTime() + 1), new Date(now.getTime() + 60_000))).toBe(
      true,
    );
  });

  it('runs a job once per period however many processes schedule it, and again after a failure', async () => {
    const runs: string[] = [];
    let failNext = true;
    const schedule = (process: string) =>
      scheduleJob(t.app.db, t.app.log, {
        name: 'twice-scheduled',
        nextRun: every(60_000),
        checkEveryMs: 10,
        run: async () => {
          runs.push(process);
          if (failNext) {
            failNext = false;
            throw new Error('the first run fails');
          }
        },
      });
    const [a, b] = [schedule('a'), schedule('b')];
    for (let i = 0; i < 100 && runs.length < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    // Let both timers check a few more times: the period is a minute, so nobody runs it again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await Promise.all([a.stop(), b.stop()]);
    expect(runs).toHaveLength(2);
  });
});
