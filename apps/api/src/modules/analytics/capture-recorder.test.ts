import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { AnalyticsRecorder, type Visit } from './event-recorder';
import { EventWriter } from './event-writer';
import { DailySalts } from './salts';
import { CHROME_DESKTOP } from './analytics.test-support';

/** The recorder's rules over time, on a clock the test moves (api-contract §7.1). */
describe('the analytics recorder over time', () => {
  let t: TestApp;
  let owner: TestUser;
  let visitors = 0;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { username: 'abena_clock' });
  });
  afterAll(() => t.close());

  /** A recorder as a fresh process would have it, reading the shared database. */
  function recorderAt(clock: { now: number }) {
    const writer = new EventWriter(t.app.db, t.app.log);
    const salts = new DailySalts(t.app.db);
    const recorder = new AnalyticsRecorder({ db: t.app.db, salts, writer, ownHost: 'localhost', now: () => clock.now });
    return { recorder, writer, salts };
  }

  function visitor(extra: Partial<Visit> = {}): Visit {
    visitors += 1;
    return { ownerId: owner.id, type: 'profile_view', ip: `192.0.2.${visitors}`, userAgent: CHROME_DESKTOP, ...extra };
  }

  const rowsOf = (visitorHashes: string[]) =>
    t.app.db
      .selectFrom('analytics_events')
      .selectAll()
      .where('visitor_hash', 'in', visitorHashes.length ? visitorHashes : [''])
      .orderBy('created_at')
      .execute();
  const lastRows = (count: number) =>
    t.app.db.selectFrom('analytics_events').selectAll().orderBy('created_at', 'desc').limit(count).execute();

  it('counts a repeat after 10 seconds but not before', async () => {
    const clock = { now: Date.parse('2026-03-10T12:00:00.000Z') };
    const { recorder, writer } = recorderAt(clock);
    const visit = visitor();
    expect(await recorder.record(visit)).toBe(true);
    clock.now += 9_999;
    expect(await recorder.record(visit)).toBe(false);
    clock.now += 1;
    expect(await recorder.record(visit)).toBe(true);
    await writer.flush();
  });

  it('keeps one session until a 30-minute gap, with the source of its first event', async () => {
    const clock = { now: Date.parse('2026-03-10T13:00:00.000Z') };
    const { recorder, writer } = recorderAt(clock);
    const visit = visitor();
    await recorder.record({ ...visit, referrer: 'https://www.google.com/search?q=efua' });
    clock.now += 29 * 60_000 + 59_999;
    await recorder.record({ ...visit, type: 'gallery_view', referrer: 'https://t.co/abc' });
    clock.now += 30 * 60_000;
    await recorder.record({ ...visit, type: 'gallery_view', utmSource: 'newsletter' });
    await writer.flush();
    const [first, second, third] = (await lastRows(3)).reverse();
    expect(first!.session_id).toBe(second!.session_id);
    expect([first!.source, second!.source, first!.referrer_host, second!.referrer_host]).toEqual([
      'search',
      'search',
      'google.com',
      'google.com',
    ]);
    expect(third!.session_id).not.toBe(first!.session_id);
    expect(third!.source).toBe('referral');
  });

  it('forgets expired repeats and sessions when asked, keeping those still running', async () => {
    const clock = { now: Date.parse('2026-03-10T14:00:00.000Z') };
    const { recorder, writer } = recorderAt(clock);
    for (let i = 0; i < 3; i++) await recorder.record(visitor());
    // Each visitor: a repeat guard and a session.
    expect(recorder.remembered).toBe(6);
    clock.now += 10_000;
    recorder.forgetExpired();
    expect(recorder.remembered).toBe(3);
    await recorder.record(visitor());
    clock.now += 30 * 60_000 - 10_000;
    recorder.forgetExpired();
    // The first three sessions ran out; the fourth is 29 minutes 50 seconds old.
    expect(recorder.remembered).toBe(1);
    await writer.flush();
  });

  it('finds a running session in the stored events when another process counted its start', async () => {
    const clock = { now: Date.parse('2026-03-10T15:00:00.000Z') };
    const visit = visitor();
    const first = recorderAt(clock);
    await first.recorder.record({ ...visit, utmSource: 'whatsapp' });
    await first.writer.flush();
    clock.now += 5 * 60_000;
    const second = recorderAt(clock);
    await second.recorder.record({ ...visit, type: 'gallery_view' });
    await second.writer.flush();
    const [a, b] = (await lastRows(2)).reverse();
    expect(b!.session_id).toBe(a!.session_id);
    expect(b!.source).toBe('social');
  });

  it('rotates the visitor hash at 00:00 UTC and deletes a salt 48 hours after its day began', async () => {
    const clock = { now: Date.parse('2026-03-11T23:59:59.999Z') };
    const { recorder, writer, salts } = recorderAt(clock);
    const visit = visitor();
    await recorder.record(visit);
    clock.now += 1;
    await recorder.record({ ...visit, type: 'gallery_view' });
    await writer.flush();
    const [before, after] = (await lastRows(2)).reverse();
    expect(before!.visitor_hash).not.toBe(after!.visitor_hash);
    expect((await rowsOf([before!.visitor_hash, after!.visitor_hash])).length).toBe(2);

    const days = async () =>
      (await t.app.db.selectFrom('analytics_salts').select('day').orderBy('day').execute()).map((r) => r.day);
    expect(await days()).toEqual(expect.arrayContaining(['2026-03-11', '2026-03-12']));
    await salts.sweep(new Date('2026-03-13T23:59:59.999Z'));
    expect(await days()).toEqual(expect.arrayContaining(['2026-03-12']));
    expect(await days()).not.toContain('2026-03-11');
    await salts.sweep(new Date('2026-03-14T00:00:00.000Z'));
    expect(await days()).not.toContain('2026-03-12');
  });

  it('counts a download once per visitor and UTC day', async () => {
    const clock = { now: Date.parse('2026-03-12T08:00:00.000Z') };
    const { recorder, writer } = recorderAt(clock);
    const visit = visitor({ type: 'resume_download' });
    expect(await recorder.record(visit, { oncePerDay: true })).toBe(true);
    await writer.flush();
    clock.now += 3 * 3_600_000;
    expect(await recorder.record(visit, { oncePerDay: true })).toBe(false);
    // Another process has no memory of it, and asks the stored events.
    expect(await recorderAt(clock).recorder.record(visit, { oncePerDay: true })).toBe(false);
    clock.now = Date.parse('2026-03-13T00:00:00.000Z');
    expect(await recorder.record(visit, { oncePerDay: true })).toBe(true);
    await writer.flush();
  });
});
