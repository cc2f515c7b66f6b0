import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { ERROR_CODES } from '@sparklink/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

/** Whether the server sees an /api path: dot segments resolved as inject does, then decoded. */
const isApiPath = (url: string) => {
  // Appended, not resolved against a base: `//x` is a path here, not a protocol-relative host.
  let pathname = new URL(`http://localhost${url}`).pathname;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // Undecodable: judged as sent.
  }
  return pathname === '/api' || pathname.startsWith('/api/');
};

function bodyText(res: LightMyRequestResponse): string {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
  return raw.toString('utf8');
}

/** Why a response breaks the rules, or undefined: below 500, and the contract's envelope on /api. */
export function problemWith(request: InjectOptions, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400 || request.method === 'HEAD' || !isApiPath(request.url as string)) return undefined;
  let body: { status?: unknown; code?: unknown; message?: unknown };
  try {
    body = JSON.parse(bodyText(res));
  } catch {
    return `answered ${res.statusCode} without a JSON body: ${res.body.slice(0, 200)}`;
  }
  const statusOfCode = ERROR_CODES[body.code as keyof typeof ERROR_CODES];
  if (body.status !== 'ERROR' || typeof body.message !== 'string' || statusOfCode !== res.statusCode) {
    return `answered ${res.statusCode} outside the error envelope: ${JSON.stringify(body).slice(0, 300)}`;
  }
  return undefined;
}
