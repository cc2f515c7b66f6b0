import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findServedDomain } from '../domains/domains.repository';
import { resumeServer } from '../public/public-resume.routes';
import { requestHostName, SITE_PREFIX } from '../domains/site-host';
import { renderedHtml, type RenderedHtml } from './render-cache';
import type { Asked } from './portfolio-address';

type SiteRoute = {
  Params: { '*'?: string };
  Querystring: { category?: unknown; page?: unknown };
  Body: { password?: string };
};

/** Our host's answer for an owner whose portfolio lives on their domain now (decision 058). */
export function movedPermanently(location: string): RenderedHtml {
  return renderedHtml(
    301,
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Moved</title><p>This portfolio has moved to its own domain.</p></html>',
    { Location: location },
  );
}

/**
 * An owner's verified domain (decision 058): every request for it arrives under SITE_PREFIX
 * (site-host.ts), is matched to the domain's owner by one indexed read, and is served as
 * /public/<username> serves it: `/` the profile, `/pages/<slug>` and `/<slug>` a page (GET, and
 * POST for the unlock form), `/gallery`, `/qr.svg` and `/resume`. Anything else, and any host that
 * is not a verified domain, is the plain 404 page.
 */
export async function customDomainSiteRoutes(app: FastifyInstance, documents: SiteDocuments): Promise<void> {
  const resume = resumeServer(app);
  const askedBy = async (request: FastifyRequest): Promise<Asked | null> => {
    const host = requestHostName(request.headers.host);
    const served = host ? await findServedDomain(app.db, host) : null;
    return served?.username ? { username: served.username, domain: served.domain } : null;
  };

  const serve = async (request: FastifyRequest<SiteRoute>, reply: FastifyReply) => {
    const asked = await askedBy(request);
    const path = (request.params['*'] ?? '').replace(/\/$/, '');
    if (!asked) return documents.notFound(request, reply);
    const segments = path === '' ? [] : path.split('/');
    const slug =
      segments.length === 2 && segments[0] === 'pages' ? segments[1] : segments.length === 1 ? segments[0] : undefined;
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'POST') {
      return documents.notFound(request, reply);
    }
    if (request.method === 'POST') {
      return slug !== undefined ? documents.unlock(request, reply, asked, slug) : documents.notFound(request, reply);
    }
    if (segments.length === 0) return documents.profile(reply, asked);
    if (path === 'gallery') return documents.gallery(request, reply, asked);
    if (path === 'qr.svg') return documents.qr(reply, asked);
    if (path === 'resume') return resume(request, reply, asked.username);
    if (slug !== undefined && slug !== '') return documents.page(request, reply, asked, slug);
    return documents.notFound(request, reply);
  };

  // Every method a page or a script could send (OPTIONS is CORS's), so nothing on a domain falls
  // through to our host's not-found answers.
  for (const url of [SITE_PREFIX, `${SITE_PREFIX}/*`]) {
    app.route<SiteRoute>({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url, handler: serve });
  }
}

export type UnlockBody = { Body: { password?: string } };
export type GalleryQuery = { Querystring: { category?: unknown; page?: unknown } };

/** The documents a custom domain serves, as the /public/<username> routes render them. */
export interface SiteDocuments {
  notFound(request: FastifyRequest, reply: FastifyReply): unknown;
  profile(reply: FastifyReply, asked: Asked): Promise<unknown>;
  page(request: FastifyRequest, reply: FastifyReply, asked: Asked, slug: string): Promise<unknown>;
  unlock(request: FastifyRequest<UnlockBody>, reply: FastifyReply, asked: Asked, slug: string): Promise<unknown>;
  gallery(request: FastifyRequest<GalleryQuery>, reply: FastifyReply, asked: Asked): Promise<unknown>;
  qr(reply: FastifyReply, asked: Asked): Promise<unknown>;
}
