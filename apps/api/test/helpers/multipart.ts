import { randomBytes } from 'node:crypto';

export type FormPart =
  { field: string; filename: string; contentType: string; body: Buffer } | { field: string; value: string };

/** A multipart/form-data body for `app.inject`, spelled out byte by byte as a browser sends it. */
export function multipart(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sparklink${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'body' in part
        ? `Content-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`
        : `Content-Disposition: form-data; name="${part.field}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`));
    chunks.push('body' in part ? part.body : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
