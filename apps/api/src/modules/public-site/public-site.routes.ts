import { renderPublicPage, type PublicView } from '@sparklink/web/public-render';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { toBool } from '../../db/values';
import { loadPublicAssets } from './public-assets';
import { findPublicOwner } from './public-site.repository';

/**
 * Server-rendered public routes (design.md "Public pages"): complete HTML with head tags, usable
 * with JavaScript off, then hydrated. See docs/decisions/003-public-pages-ssr.md.
 */
export async function publicSiteRoutes(app: FastifyInstance): Promise<void> {
  const assets = loadPublicAssets(app.config.webDistDir);

  const send = (reply: FastifyReply, status: number, view: PublicView) =>
    reply
      .status(status)
      .header('Cache-Control', 'public, max-age=30')
      .type('text/html; charset=utf-8')
      .send(renderPublicPage(view, assets));

  const handler = async (request: { params: { username: string } }, reply: FastifyReply) => {
    const owner = await findPublicOwner(app.db, request.params.username);
    if (!owner?.username) return send(reply, 404, { kind: 'profile-not-found' });
    if (!toBool(owner.is_public)) {
      reply.header('X-Robots-Tag', 'noindex');
      return send(reply, 200, { kind: 'profile-private', username: owner.username });
    }
    // The profile, page and gallery views arrive with their issues; until then an existing
    // public profile is reported as not found rather than shown half-built.
    return send(reply, 404, { kind: 'profile-not-found' });
  };

  app.get<{ Params: { username: string } }>('/public/:username', handler);
  app.get<{ Params: { username: string; slug: string } }>('/public/:username/pages/:slug', handler);
  app.get<{ Params: { username: string } }>('/public/:username/gallery', handler);
}
