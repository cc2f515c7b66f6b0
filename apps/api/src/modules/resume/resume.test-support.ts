import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { TestUser } from '../../../test/helpers/factories';
import { multipart, type FormPart } from '../../../test/helpers/multipart';
import type { TestApp } from '../../../test/helpers/test-app';

/** GET /api/resume/info for an owner without a resume (api-contract §6). */
export const NO_RESUME_INFO = {
  hasResume: false,
  resumeId: null,
  resumeFileName: null,
  resumeUrl: null,
  allowResumeDownload: false,
  resumeUploadedAt: null,
  fileSize: null,
  downloadCount: null,
  resume: null,
};

/** A small but well-formed PDF, built byte by byte. */
export function pdfBytes(note = 'SparkLink test resume'): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
      `% ${note}`,
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

export const pngBytes = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

export const resumePart = (body: Buffer, filename = 'cv.pdf', contentType = 'application/pdf'): FormPart => ({
  field: 'resume',
  filename,
  contentType,
  body,
});

export function uploadResume(t: TestApp, user: TestUser, parts: FormPart[]) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/resume/upload',
    headers: { ...user.headers, ...headers },
    payload,
  });
}

/** The key the user's resume row points at, or undefined when there is none. */
export async function storedResumeKey(t: TestApp, userId: string): Promise<string | undefined> {
  const row = await t.app.db
    .selectFrom('resumes')
    .select('storage_key')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.storage_key;
}

const diskPath = (t: TestApp, key: string) => path.join(t.config.dataDir, 'uploads', key);
export const isStored = (t: TestApp, key: string) => existsSync(diskPath(t, key));
export const readStored = (t: TestApp, key: string) => readFileSync(diskPath(t, key));
