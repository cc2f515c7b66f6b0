import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, negotiateLanguage, type Language } from '@sparklink/contract/i18n';
import type { Config } from '../config';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA and the public pages' script and stylesheet from one origin with the API:
 * hashed files under /assets are cached for a year, and any other GET that is not an API call
 * falls back to index.html for the client router.
 */
export async function registerWebAssets(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const spaDocument = indexHtml ? spaDocuments(indexHtml, config.webDistDir) : undefined;
  // The dashboard's build and the public pages' (packages/public-site) both write their hashed
  // files under assets/: one route per file, each from the build that wrote it.
  const roots = [config.webDistDir, config.publicSiteDistDir].filter((dir) => existsSync(dir));

  if (roots.length) {
    await app.register(fastifyStatic, {
      root: roots,
      prefix: '/',
      index: false,
      wildcard: false,
      // Scripts and styles are small and fetched whole; a Range past their end was a 500 (416
      // from send, unknown to the error handler) until the fuzz suite asked for one.
      acceptRanges: false,
      // The builds write .br and .gz copies of scripts and styles (scripts/vite-plugins/precompress.ts):
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
      spaDocument?.(pathname, readerLanguage(request)) ??
      '<!doctype html><title>SparkLink</title><p>The web app is not built yet. Run <code>npm run build</code>.</p>';
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language, Cookie')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}

/**
 * The language the SPA will start in, as far as the server can tell: the `lang` cookie the SPA
 * keeps beside its own copy of the owner's choice, else the browser's Accept-Language (decision 026).
 */
function readerLanguage(request: FastifyRequest): Language {
  const cookie = request.cookies?.lang;
  return isLanguage(cookie) ? cookie : negotiateLanguage(request.headers['accept-language']);
}

function readJson<T = Record<string, string[]>>(distDir: string, name: string): Partial<T> {
  const file = path.join(distDir, name);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : {};
}

/** dist/prerendered.json (apps/web/src/prerender/prerender.tsx). */
interface Prerendered {
  screens: Record<string, Partial<Record<Language, string>>>;
  shell: string;
}

const isDashboard = (pathname: string) => pathname === '/dashboard' || pathname.startsWith('/dashboard/');

/**
 * What paints before the script runs (decision 038): a sign-in screen already rendered by React in
 * the reader's language, marked for main.tsx to hydrate, or on the dashboard's paths the shell's
 * skeleton, which the app's first render replaces. Elsewhere #root stays empty.
 */
function rootFor(prerendered: Partial<Prerendered>, pathname: string, lang: Language): string | undefined {
  const screen = prerendered.screens?.[pathname]?.[lang];
  if (screen) return `<div id="root" data-prerendered="${pathname}">${screen}</div>`;
  if (isDashboard(pathname) && prerendered.shell) return `<div id="root">${prerendered.shell}</div>`;
  return undefined;
}

/**
 * index.html with `<html lang>` set, `<link rel="modulepreload">` for what the first screen
 * needs beyond the entry script: the screen's own scripts at each landing path
 * (route-preloads.json, decision 022) and the reader's language's messages
 * (catalog-preloads.json, decision 026), and #root filled where the build prerendered it. The
 * browser fetches the scripts with the entry instead of one round trip after it, most of a second
 * on a slow mobile link. Each variant is made once.
 */
function spaDocuments(indexHtml: string, distDir: string): (pathname: string, lang: Language) => string {
  const routes = readJson(distDir, 'route-preloads.json');
  const catalogs = readJson(distDir, 'catalog-preloads.json');
  const prerendered = readJson<Prerendered>(distDir, 'prerendered.json');
  const made = new Map<string, string>();
  return (pathname, lang) => {
    const route = Object.hasOwn(routes, pathname) ? pathname : '';
    // The dashboard's paths share one skeleton: one variant for all of them, not one per path.
    const filled = prerendered.screens?.[pathname] ? pathname : isDashboard(pathname) ? 'shell' : '';
    const key = `${lang} ${route} ${filled}`;
    let html = made.get(key);
    if (!html) {
      const scripts = [...(routes[route] ?? []), ...(catalogs[lang] ?? [])];
      const links = scripts.map((src) => `<link rel="modulepreload" crossorigin href="${src}">`).join('');
      html = indexHtml.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`).replace('</head>', `${links}</head>`);
      const root = rootFor(prerendered, pathname, lang);
      if (root) html = html.replace('<div id="root"></div>', root);
      made.set(key, html);
    }
    return html;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    serveSpa(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  }
}
