import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import {
  NO_RESUME_INFO,
  isStored,
  pdfBytes,
  pngBytes,
  readStored,
  resumePart,
  storedResumeKey,
  uploadResume,
} from './resume.test-support';

describe('POST /api/resume/upload and GET /api/resume/info (api-contract §1.6, §6)', () => {
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

  it('answers hasResume false with every other field null before anything is uploaded', async () => {
    const user = await named('ama-empty');
    const res = await send(user, 'GET', '/api/resume/info');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'SUCCESS', data: NO_RESUME_INFO });
  });

  it('stores the PDF as uploaded under a private key and answers ResumeInfo', async () => {
    const user = await named('AmaM');
    const bytes = pdfBytes();
    const res = await uploadResume(t, user, [resumePart(bytes, 'Résumé 2025.pdf')]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Resume uploaded successfully');
    const key = (await storedResumeKey(t, user.id))!;
    expect(key).toMatch(/^private\/resumes\/[0-9a-f-]{36}\.pdf$/);
    expect(readStored(t, key).equals(bytes)).toBe(true);

    const url = `${t.config.publicOrigin}/api/public/AmaM/resume`;
    const { resume, ...flat } = body.data;
    expect(flat).toEqual({
      hasResume: true,
      resumeId: resume.id,
      resumeFileName: 'Résumé 2025.pdf',
      resumeUrl: url,
      allowResumeDownload: true,
      resumeUploadedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      fileSize: bytes.length,
      downloadCount: 0,
    });
    expect(resume).toEqual({
      id: expect.any(String),
      fileName: 'Ama_Mensah_Resume.pdf',
      originalName: 'Résumé 2025.pdf',
      fileUrl: url,
      fileSize: bytes.length,
      isPublic: true,
      downloadCount: 0,
      createdAt: flat.resumeUploadedAt,
      updatedAt: flat.resumeUploadedAt,
    });
    expect(await info(user)).toEqual(body.data);
    // Private storage: never reachable through /media.
    expect((await t.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
  });

  it('has no public URL without a username, and falls back to Resume.pdf without names', async () => {
    const user = await createUser(t.app);
    await uploadResume(t, user, [resumePart(pdfBytes())]);
    expect(await info(user)).toMatchObject({
      resumeUrl: null,
      resume: { fileName: 'Resume.pdf', fileUrl: null, originalName: 'cv.pdf' },
    });
  });

  it('decides the type from the bytes: a PNG named .pdf is refused, a PDF named .png is accepted', async () => {
    const user = await named();
    const png = await uploadResume(t, user, [resumePart(await pngBytes(), 'cv.pdf', 'application/pdf')]);
    expect(png.statusCode).toBe(415);
    expect(png.json()).toEqual({
      status: 'ERROR',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only PDF files are allowed for resume upload',
    });
    expect(await storedResumeKey(t, user.id)).toBeUndefined();

    const pdf = await uploadResume(t, user, [resumePart(pdfBytes(), 'scan.png', 'image/png')]);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json().data.resume.originalName).toBe('scan.png');
  });

  it('answers 413 with the resume message for an 11 MB file and stores nothing', async () => {
    const user = await named();
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const res = await uploadResume(t, user, [resumePart(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      status: 'ERROR',
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Resume must be 10MB or smaller',
    });
    expect(await storedResumeKey(t, user.id)).toBeUndefined();
  });

  it('answers 400 "Resume file is required" without a file, and refuses a file in another field', async () => {
    const user = await named();
    const none = await uploadResume(t, user, [{ field: 'note', value: 'hello' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      status: 'ERROR',
      code: 'VALIDATION_ERROR',
      message: 'Resume file is required',
      errors: [{ path: 'resume', message: 'Resume file is required' }],
    });
    expect((await uploadResume(t, user, [resumePart(Buffer.alloc(0))])).json().message).toBe('Resume file is required');
    const elsewhere = await uploadResume(t, user, [{ ...resumePart(pdfBytes()), field: 'file' }]);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe('Unexpected file field');
  });

  it('replaces the old resume: deletes its file, keeps the download setting and restarts the count', async () => {
    const user = await named('replacer');
    const first = (await uploadResume(t, user, [resumePart(pdfBytes('first'), 'old.pdf')])).json().data;
    const oldKey = (await storedResumeKey(t, user.id))!;
    await send(user, 'PUT', '/api/resume/settings', { allowResumeDownload: false });
    await t.app.db.updateTable('resumes').set({ download_count: 5 }).where('user_id', '=', user.id).execute();

    const next = await uploadResume(t, user, [resumePart(pdfBytes('second'), 'new.pdf')]);
    expect(next.statusCode).toBe(200);
    const newKey = (await storedResumeKey(t, user.id))!;
    expect(newKey).not.toBe(oldKey);
    expect(isStored(t, oldKey)).toBe(false);
    expect(readStored(t, newKey).equals(pdfBytes('second'))).toBe(true);
    expect(next.json().data).toMatchObject({
      resumeId: first.resumeId,
      resumeFileName: 'new.pdf',
      allowResumeDownload: false,
      downloadCount: 0,
      resume: { isPublic: false, downloadCount: 0, originalName: 'new.pdf' },
    });
    const rows = await t.app.db.selectFrom('resumes').select('id').where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps one resume and one file when uploads race, whichever wins', async () => {
    const user = await named();
    const storedFiles = () => readdirSync(path.join(t.config.dataDir, 'uploads', 'private', 'resumes'));
    await uploadResume(t, user, [resumePart(pdfBytes('seed'))]);
    const before = storedFiles().length;
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((name) => uploadResume(t, user, [resumePart(pdfBytes(name), `${name}.pdf`)])),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const rows = await t.app.db.selectFrom('resumes').select('storage_key').where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(storedFiles()).toHaveLength(before);
    expect(isStored(t, rows[0]!.storage_key)).toBe(true);
  });
});
