import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmIdentity, createUser, type TestUser } from '../../../test/helpers/factories';
import { multipart } from '../../../test/helpers/multipart';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { NO_RESUME_INFO, isStored, pdfBytes, resumePart, storedResumeKey, uploadResume } from './resume.test-support';

describe('resume settings, delete and owner download (api-contract §6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (user: TestUser, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: user.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const info = async (user: TestUser) => (await send(user, 'GET', '/api/resume/info')).json().data;
  const named = (username?: string) => createUser(t.app, { firstName: 'Ama', lastName: 'Mensah', username });

  it('turns downloads off and on, validating the flag', async () => {
    const user = await named();
    const none = await send(user, 'PUT', '/api/resume/settings', { allowResumeDownload: false });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ status: 'ERROR', code: 'NOT_FOUND', message: 'No resume uploaded yet' });

    await uploadResume(t, user, [resumePart(pdfBytes())]);
    const off = await send(user, 'PUT', '/api/resume/settings', { allowResumeDownload: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      status: 'SUCCESS',
      message: 'Resume settings updated successfully',
      data: { allowResumeDownload: false },
    });
    expect(await info(user)).toMatchObject({ allowResumeDownload: false, resume: { isPublic: false } });
    await send(user, 'PUT', '/api/resume/settings', { allowResumeDownload: true });
    expect(await info(user)).toMatchObject({ allowResumeDownload: true, resume: { isPublic: true } });

    for (const payload of [{ allowResumeDownload: 'yes' }, {}, undefined]) {
      const res = await send(user, 'PUT', '/api/resume/settings', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 'ERROR',
        code: 'VALIDATION_ERROR',
        message: 'allowResumeDownload must be a boolean value',
        errors: [{ path: 'allowResumeDownload', message: 'allowResumeDownload must be a boolean value' }],
      });
    }
  });

  it('deletes the resume and its file; a second delete answers 404', async () => {
    const user = await named();
    await uploadResume(t, user, [resumePart(pdfBytes())]);
    const key = (await storedResumeKey(t, user.id))!;
    const res = await send(user, 'DELETE', '/api/resume');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'SUCCESS', message: 'Resume deleted successfully', data: null });
    expect(isStored(t, key)).toBe(false);
    expect(await info(user)).toEqual(NO_RESUME_INFO);

    const again = await send(user, 'DELETE', '/api/resume');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ status: 'ERROR', code: 'NOT_FOUND', message: 'No resume to delete' });
  });

  it('lets the owner download the file under its original name, even with downloads off, without counting', async () => {
    const user = await named('downloader');
    const missing = await send(user, 'GET', '/api/resume/download');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'ERROR', code: 'NOT_FOUND', message: 'No resume uploaded yet' });

    const bytes = pdfBytes();
    await uploadResume(t, user, [resumePart(bytes, 'Résumé (final).pdf')]);
    await send(user, 'PUT', '/api/resume/settings', { allowResumeDownload: false });
    const res = await send(user, 'GET', '/api/resume/download');
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="Resume (final).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28final%29.pdf`,
      'content-security-policy': 'sandbox',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-length': String(bytes.length),
    });
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect((await info(user)).downloadCount).toBe(0);

    await uploadResume(t, user, [resumePart(bytes, 'plain-cv.pdf')]);
    const ascii = await send(user, 'GET', '/api/resume/download');
    expect(ascii.headers['content-disposition']).toBe('attachment; filename="plain-cv.pdf"');
  });

  it("never touches another account's resume: each owner sees only their own", async () => {
    const owner = await named('the-owner');
    const other = await named('the-other');
    await uploadResume(t, owner, [resumePart(pdfBytes())]);
    const key = (await storedResumeKey(t, owner.id))!;

    expect(await info(other)).toEqual(NO_RESUME_INFO);
    expect((await send(other, 'PUT', '/api/resume/settings', { allowResumeDownload: false })).json().message).toBe(
      'No resume uploaded yet',
    );
    expect((await send(other, 'DELETE', '/api/resume')).statusCode).toBe(404);
    expect((await send(other, 'GET', '/api/resume/download')).statusCode).toBe(404);
    expect(await info(owner)).toMatchObject({ hasResume: true, allowResumeDownload: true });
    expect(isStored(t, key)).toBe(true);

    for (const [method, url] of [
      ['GET', '/api/resume/info'],
      ['POST', '/api/resume/upload'],
      ['PUT', '/api/resume/settings'],
      ['DELETE', '/api/resume'],
      ['GET', '/api/resume/download'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBe('Access token required');
    }
  });

  it('shows hasResume on GET /api/profile while a resume exists, downloads allowed or not', async () => {
    const user = await named();
    const hasResume = async () => (await send(user, 'GET', '/api/profile')).json().data.profile.hasResume as boolean;
    expect(await hasResume()).toBe(false);
    await uploadResume(t, user, [resumePart(pdfBytes())]);
    expect(await hasResume()).toBe(true);
    await send(user, 'PUT', '/api/resume/settings', { allowResumeDownload: false });
    expect(await hasResume()).toBe(true);
    await send(user, 'DELETE', '/api/resume');
    expect(await hasResume()).toBe(false);
  });

  it('removes the resume file when the account is deleted', async () => {
    const user = await named();
    await uploadResume(t, user, [resumePart(pdfBytes())]);
    const key = (await storedResumeKey(t, user.id))!;
    await confirmIdentity(t.app, user);
    const res = await send(user, 'DELETE', '/api/auth/account');
    expect(res.statusCode).toBe(200);
    expect(await storedResumeKey(t, user.id)).toBeUndefined();
    // Files are removed after the response, once the rows are gone.
    await expect.poll(() => isStored(t, key)).toBe(false);
  });

  it('counts resume uploads against the shared 60 an hour upload allowance', async () => {
    const user = await named();
    for (let i = 0; i < 60; i += 1) {
      expect((await uploadResume(t, user, [{ field: 'note', value: 'x' }])).statusCode).toBe(400);
    }
    const limited = await uploadResume(t, user, [resumePart(pdfBytes())]);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many requests. Please try again later.');
    const { payload, headers } = multipart([{ field: 'note', value: 'x' }]);
    const picture = await t.app.inject({
      method: 'POST',
      url: '/api/profile/upload/profile-picture',
      headers: { ...user.headers, ...headers },
      payload,
    });
    expect(picture.statusCode).toBe(429);
  });
});
