import { toPublicPage } from '../pages/page-projection';
import { MESSAGES, PAGE_MESSAGES as M, UnlockPageSchema } from '@sparklink/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../lib/app-error';
import { parseBody } from '../../lib/parse';
import { ok } from '../../lib/reply';
import { pageAccessCookie } from './page-access';
import { getVisibleOwner, indexingHeaders } from './public-owner';
import { findProfileDocument } from './document-reads';
import { toPublicProfile } from './public-profile.service';
import * as pages from './public-pages.service';

type OwnerParams = { Params: { username: string } };
type PageParams = { Params: { username: string; slug: string } };

const MAX_AGE = 30;

/**
 * Caching of public answers (api-contract §8); the indexing header is set with the owner
 * (indexingHeaders). A shared answer is never cached past `validUntil`, the owner's next schedule
 * transition or plan end (decision 056).
 */
export function publicHeaders(reply: FastifyReply, cache?: string, validUntil: Date | null = null) {
  const left = validUntil === null ? MAX_AGE : Math.floor((validUntil.getTime() - Date.now()) / 1000);
  reply.header('Cache-Control', cache ?? `public, max-age=${Math.max(0, Math.min(MAX_AGE, left))}`);
}

/** /api/public: anonymous JSON for the public portfolio (api-contract §8.2). */
export async function publicRoutes(app: FastifyInstance): Promise<void> {
  /** The profile answers 200 even when private, with only { username, isPublic: false } (§8). */
  app.get<OwnerParams>('/api/public/:username', async (request, reply) => {
    const found = await findProfileDocument(app.db, request.params.username);
    // An unknown username has no owner, so no indexing preference: its 404 carries no X-Robots-Tag.
    if (!found) throw notFound(MESSAGES.profileNotFound);
    const { owner } = found;
    indexingHeaders(reply, owner);
    publicHeaders(reply, undefined, owner.validUntil);
    if (!owner.isPublic) return ok({ username: owner.username, isPublic: false });
    return ok(toPublicProfile(app, found));
  });

  app.get<OwnerParams>('/api/public/:username/pages', async (request, reply) => {
    const owner = await getVisibleOwner(app.db, request.params.username, reply);
    const visible = await pages.listVisiblePages(app, owner);
    publicHeaders(reply, undefined, visible.validUntil);
    return ok({ pages: pages.toSummaries(visible.rows) });
  });

  app.get<PageParams>('/api/public/:username/pages/:slug', async (request, reply) => {
    const owner = await getVisibleOwner(app.db, request.params.username, reply);
    const row = await pages.getVisiblePage(app, owner, request.params.slug);
    const token = request.cookies[pageAccessCookie(app.config, row.id).name] ?? request.headers['x-page-access'];
    const allowed = await pages.canRead(app, row, typeof token === 'string' ? token : undefined);
    publicHeaders(reply, pages.isProtected(row) ? 'private, no-store' : undefined, row.validUntil);
    if (!allowed) throw pages.passwordRequired();
    const { validUntil: _until, ...page } = row;
    return ok({ page: toPublicPage(page) });
  });

  app.post('/api/public/access-protected', async (request, reply) => {
    const input = parseBody(UnlockPageSchema, request.body);
    const owner = await getVisibleOwner(app.db, input.username, reply);
    const row = await pages.getVisiblePage(app, owner, input.slug);
    publicHeaders(reply, 'private, no-store');
    if (!pages.isProtected(row)) return ok({ page: toPublicPage(row) });
    const access = await pages.unlockPage(app, row, input.password, request.ip);
    const cookie = pageAccessCookie(app.config, row.id);
    reply.setCookie(cookie.name, access.token, cookie.options);
    return ok(
      { page: toPublicPage(row), accessToken: access.token, expiresAt: access.expiresAt.toISOString() },
      M.accessGranted,
    );
  });
}
