import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA from one origin with the API: hashed files under /assets are cached for a
 * year, and any other GET that is not an API call falls back to index.html for the client router.
 */
export async function registerWebAssets(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const built = existsSync(indexFile);
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : undefined;

  if (built) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // Scripts and styles are small and fetched whole; a Range past their end was a 500 (416
      // from send, unknown to the error handler) until the fuzz suite asked for one.
      acceptRanges: false,
      // The build writes .br and .gz copies of scripts and styles (apps/web/build/precompress.ts):
      // sent as they are, at a quality too slow to use per request (decision 022).
      preCompressed: true,
      // Only the hashed build output; index.html goes through the SPA fallback below.
      allowedPath: (pathname) => pathname.startsWith('/assets/') || pathname === '/favicon.svg',
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? IMMUTABLE : 'public, max-age=3600');
      },
    });
  }

  app.decorate('serveSpa', (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const html =
      indexHtml ??
      '<!doctype html><title>SparkLink</title><p>The web app is not built yet. Run <code>npm run build</code>.</p>';
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    serveSpa(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  }
}
