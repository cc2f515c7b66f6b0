import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

/** The feed is fed by real account events, recorded where they happen. */
describe('account events in the notifications feed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const feed = async (headers: { authorization: string }) =>
    (await t.app.inject({ method: 'GET', url: '/api/notifications', headers })).json().data;

  it('records publishing and unpublishing the profile only when the flag changes', async () => {
    const user = await createUser(t.app);
    const publish = (isPublished: boolean) =>
      t.app.inject({ method: 'POST', url: '/api/profile/publish', headers: user.headers, payload: { isPublished } });
    await publish(true); // already public: no news
    expect((await feed(user.headers)).notifications).toEqual([]);
    await publish(false);
    await publish(true);
    const { notifications, unreadCount } = await feed(user.headers);
    expect(notifications.map((n: { kind: string }) => n.kind)).toEqual(['profile_published', 'profile_unpublished']);
    expect(notifications[0]).toMatchObject({
      title: 'Your profile is public',
      read: false,
      link: '/dashboard/settings',
    });
    expect(unreadCount).toBe(2);
  });
});
