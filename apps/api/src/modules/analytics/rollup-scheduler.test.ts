import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { addDays } from './day-math';
import { retentionCutoff } from './retention';
import { AnalyticsRollups } from './rollup-scheduler';
import { at, insertEvents } from './rollup.test-support';

describe('rollup passes and raw-event retention (api-contract §13; decision 014)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A scheduler whose clock is `now`, on the test app's database. */
  const scheduler = (now: Date, retentionDays = 400) =>
    new AnalyticsRollups({ db: t.app.db, log: t.app.log, retentionDays, now: () => now });

  const storedDays = async (ownerId: string) =>
    (
      await t.app.db
        .selectFrom('analytics_daily')
        .select(['day', 'views'])
        .where('owner_user_id', '=', ownerId)
        .where('type', '=', 'all')
        .orderBy('day')
        .execute()
    ).map((row) => [row.day, Number(row.views)]);

  const rawCount = async (ownerId: string) =>
    Number(
      (
        await t.app.db
          .selectFrom('analytics_events')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('owner_user_id', '=', ownerId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('rolls each day the writer marked, and the day before it, whose sessions may run past midnight', async () => {
    const owner = await createUser(t.app);
    const today = '2031-05-10';
    const rollups = scheduler(at(today, '12:00:00.000'));
    await rollups.runOnce(); // the day's first pass, with nothing of this owner's yet
    const written = [at('2031-05-09'), at(today, '00:01:00.000')];
    await insertEvents(t.app.db, owner.id, [{ at: at('2031-05-08') }, ...written.map((moment) => ({ at: moment }))]);
    rollups.markWritten(written.map((moment) => ({ owner_user_id: owner.id, created_at: moment })));
    await rollups.runOnce();
    // 05-09 and today were marked; 05-08 is rolled as the day before 05-09.
    expect(await storedDays(owner.id)).toEqual([
      ['2031-05-08', 1],
      ['2031-05-09', 1],
      [today, 1],
    ]);
  });

  it("settle() rolls an owner's marked days before today at once and leaves today to the next pass", async () => {
    const owner = await createUser(t.app);
    const today = '2031-06-02';
    const rollups = scheduler(at(today, '00:00:10.000'));
    await insertEvents(t.app.db, owner.id, [
      { at: at('2031-06-01', '23:59:59.999') },
      { at: at(today, '00:00:01.000') },
    ]);
    rollups.markDirty(owner.id, '2031-06-01');
    rollups.markDirty(owner.id, today);
    await rollups.settle(owner.id);
    expect(await storedDays(owner.id)).toEqual([['2031-06-01', 1]]);
    await rollups.stop(); // the final pass rolls what is still marked
    expect(await storedDays(owner.id)).toEqual([
      ['2031-06-01', 1],
      [today, 1],
    ]);
  });

  it("a day's first pass rolls today and yesterday for every owner with events since yesterday, marked or not", async () => {
    const recent = await createUser(t.app);
    const quiet = await createUser(t.app);
    const today = '2031-07-20';
    await insertEvents(t.app.db, recent.id, [{ at: at('2031-07-19', '23:00:00.000') }, { at: at('2031-07-18') }]);
    await insertEvents(t.app.db, quiet.id, [{ at: at('2031-07-18') }]);
    const rollups = scheduler(at(today, '00:03:00.000'));
    await rollups.runOnce();
    expect(await storedDays(recent.id)).toEqual([['2031-07-19', 1]]);
    expect(await storedDays(quiet.id)).toEqual([]);
    // The same day's later passes roll only what was marked.
    await insertEvents(t.app.db, quiet.id, [{ at: at('2031-07-19') }]);
    await rollups.runOnce();
    expect(await storedDays(quiet.id)).toEqual([]);
  });

  it('deletes raw events of days more than ANALYTICS_RETENTION_DAYS before today, once a day, and keeps the rollups', async () => {
    const owner = await createUser(t.app);
    const now = at('2031-09-15', '00:02:00.000');
    const cutoff = retentionCutoff(now, 10);
    expect(cutoff.toISOString()).toBe('2031-09-05T00:00:00.000Z');
    await insertEvents(t.app.db, owner.id, [
      { at: new Date(cutoff.getTime() - 1) },
      { at: new Date(cutoff.getTime() - 86_400_000) },
      { at: cutoff },
    ]);
    await scheduler(at('2031-09-04')).runOnce(); // rolls up 09-04, while its raw events exist
    await t.app.analyticsRollups.runOnce(); // the app's own (400 days) deletes none of them
    expect(await rawCount(owner.id)).toBe(3);

    await scheduler(now, 10).runOnce();
    const left = await t.app.db
      .selectFrom('analytics_events')
      .select('created_at')
      .where('owner_user_id', '=', owner.id)
      .execute();
    expect(left.map((row) => new Date(row.created_at as number | Date).toISOString())).toEqual([cutoff.toISOString()]);
    expect(await storedDays(owner.id)).toContainEqual(['2031-09-04', 2]);
  });

  it('never rolls a day whose raw events retention has deleted, which would empty its rollup', async () => {
    const owner = await createUser(t.app);
    const old = '2031-01-01';
    await insertEvents(t.app.db, owner.id, [{ at: at(old) }]);
    await scheduler(at(old, '23:00:00.000')).runOnce();
    expect(await storedDays(owner.id)).toEqual([[old, 1]]);
    await t.app.db.deleteFrom('analytics_events').where('owner_user_id', '=', owner.id).execute();
    const later = scheduler(at(addDays(old, 11), '12:00:00.000'), 10);
    later.markDirty(owner.id, old);
    await later.runOnce();
    expect(await storedDays(owner.id)).toEqual([[old, 1]]);
  });
});
