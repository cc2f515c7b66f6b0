import { renderPublicPage, type PublicView } from '@sparklink/web/public-render';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { pageAccessCookie } from '../public/page-access';
import { findPublicOwner, type PublicOwner } from '../public/public-owner';
import * as pages from '../public/public-pages.service';
import { loadPublicAssets } from './public-assets';
import { navOf, ownerSummary, siteOf } from './public-views';

type OwnerParams = { Params: { username: string } };
type PageParams = { Params: { username: string; slug: string } };

/**
 * Server-rendered public routes (design.md "Public pages"): complete HTML with head tags, usable
 * with JavaScript off, then hydrated. See docs/decisions/003-public-pages-ssr.md.
 */
export async function publicSiteRoutes(app: FastifyInstance): Promise<void> {
  const assets = loadPublicAssets(app.config.webDistDir);

  // The no-JavaScript unlock form posts urlencoded fields; only this plugin accepts them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const send = (reply: FastifyReply, status: number, view: PublicView, cache = 'no-cache') =>
    reply
      .status(status)
      .header('Cache-Control', cache)
      .type('text/html; charset=utf-8')
      .send(renderPublicPage(view, assets));

  /** Unknown → 'Profile Not Found' (404); private → 'This profile is private'; else the owner. */
  async function visibleOwner(username: string, reply: FastifyReply): Promise<PublicOwner | null> {
    const owner = await findPublicOwner(app.db, username);
    if (!owner) {
      await send(reply, 404, { kind: 'profile-not-found' });
      return null;
    }
    if (!owner.allowIndexing || !owner.isPublic) reply.header('X-Robots-Tag', 'noindex');
    if (!owner.isPublic) {
      await send(reply, 403, { kind: 'profile-private', username: owner.username });
      return null;
    }
    return owner;
  }

  async function renderPage(request: FastifyRequest<PageParams>, reply: FastifyReply, error?: string) {
    const owner = await visibleOwner(request.params.username, reply);
    if (!owner) return reply;
    const visible = await pages.listVisiblePages(app, owner);
    const row = visible.find((page) => page.slug === request.params.slug);
    if (!row) return send(reply, 404, { kind: 'page-not-found', owner: ownerSummary(owner) });
    const common = { site: siteOf(app, owner), owner: ownerSummary(owner), nav: navOf(visible) };
    const token = request.cookies[pageAccessCookie(app.config, row.id).name];
    if (!(await pages.canRead(app, row, token))) {
      return send(
        reply,
        error ? 403 : 200,
        { kind: 'page-locked', ...common, slug: row.slug, error },
        'private, no-store',
      );
    }
    const cache = pages.isProtected(row) ? 'private, no-store' : 'no-cache';
    return send(reply, 200, { kind: 'page', ...common, page: pages.toPublicPage(row) }, cache);
  }

  app.get<PageParams>('/public/:username/pages/:slug', (request, reply) => renderPage(request, reply));

  /** The unlock form: a right password sets the unlock cookie and shows the page (303). */
  app.post<PageParams & { Body: { password?: string } }>('/public/:username/pages/:slug', async (request, reply) => {
    const password = typeof request.body?.password === 'string' ? request.body.password : '';
    if (!password.trim()) return renderPage(request, reply);
    const owner = await findPublicOwner(app.db, request.params.username);
    const row = owner?.isPublic
      ? (await pages.listVisiblePages(app, owner)).find((page) => page.slug === request.params.slug)
      : undefined;
    if (!row || !pages.isProtected(row)) return renderPage(request, reply);
    try {
      const access = await pages.unlockPage(app, row, password, request.ip);
      const cookie = pageAccessCookie(app.config, row.id);
      reply.setCookie(cookie.name, access.token, cookie.options);
      return reply.redirect(`/public/${owner!.username}/pages/${row.slug}`, 303);
    } catch (error) {
      if (error instanceof AppError && (error.code === 'INVALID_PASSWORD' || error.code === 'RATE_LIMITED')) {
        return renderPage(request, reply, error.message);
      }
      throw error;
    }
  });

  // The profile and gallery views arrive with their issues; until then an existing public
  // profile answers 'Profile Not Found' rather than a half-built page.
  const notYet = async (request: FastifyRequest<OwnerParams>, reply: FastifyReply) => {
    const owner = await visibleOwner(request.params.username, reply);
    if (owner) return send(reply, 404, { kind: 'profile-not-found' });
    return reply;
  };
  app.get<OwnerParams>('/public/:username', notYet);
  app.get<OwnerParams>('/public/:username/gallery', notYet);
}
