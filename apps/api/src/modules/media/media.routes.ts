import { MESSAGES } from '@sparklink/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error';
import { sendError } from '../../plugins/error-handler';
import { isValidStorageKey } from '../../plugins/storage/storage';
import { noneMatch } from '../public-site/render-cache';
import { mediaAccessOf } from './media-access';
import { signedSecondsLeft } from './signed-media-url';

/**
 * A public file: a browser keeps it a day (a visitor's repeat views on a slow phone cost nothing),
 * a shared cache 30 seconds, as long as it keeps public JSON (api-contract §8). After that it asks
 * again with the ETag: a cheap 304 while the file is public, the 404 once it is not.
 */
export const PUBLIC_MEDIA_CACHE = 'public, max-age=86400, s-maxage=30';

/**
 * GET /media/<key> (decision 037). Served only while the file is public now, or to the holder of a
 * valid signed URL; every refusal is the 404 of a file that does not exist, so nothing tells a
 * hidden file from a missing one. nosniff and a sandboxing CSP keep a file from acting as a page.
 */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const key = request.params['*'];
    const access = isValidStorageKey(key) ? await mediaAccessOf(app.db, key) : undefined;
    const cache = access && cacheControlOf(access === 'public', signedSecondsLeft(app.config, key, request.query));
    if (!cache) return notFound(reply);

    // The bytes behind a key never change (keys are random, never reused), so the key is the tag.
    const etag = `"${key}"`;
    reply
      .header('Cache-Control', cache)
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Content-Security-Policy', "default-src 'none'; sandbox");
    if (noneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send();

    const stored = await app.storage.get(key);
    if (!stored) return notFound(reply);
    return reply.header('Content-Length', String(stored.size)).type(stored.contentType).send(stored.body);
  });
}

/**
 * A valid signature answers privately, for no longer than it lives (the owner's URL, which may
 * outlive the file's being public); otherwise only a public file is served.
 */
function cacheControlOf(isPublic: boolean, signedSecondsLeft: number | undefined): string | undefined {
  if (signedSecondsLeft !== undefined) return `private, max-age=${signedSecondsLeft}`;
  return isPublic ? PUBLIC_MEDIA_CACHE : undefined;
}

/** Never stored by any cache: a file made public again must be served at once. */
function notFound(reply: FastifyReply): FastifyReply {
  for (const name of ['ETag', 'Cross-Origin-Resource-Policy', 'Content-Security-Policy']) reply.removeHeader(name);
  return sendError(reply.header('Cache-Control', 'no-store'), new AppError('NOT_FOUND', MESSAGES.fileNotFound));
}
