import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmIdentity, createConfirmedUser, createUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { startSmtpServer, type TestSmtpServer } from '../mail/smtp-test-server';
import { deleteAccount } from './account.service';
import { allowNextMail, post, registerAndVerify } from './auth.test-support';

describe('GET /api/auth/me and DELETE /api/auth/account', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const remove = (headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'DELETE', url: '/api/auth/account', headers, ...(payload ? { payload } : {}) });

  async function rowsOf(userId: string) {
    const db = t.app.db;
    return {
      users: (await db.selectFrom('users').select('id').where('id', '=', userId).execute()).length,
      profiles: (await db.selectFrom('profiles').select('user_id').where('user_id', '=', userId).execute()).length,
      settings: (await db.selectFrom('user_settings').select('user_id').where('user_id', '=', userId).execute()).length,
      codes: (await db.selectFrom('email_codes').select('id').where('user_id', '=', userId).execute()).length,
    };
  }

  it('GET /me returns the caller, with no-store, and needs a token', async () => {
    const owner = await createUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data.user).toMatchObject({ id: owner.id, email: owner.email });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Access token required');
  });

  it('deletes the user with profile, settings and codes, and the old token stops working', async () => {
    const owner = await registerAndVerify(t.app, smtp);
    await allowNextMail(t.app, owner.email);
    await post(t.app, '/forgot-password', { email: owner.email });
    expect(await rowsOf(owner.userId)).toEqual({ users: 1, profiles: 1, settings: 1, codes: 2 });

    await confirmIdentity(t.app, owner);
    const res = await remove(owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'SUCCESS', message: 'Account deleted successfully', data: null });
    expect(await rowsOf(owner.userId)).toEqual({ users: 0, profiles: 0, settings: 0, codes: 0 });

    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: owner.headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Invalid or expired token');
    const login = await post(t.app, '/login', { email: owner.email, password: owner.password });
    expect(login.statusCode).toBe(401);
  });

  it('accepts { confirm: "DELETE" } and refuses any other confirmation', async () => {
    const owner = await createConfirmedUser(t.app);
    for (const confirm of ['delete', 'yes', '']) {
      const res = await remove(owner.headers, { confirm });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 'ERROR',
        code: 'VALIDATION_ERROR',
        message: 'Please type DELETE to confirm',
        errors: [{ path: 'confirm', message: 'Please type DELETE to confirm' }],
      });
    }
    expect((await rowsOf(owner.id)).users).toBe(1);
    expect((await remove(owner.headers, { confirm: 'DELETE' })).statusCode).toBe(200);
    expect((await rowsOf(owner.id)).users).toBe(0);
  });

  it('needs a token and touches only the caller', async () => {
    const owner = await createConfirmedUser(t.app);
    const bystander = await createUser(t.app);
    expect((await remove({})).statusCode).toBe(401);
    expect((await remove(owner.headers)).statusCode).toBe(200);
    expect(await rowsOf(bystander.id)).toMatchObject({ users: 1, profiles: 1, settings: 1 });
  });

  it('hands back the stored file keys, read before the rows are deleted', async () => {
    const owner = await createUser(t.app);
    await t.app.db
      .updateTable('users')
      .set({ profile_picture_key: 'avatars/owner.webp' })
      .where('id', '=', owner.id)
      .execute();
    await t.app.db
      .updateTable('profiles')
      .set({ background_image_key: 'backgrounds/owner.webp' })
      .where('user_id', '=', owner.id)
      .execute();
    expect(await deleteAccount(t.app, owner.id)).toEqual(['avatars/owner.webp', 'backgrounds/owner.webp']);
    expect((await rowsOf(owner.id)).users).toBe(0);
  });
});
