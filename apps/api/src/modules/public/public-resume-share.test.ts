import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { pdfBytes, resumePart, uploadResume } from '../resume/resume.test-support';

describe('GET and HEAD /public/:username/resume: the address the owner shares', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const open = (username: string, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url: `/public/${username}/resume` });
  const downloadCount = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/resume/info', headers })).json().data.downloadCount as number;

  it('sends the same PDF as the download address, and counts it the same way', async () => {
    const user = await createUser(t.app, { username: 'share-cv', firstName: 'Ama', lastName: 'Mensah' });
    const bytes = pdfBytes('share-cv');
    expect((await uploadResume(t, user, [resumePart(bytes)])).statusCode).toBe(200);

    const head = await open('share-cv', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(await downloadCount(user.headers)).toBe(0);

    const res = await open('Share-CV');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Ama_Mensah_Resume.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(await downloadCount(user.headers)).toBe(1);
  });

  it('sends a visitor to the portfolio when there is no file to give, instead of a JSON error', async () => {
    const noFile = await createUser(t.app, { username: 'no-file' });
    const res = await open('no-file');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/public/no-file');
    expect(res.headers['cache-control']).toBe('no-store');

    const hidden = await createUser(t.app, { username: 'hidden-cv' });
    expect((await uploadResume(t, hidden, [resumePart(pdfBytes())])).statusCode).toBe(200);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/resume/settings',
      headers: hidden.headers,
      payload: { allowResumeDownload: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await open('hidden-cv')).headers.location).toBe('/public/hidden-cv');

    await t.app.db.updateTable('profiles').set({ is_public: false }).where('user_id', '=', noFile.id).execute();
    expect((await open('no-file')).headers.location).toBe('/public/no-file');
    const nobody = await open('nobody-here');
    expect(nobody.statusCode).toBe(302);
    expect(nobody.headers.location).toBe('/public/nobody-here');
  });
});
