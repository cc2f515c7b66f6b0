import { NOTIFICATIONS_LIMITS } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { NOTICES } from './notices';
import { listNotifications, notify } from './notifications.service';

describe('notify()', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const titlesOf = (userId: string) =>
    t.app.db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((row) => row.title));

  it("keeps only a user's 100 newest notifications, and nobody else's are touched", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    await notify(t.app.db, other.id, NOTICES.welcome);
    const total = NOTIFICATIONS_LIMITS.keptPerUser + 5;
    for (let i = 0; i < total; i += 1) await notify(t.app.db, user.id, { kind: 'welcome', title: `n${i}` });

    expect(await titlesOf(user.id)).toEqual(Array.from({ length: 100 }, (_, i) => `n${i + 5}`));
    expect(await titlesOf(other.id)).toEqual(['Welcome to SparkLink']);
    const feed = await listNotifications(t.app.db, user.id, 50);
    expect(feed.notifications[0]?.title).toBe(`n${total - 1}`);
    expect(feed.unreadCount).toBe(100);
  });

  it("records nothing when the caller's transaction rolls back", async () => {
    const user = await createUser(t.app);
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await notify(trx, user.id, NOTICES.passwordChanged);
        throw new Error('event failed');
      }),
    ).rejects.toThrow('event failed');
    expect(await titlesOf(user.id)).toEqual([]);
  });

  it('is deleted with the account', async () => {
    const user = await createUser(t.app);
    await notify(t.app.db, user.id, NOTICES.welcome);
    await t.app.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await titlesOf(user.id)).toEqual([]);
  });
});
