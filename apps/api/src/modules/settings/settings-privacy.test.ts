import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBool } from '../../db/values';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('settings privacy flags (api-contract §10 "Privacy")', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const putPrivacy = (user: TestUser, privacy: object) =>
    t.app.inject({ method: 'PUT', url: '/api/settings', headers: user.headers, payload: { privacy } });
  const publicPages = (username: string) => t.app.inject({ method: 'GET', url: `/api/public/${username}/pages` });
  const profileFlags = (userId: string) =>
    t.app.db
      .selectFrom('profiles')
      .select(['is_public', 'allow_indexing'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
  const noticeKinds = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: user.headers }))
      .json()
      .data.notifications.map((n: { kind: string }) => n.kind);

  it('stores profileVisible as the profile public flag, so the public API answers "This profile is private"', async () => {
    const user = await createUser(t.app, { username: 'hidden_ama' });
    expect((await publicPages('hidden_ama')).statusCode).toBe(200);

    const res = await putPrivacy(user, { profileVisible: false });
    expect(res.json().data.privacy).toEqual({ profileVisible: false, allowIndexing: true, showLastSeen: false });
    expect(toBool((await profileFlags(user.id)).is_public)).toBe(false);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers });
    expect(profile.json().data.profile.isPublished).toBe(false);
    const hidden = await publicPages('hidden_ama');
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json()).toEqual({ status: 'ERROR', code: 'FORBIDDEN', message: 'This profile is private' });

    await putPrivacy(user, { profileVisible: true });
    expect((await publicPages('hidden_ama')).statusCode).toBe(200);
  });

  it('records the publish notices only when profileVisible really changes', async () => {
    const user = await createUser(t.app);
    await putPrivacy(user, { profileVisible: true, showLastSeen: true }); // already public: no news
    expect(await noticeKinds(user)).toEqual([]);
    await putPrivacy(user, { profileVisible: false });
    await putPrivacy(user, { profileVisible: false });
    await putPrivacy(user, { allowIndexing: false });
    await putPrivacy(user, { profileVisible: true });
    expect(await noticeKinds(user)).toEqual(['profile_published', 'profile_unpublished']);
  });

  it('shows a POST /profile/publish change in the settings', async () => {
    const user = await createUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/profile/publish',
      headers: user.headers,
      payload: { isPublished: false },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/settings', headers: user.headers });
    expect(res.json().data.privacy.profileVisible).toBe(false);
  });

  it('stores allowIndexing on the profile, and public answers then carry X-Robots-Tag: noindex', async () => {
    const user = await createUser(t.app, { username: 'quiet_kofi' });
    expect((await publicPages('quiet_kofi')).headers['x-robots-tag']).toBeUndefined();

    const res = await putPrivacy(user, { allowIndexing: false });
    expect(res.json().data.privacy).toEqual({ profileVisible: true, allowIndexing: false, showLastSeen: false });
    expect(toBool((await profileFlags(user.id)).allow_indexing)).toBe(false);
    const pages = await publicPages('quiet_kofi');
    expect(pages.statusCode).toBe(200);
    expect(pages.headers['x-robots-tag']).toBe('noindex');

    await putPrivacy(user, { allowIndexing: true });
    expect((await publicPages('quiet_kofi')).headers['x-robots-tag']).toBeUndefined();
  });

  it('moves the profile updated_at only when a profile flag is sent', async () => {
    const user = await createUser(t.app);
    const updatedAt = async () =>
      (
        await t.app.db
          .selectFrom('profiles')
          .select('updated_at')
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).updated_at;
    const first = new Date(await updatedAt()).getTime();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await putPrivacy(user, { showLastSeen: true });
    expect(new Date(await updatedAt()).getTime()).toBe(first);
    await putPrivacy(user, { allowIndexing: false });
    expect(new Date(await updatedAt()).getTime()).toBeGreaterThan(first);
  });
});
