import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { pdfBytes, resumePart, uploadResume } from '../resume/resume.test-support';

describe('GET and HEAD /api/public/:username/resume (api-contract §8.2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const fetchResume = (username: string, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url: `/api/public/${username}/resume` });
  const downloadCount = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/resume/info', headers: user.headers })).json().data
      .downloadCount as number;
  const setProfile = (user: TestUser, values: { is_public?: boolean; allow_indexing?: boolean }) =>
    t.app.db.updateTable('profiles').set(values).where('user_id', '=', user.id).execute();

  async function ownerWithResume(username: string, names = { firstName: 'Ama', lastName: 'Mensah' }) {
    const user = await createUser(t.app, { username, ...names });
    const bytes = pdfBytes(username);
    expect((await uploadResume(t, user, [resumePart(bytes, 'my cv.pdf')])).statusCode).toBe(200);
    return { user, bytes };
  }

  it('sends the PDF as an attachment with exactly the contract headers, and counts the download', async () => {
    const { user, bytes } = await ownerWithResume('AmaPublic');
    const res = await fetchResume('amapublic');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Ama_Mensah_Resume.pdf"');
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['x-robots-tag']).toBeUndefined();
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(await downloadCount(user)).toBe(1);
    // The same client again the same day: served, counted once (public-resume-counting.test.ts).
    expect((await fetchResume('AmaPublic')).statusCode).toBe(200);
    expect(await downloadCount(user)).toBe(1);
  });

  it('answers HEAD with the same headers and no body, without counting', async () => {
    const { user, bytes } = await ownerWithResume('head-probe');
    const res = await fetchResume('head-probe', 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="Ama_Mensah_Resume.pdf"',
      'content-security-policy': 'sandbox',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-length': String(bytes.length),
    });
    expect(res.body).toBe('');
    expect(await downloadCount(user)).toBe(0);
  });

  it('names the file after the username when the owner has no names', async () => {
    await ownerWithResume('kofi_dev', { firstName: '', lastName: '' });
    expect((await fetchResume('kofi_dev')).headers['content-disposition']).toBe(
      'attachment; filename="kofi_dev_Resume.pdf"',
    );
  });

  it('answers 404 "No resume available for download" with no resume or with downloads turned off', async () => {
    const expected = { status: 'ERROR', code: 'NOT_FOUND', message: 'No resume available for download' };
    await createUser(t.app, { username: 'no-resume' });
    expect((await fetchResume('no-resume')).json()).toEqual(expected);

    const { user } = await ownerWithResume('switched-off');
    await t.app.inject({
      method: 'PUT',
      url: '/api/resume/settings',
      headers: user.headers,
      payload: { allowResumeDownload: false },
    });
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await fetchResume('switched-off', method);
      expect(res.statusCode, method).toBe(404);
    }
    expect((await fetchResume('switched-off')).json()).toEqual(expected);
    expect(await downloadCount(user)).toBe(0);
    // The public profile's hasResume (§8.1) follows the same rule.
    const hasResume = async (username: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/public/${username}` })).json().data.hasResume as boolean;
    expect(await hasResume('switched-off')).toBe(false);
    await ownerWithResume('switched-on');
    expect(await hasResume('switched-on')).toBe(true);
  });

  it('answers 403 for a private profile and 404 for an unknown one', async () => {
    const { user } = await ownerWithResume('private-owner');
    await setProfile(user, { is_public: false });
    const res = await fetchResume('private-owner');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'ERROR', code: 'FORBIDDEN', message: 'This profile is private' });
    expect((await fetchResume('private-owner', 'HEAD')).statusCode).toBe(403);
    expect(await downloadCount(user)).toBe(0);

    const unknown = await fetchResume('nobody-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Profile not found');
  });

  it('carries X-Robots-Tag: noindex when the owner turned indexing off', async () => {
    const { user } = await ownerWithResume('hidden-from-search');
    await setProfile(user, { allow_indexing: false });
    const res = await fetchResume('hidden-from-search');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
  });

  /** api-contract §8: "every public response" of that owner, the 404 and 403 included. */
  it('carries X-Robots-Tag: noindex on the 404 and 403 of an owner who turned indexing off', async () => {
    const user = await createUser(t.app, { username: 'no-cv-quiet' });
    await setProfile(user, { allow_indexing: false });
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await fetchResume('no-cv-quiet', method);
      expect(res.statusCode, method).toBe(404);
      expect(res.headers['x-robots-tag'], method).toBe('noindex');
    }
    expect((await fetchResume('no-cv-quiet')).json()).toEqual({
      status: 'ERROR',
      code: 'NOT_FOUND',
      message: 'No resume available for download',
    });

    // Downloads turned off: the same 404, the same header.
    const { user: closed } = await ownerWithResume('closed-cv-quiet');
    await setProfile(closed, { allow_indexing: false });
    const closing = await t.app.inject({
      method: 'PUT',
      url: '/api/resume/settings',
      headers: closed.headers,
      payload: { allowResumeDownload: false },
    });
    expect(closing.statusCode).toBe(200);
    const off = await fetchResume('closed-cv-quiet');
    expect(off.statusCode).toBe(404);
    expect(off.json().message).toBe('No resume available for download');
    expect(off.headers['x-robots-tag']).toBe('noindex');

    await setProfile(user, { is_public: false });
    const hidden = await fetchResume('no-cv-quiet');
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json()).toEqual({ status: 'ERROR', code: 'FORBIDDEN', message: 'This profile is private' });
    expect(hidden.headers['x-robots-tag']).toBe('noindex');

    // An unknown username has no owner, so no preference to carry.
    expect((await fetchResume('nobody-at-all')).headers['x-robots-tag']).toBeUndefined();
  });
});
