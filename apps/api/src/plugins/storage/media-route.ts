import { MESSAGES } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { sendError } from '../error-handler';
import { isValidStorageKey, PRIVATE_PREFIX } from './storage';

/**
 * GET /media/<key>: public uploads, straight from storage. Keys are random and never reused, so
 * a file can be cached forever; nosniff and a sandboxing CSP keep it from ever acting as a page.
 */
export function registerMediaRoute(app: FastifyInstance): void {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const key = request.params['*'];
    const stored = isValidStorageKey(key) && !key.startsWith(PRIVATE_PREFIX) ? await app.storage.get(key) : null;
    if (!stored) return sendError(reply, new AppError('NOT_FOUND', MESSAGES.fileNotFound));
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Content-Length', String(stored.size))
      .type(stored.contentType)
      .send(stored.body);
  });
}
