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
 * successful writes, whatever the module: one rule, so no write path can forget to invalidate.
 */
export function registerPublicCache(app: FastifyInstance): void {
  app.decorate('publicCache', new RenderCache());
  app.addHook('onResponse', async (request, reply) => {
    if (request.user && !READS.has(request.method) && reply.statusCode < 400) {
      app.publicCache.invalidateOwner(request.user.id);
    }
  });
}
