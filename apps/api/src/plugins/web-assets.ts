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
  const pages = indexHtml ? landingPages(indexHtml, config.webDistDir) : new Map<string, string>();

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
      // Only the hashed build output and public/'s two files (the theme script is loaded by
      // name from index.html's head); index.html goes through the SPA fallback below.
      allowedPath: (pathname) =>
        pathname.startsWith('/assets/') || pathname === '/favicon.svg' || pathname === '/theme.js',
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
    const pathname = request.url.split('?')[0]!.replace(/(.)\/$/, '$1');
    const html =
      pages.get(pathname) ??
      indexHtml ??
      '<!doctype html><title>SparkLink</title><p>The web app is not built yet. Run <code>npm run build</code>.</p>';
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}

/**
 * index.html with `<link rel="modulepreload">` for the scripts of the screen at each landing path
 * (route-preloads.json, written by the build): the browser fetches them with the entry instead of
 * one round trip after it, which is most of a second on a slow mobile link (decision 022).
 */
function landingPages(indexHtml: string, distDir: string): Map<string, string> {
  const file = path.join(distDir, 'route-preloads.json');
  if (!existsSync(file)) return new Map();
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  return new Map(
    Object.entries(preloads).map(([pathname, scripts]) => {
      const links = scripts.map((src) => `<link rel="modulepreload" crossorigin href="${src}">`).join('');
      return [pathname, indexHtml.replace('</head>', `${links}</head>`)];
    }),
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    serveSpa(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  }
}
