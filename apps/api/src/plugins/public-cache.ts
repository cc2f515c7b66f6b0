import type { FastifyInstance } from 'fastify';
import { RenderCache } from '../modules/public-site/render-cache';

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: RenderCache;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Decorates the cache of rendered public pages and empties an owner's entries after any of their
 * writes, whatever the module: one rule, so no write path can forget to invalidate. With several
 * processes the invalidation reaches all of them before the answer leaves (decision 023).
 *
 * It runs in onSend, when the write has committed but before the owner's answer leaves: once the
 * owner reads "saved", no visitor gets the old page from this cache (onResponse left a window).
 * Failed writes invalidate too, since one may have committed part of its work before failing.
 */
export function registerPublicCache(app: FastifyInstance): void {
  app.decorate('publicCache', new RenderCache(app.coordination));
  app.addHook('onSend', async (request) => {
    if (request.user && !READS.has(request.method)) await app.publicCache.invalidateOwner(request.user.id);
  });
}
