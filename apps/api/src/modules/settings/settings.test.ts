import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const DEFAULTS = {
  notifications: { email: true, marketing: false, security: true },
  privacy: { profileVisible: true, allowIndexing: true, showLastSeen: false },
  appearance: { theme: 'system', language: 'en', timeZone: null },
};

describe('settings API (api-contract §10)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (user: TestUser) => t.app.inject({ method: 'GET', url: '/api/settings', headers: user.headers });
  const put = (user: TestUser, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/settings', headers: user.headers, payload: payload as object });
  const settingsUpdatedAt = async (userId: string) =>
    (
      await t.app.db
        .selectFrom('user_settings')
        .select('updated_at')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).updated_at;

  it('answers 401 "Access token required" without a token', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const res = await t.app.inject({ method, url: '/api/settings', payload: method === 'PUT' ? {} : undefined });
      expect(res.statusCode, method).toBe(401);
      expect(res.json()).toEqual({ status: 'ERROR', code: 'UNAUTHENTICATED', message: 'Access token required' });
    }
  });

  it('gives a new user the defaults, never cached', async () => {
    const res = await get(await createUser(t.app));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'SUCCESS', data: DEFAULTS });
  });

  it('updates one notification key, leaves the rest, and moves updated_at', async () => {
    const user = await createUser(t.app);
    const before = await settingsUpdatedAt(user.id);
    await new Promise((resolve) => setTimeout(resolve, 5));

    const res = await put(user, { notifications: { marketing: true } });
    expect(res.statusCode).toBe(200);
    const expected = { ...DEFAULTS, notifications: { email: true, marketing: true, security: true } };
    expect(res.json()).toEqual({ status: 'SUCCESS', message: 'Settings updated', data: expected });
    expect((await get(user)).json().data).toEqual(expected);
    expect(new Date(await settingsUpdatedAt(user.id)).getTime()).toBeGreaterThan(new Date(before).getTime());
  });

  it('updates each group on its own and several groups at once', async () => {
    const user = await createUser(t.app);
    await put(user, { appearance: { theme: 'dark' } });
    await put(user, { privacy: { showLastSeen: true } });
    const res = await put(user, {
      notifications: { email: false, security: false },
      appearance: { language: 'fr' },
    });
    expect(res.json().data).toEqual({
      notifications: { email: false, marketing: false, security: false },
      privacy: { profileVisible: true, allowIndexing: true, showLastSeen: true },
      appearance: { theme: 'dark', language: 'fr', timeZone: null },
    });
  });

  it('ignores unknown keys and an empty body', async () => {
    const user = await createUser(t.app);
    const res = await put(user, { colour: 'red', notifications: { sms: true }, appearance: { font: 'serif' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(DEFAULTS);
    expect((await put(user, {})).json().data).toEqual(DEFAULTS);
  });

  it('refuses a toggle that is not a boolean, naming the key and its path', async () => {
    const user = await createUser(t.app);
    const toggles = [
      ['notifications', 'email'],
      ['notifications', 'marketing'],
      ['notifications', 'security'],
      ['privacy', 'profileVisible'],
      ['privacy', 'allowIndexing'],
      ['privacy', 'showLastSeen'],
    ] as const;
    for (const [group, key] of toggles) {
      for (const bad of ['true', 1, null]) {
        const res = await put(user, { [group]: { [key]: bad } });
        expect(res.statusCode, `${group}.${key}=${String(bad)}`).toBe(400);
        expect(res.json()).toEqual({
          status: 'ERROR',
          code: 'VALIDATION_ERROR',
          message: `${key} must be a boolean`,
          errors: [{ path: `${group}.${key}`, message: `${key} must be a boolean` }],
        });
      }
    }
    expect((await get(user)).json().data).toEqual(DEFAULTS);
  });

  it('refuses an unknown theme or language, and a group that is not an object', async () => {
    const user = await createUser(t.app);
    const cases = [
      [{ appearance: { theme: 'blue' } }, 'appearance.theme', 'Theme must be light, dark or system'],
      [{ appearance: { theme: 'Dark' } }, 'appearance.theme', 'Theme must be light, dark or system'],
      [{ appearance: { language: 'it' } }, 'appearance.language', 'Language must be en, es, fr or de'],
      [{ appearance: { language: 2 } }, 'appearance.language', 'Language must be en, es, fr or de'],
      [{ notifications: true }, 'notifications', 'notifications must be an object'],
      [{ privacy: 'public' }, 'privacy', 'privacy must be an object'],
      [{ appearance: null }, 'appearance', 'appearance must be an object'],
    ] as const;
    for (const [payload, path, message] of cases) {
      const res = await put(user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ status: 'ERROR', code: 'VALIDATION_ERROR', message, errors: [{ path, message }] });
    }
  });

  it('reports every invalid field of one request, the first as the message', async () => {
    const user = await createUser(t.app);
    const res = await put(user, { notifications: { email: 'yes' }, appearance: { theme: 'blue', language: 'en' } });
    expect(res.json()).toMatchObject({
      message: 'email must be a boolean',
      errors: [
        { path: 'notifications.email', message: 'email must be a boolean' },
        { path: 'appearance.theme', message: 'Theme must be light, dark or system' },
      ],
    });
  });

  it("never changes another account's settings", async () => {
    const owner = await createUser(t.app, { username: 'settings_owner' });
    const other = await createUser(t.app, { username: 'settings_other' });
    await put(owner, {
      notifications: { email: false, marketing: true, security: false },
      privacy: { profileVisible: false, allowIndexing: false, showLastSeen: true },
      appearance: { theme: 'light', language: 'de' },
    });
    expect((await get(other)).json().data).toEqual(DEFAULTS);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/settings_other/pages' })).statusCode).toBe(200);
  });
});
