import type { FastifyInstance, FastifyReply } from 'fastify';
import { findPageDocument, findProfileDocument } from '../public/document-reads';
import { indexingHeaders, type PublicOwner } from '../public/public-owner';
import * as pages from '../public/public-pages.service';
import { PUBLIC_MEDIA_CACHE } from '../media/media.routes';
import { noneMatch } from './render-cache';
import { SHARE_CARD_TYPE } from './share-card-image';
import { pageCard, profileCard, shareCardBytes, type ShareCard } from './share-card';

type CardParams = { Params: { username: string; file: string } };
type PageCardParams = { Params: { username: string; slug: string; file: string } };

/**
 * The share cards (decision 046): `/public/:username/card/<hash>.jpg` for the portfolio and
 * `/public/:username/pages/:slug/card/<hash>.jpg` for an open page. The name is a hash of what the
 * card shows, so a write that changes it gives the card a new address (social sites keep an image
 * by its address); the first request for an address draws and stores it, later ones read it.
 * An older address is redirected to the current card. A card is public while the profile is,
 * cached as public media are (decision 037); a private or unknown profile, a hidden page and a
 * page behind a password have none (404).
 */
export async function shareCardRoutes(app: FastifyInstance): Promise<void> {
  const notFound = (reply: FastifyReply) =>
    reply.status(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');

  async function sendCard(reply: FastifyReply, owner: PublicOwner, card: ShareCard, file: string, path: string) {
    indexingHeaders(reply, owner);
    if (file !== card.file) return reply.header('Cache-Control', 'no-cache').redirect(path + card.file, 302);
    const etag = `"${card.file}"`;
    reply.headers({ 'Cache-Control': PUBLIC_MEDIA_CACHE, ETag: etag });
    if (noneMatch(reply.request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type(SHARE_CARD_TYPE).send(await shareCardBytes(app, owner, card));
  }

  app.get<CardParams>('/public/:username/card/:file', async (request, reply) => {
    const document = await findProfileDocument(app.db, request.params.username);
    if (!document?.owner.isPublic) return notFound(reply);
    const { owner } = document;
    const card = profileCard(app, owner, document.profile);
    return sendCard(reply, owner, card, request.params.file, `/public/${owner.username}/card/`);
  });

  app.get<PageCardParams>('/public/:username/pages/:slug/card/:file', async (request, reply) => {
    const { username, slug, file } = request.params;
    const document = await findPageDocument(app.db, username, slug);
    if (!document?.owner.isPublic) return notFound(reply);
    const { owner } = document;
    const { row } = pages.visiblePageIn(document.pages, owner, slug);
    // A protected page shares as the portfolio: its own card would show its title.
    if (!row || pages.isProtected(row)) return notFound(reply);
    const card = pageCard(app, owner, document.profile, row);
    return sendCard(reply, owner, card, file, `/public/${owner.username}/pages/${row.slug}/card/`);
  });
}
