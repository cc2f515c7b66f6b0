import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { NOTICES } from './notices';
import { notify } from './notifications.service';

describe('notifications feed (decision 006)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = (user: TestUser, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: user.headers });
  const markRead = (user: TestUser, payload?: object) =>
    t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: user.headers, payload });

  it('answers 401 "Access token required" without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'ERROR', code: 'UNAUTHENTICATED', message: 'Access token required' });
    }
  });

  it('lists nothing for a new account, never cached', async () => {
    const user = await createUser(t.app);
    const res = await list(user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'SUCCESS', data: { notifications: [], unreadCount: 0 } });
  });

  it('shows a recorded event as unread', async () => {
    const user = await createUser(t.app);
    await notify(t.app.db, user.id, NOTICES.welcome);
    const { data } = (await list(user)).json();
    expect(data.unreadCount).toBe(1);
    expect(data.notifications).toEqual([
      {
        id: expect.any(String),
        kind: 'welcome',
        title: 'Welcome to SparkLink',
        body: 'Your e-mail is verified. Start by completing your profile.',
        link: '/dashboard/profile',
        read: false,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    ]);
  });

  it('lists newest first up to the limit, counting every unread one', async () => {
    const user = await createUser(t.app);
    for (const title of ['first', 'second', 'third']) await notify(t.app.db, user.id, { kind: 'welcome', title });
    const { data } = (await list(user, '?limit=2')).json();
    expect(data.notifications.map((n: { title: string }) => n.title)).toEqual(['third', 'second']);
    expect(data.notifications[0]).toMatchObject({ body: null, link: null });
    expect(data.unreadCount).toBe(3);
  });

  it('marks one notification read by id', async () => {
    const user = await createUser(t.app);
    await notify(t.app.db, user.id, NOTICES.welcome);
    await notify(t.app.db, user.id, NOTICES.profilePublished);
    const [newest, older] = (await list(user)).json().data.notifications;

    const res = await markRead(user, { ids: [older.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'SUCCESS',
      message: 'Notifications marked as read',
      data: { unreadCount: 1 },
    });
    const { data } = (await list(user)).json();
    expect(data.notifications.map((n: { id: string; read: boolean }) => [n.id, n.read])).toEqual([
      [newest.id, false],
      [older.id, true],
    ]);
    expect(data.unreadCount).toBe(1);
  });

  it('marks every notification read without ids, and none with an empty list', async () => {
    const user = await createUser(t.app);
    await notify(t.app.db, user.id, NOTICES.googleLinked);
    await notify(t.app.db, user.id, NOTICES.passwordChanged);

    expect((await markRead(user, { ids: [] })).json().data).toEqual({ unreadCount: 2 });
    expect((await markRead(user)).json().data).toEqual({ unreadCount: 0 });
    const { data } = (await list(user)).json();
    expect(data.notifications.every((n: { read: boolean }) => n.read)).toBe(true);

    await notify(t.app.db, user.id, NOTICES.profileUnpublished);
    expect((await markRead(user, {})).json().data).toEqual({ unreadCount: 0 });
  });

  it("ignores another account's ids and unknown ids, leaving them unread", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    await notify(t.app.db, owner.id, NOTICES.welcome);
    await notify(t.app.db, other.id, NOTICES.welcome);
    const othersId = (await list(other)).json().data.notifications[0].id;

    const res = await markRead(owner, { ids: [othersId, '019000000000-unknown'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ unreadCount: 1 });
    const { data } = (await list(other)).json();
    expect(data.unreadCount).toBe(1);
    expect(data.notifications[0]).toMatchObject({ id: othersId, read: false });
  });

  it('answers 400 "Limit must be between 1 and 50" for a bad limit', async () => {
    const user = await createUser(t.app);
    for (const limit of ['0', '51', 'abc', '1.5', '']) {
      const res = await list(user, `?limit=${limit}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 'ERROR',
        code: 'VALIDATION_ERROR',
        message: 'Limit must be between 1 and 50',
        errors: [{ path: 'limit', message: 'Limit must be between 1 and 50' }],
      });
    }
    for (const limit of ['1', '50']) expect((await list(user, `?limit=${limit}`)).statusCode).toBe(200);
  });

  it('answers 400 for ids that are not a list of up to 100 strings', async () => {
    const user = await createUser(t.app);
    const tooMany = Array.from({ length: 101 }, (_, i) => `id-${i}`);
    for (const ids of ['one', [1], [''], tooMany]) {
      const res = await markRead(user, { ids });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'ids must be a list of up to 100 notification ids',
      });
    }
  });
});
