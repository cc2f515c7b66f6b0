import { isPastLastPage, renderPublicPage, type PublicView } from '@sparklink/public-site/render';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { negotiateLanguage, type Language } from '@sparklink/contract/i18n';
import { serverTranslator } from '../../i18n/server-i18n';
import { AppError } from '../../lib/app-error';
import { pageAccessCookie } from '../public/page-access';
import { findPublicOwner, indexingHeaders, type PublicOwner } from '../public/public-owner';
import * as pages from '../public/public-pages.service';
import { findGalleryDocument, findPageDocument, findProfileDocument } from '../public/document-reads';
import { galleryHref } from '@sparklink/public-site/render';
import { categoryParam, galleryPageParam, galleryView } from './gallery-page';
import { onOurHost, portfolioAddress, portfolioUrl, rendererAt, type Asked } from './portfolio-address';
import { customDomainSiteRoutes, movedPermanently, type GalleryQuery, type UnlockBody } from './custom-domain-site';
import { profileView } from './profile-page';
import { loadPublicAssets } from './public-assets';
import { renderedHtml, type RenderedHtml } from './render-cache';
import { sendRendered } from './send-rendered';
import { renderAhead, type RenderDocument } from './render-ahead';
import { rendererIdentity } from './renderer-identity';
import { renderQrSvg } from './qr-code';
import { pageShareCard } from './share-card';
import { shareCardRoutes } from './share-card.routes';
import { openPageView, ownerSummary, pageCommon } from './public-views';
import { ownerDocumentsChanged, ownerHeaders, readStoredDocument, storedName, storeDocument } from './stored-documents';

type OwnerParams = { Params: { username: string } };
type PageParams = { Params: { username: string; slug: string } };

/**
 * Server-rendered public routes (design.md "Public pages"): complete HTML with head tags, usable
 * with JavaScript off, then hydrated. See docs/decisions/003-public-pages-ssr.md.
 */
export async function publicSiteRoutes(app: FastifyInstance): Promise<void> {
  const assets = loadPublicAssets(app.config.publicSiteDistDir);
  await shareCardRoutes(app);

  // The no-JavaScript unlock form posts urlencoded fields; only this plugin accepts them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const render: RenderDocument = (status, view, headers = {}) =>
    renderedHtml(status, renderPublicPage(view, assets, serverTranslator), headers);

  // Every owner's write renders their landing documents again and stores them (decision 032).
  const ourRenderer = rendererIdentity(app.config.publicOrigin, assets);
  app.publicCache.storeRendersWith({
    ownerChanged: (ownerId) => ownerDocumentsChanged(app.db, ownerId),
    async renderAhead(ownerId) {
      // The write succeeded whatever happens here: its first view renders on demand instead.
      await renderAhead(app, render, ourRenderer, ownerId).catch((err: unknown) =>
        app.log.error({ err, ownerId }, 'rendering the public documents ahead failed'),
      );
    },
  });

  const send = (reply: FastifyReply, status: number, view: PublicView, cache = 'no-cache', headers = {}) =>
    sendRendered(reply, render(status, view, headers), cache);

  /** Unknown → 'Profile Not Found' (404); private → 'This profile is private'; else the owner. */
  async function visibleOwner(owner: PublicOwner | null, reply: FastifyReply): Promise<PublicOwner | null> {
    if (!owner) {
      const language = negotiateLanguage(reply.request.headers['accept-language']);
      // In the visitor's language: a cache must keep one per Accept-Language.
      await send(reply, 404, { kind: 'profile-not-found', language }, 'no-cache', {
        Vary: 'Accept-Encoding, Accept-Language',
      });
      return null;
    }
    indexingHeaders(reply, owner);
    if (!owner.isPublic) {
      await send(reply, 403, { kind: 'profile-private', username: owner.username, language: owner.language });
      return null;
    }
    return owner;
  }

  /**
   * Asked on our host for an owner whose domain is verified: a 301 to the same document there,
   * kept like any rendering (the domain's change empties it). Asked on a domain that no longer
   * serves this owner (it changed meanwhile): the plain 404. Null: serve the document here.
   */
  function elsewhere(asked: Asked, owner: PublicOwner, path: string): Produced | null {
    const address = portfolioAddress(app, owner);
    if (address.domain === asked.domain) return null;
    if (asked.domain !== null) return { owner, rendered: notFoundHere(owner.language), keep: false };
    return { owner, rendered: movedPermanently(`${address.origin}${path}`), keep: true };
  }

  /** The 404 of a host that serves no portfolio, in the visitor's language (or the owner's). */
  const notFoundHere = (language: Language) => render(404, { kind: 'profile-not-found', language });

  /** What a render produced: kept only when `keep` says every visitor would get the same bytes. */
  type Produced = { owner: PublicOwner; rendered: RenderedHtml; keep: boolean };

  /**
   * A document from the render cache (kept on its second view, emptied by the owner's next write on
   * every process), so the hot path is a map lookup and an ETag comparison; else the owner's stored
   * render of it (`stored`, rendered at their last write, decision 032); else rendered now. The
   * ticket is taken before the first read, so a render that overlapped one of the owner's writes
   * is served but never kept. `produce` answers by itself (404, 403, a locked page) and returns
   * null, or returns the render. Only 200 answers that are the same for every visitor are ever kept.
   */
  async function fromCache(
    asked: Asked,
    documentKey: string,
    stored: { username: string; document: string } | null,
    reply: FastifyReply,
    cache: string,
    produce: () => Promise<Produced | null>,
  ) {
    // One host's answer is never another's: a domain's documents, and the 301s our host answers
    // for them, are kept apart; a domain's stored renders carry the domain in their renderer.
    const key = asked.domain ? `@${asked.domain} ${documentKey}` : documentKey;
    const renderer = rendererAt(ourRenderer, asked.domain);
    const cached = await app.publicCache.get(key);
    if (cached) return sendRendered(reply, cached, cache);
    const ticket = await app.publicCache.startRender(key);
    const read = stored && (await readStoredDocument(app.db, stored.username, stored.document, renderer));
    if (read) {
      await app.publicCache.fill(key, read.ownerId, read, ticket);
      return sendRendered(reply, read, cache);
    }
    const produced = await produce();
    if (!produced) return reply;
    const { owner, rendered } = produced;
    // Kept no longer than what it shows holds: the plan's end or the next schedule transition.
    rendered.validUntil = owner.validUntil;
    // A document asked for again is kept, and one that had nothing stored (another build stored
    // it, or none) is stored too, so it renders once per build, not once per process and minute.
    if (produced.keep && (await app.publicCache.fill(key, owner.id, rendered, ticket)) && stored) {
      // The visitor gets the render whatever happens here (the owner may have just gone).
      await storeDocument(app.db, owner, stored.document, renderer, rendered).catch((err: unknown) =>
        app.log.warn({ err, ownerId: owner.id }, 'storing a rendered public document failed'),
      );
    }
    return sendRendered(reply, rendered, cache);
  }

  /**
   * A published page. An open page is the same for every visitor and is cached; a protected one
   * never is (locked or unlocked, it depends on the visitor's cookie), and neither is any 403/404.
   * A cached entry is always an open page: protecting it is an owner's write, which empties it.
   */
  function renderPage(request: FastifyRequest, reply: FastifyReply, asked: Asked, slug: string, error?: AppError) {
    const { username } = asked;
    // A protected page is never stored, so its stored read finds nothing and it renders as below.
    const stored = { username, document: storedName.page(slug) };
    return fromCache(asked, `page:${username.toLowerCase()}:${slug}`, stored, reply, 'no-cache', async () => {
      const document = await findPageDocument(app.db, username, slug);
      const owner = await visibleOwner(document?.owner ?? null, reply);
      if (!owner || !document) return null;
      const moved = elsewhere(asked, owner, `/pages/${encodeURIComponent(slug)}`);
      if (moved) return moved;
      const { row, visible } = pages.visiblePageIn(document.pages, owner, slug);
      if (!row) {
        await send(reply, 404, { kind: 'page-not-found', owner: ownerSummary(app, owner) });
        return null;
      }
      const common = pageCommon(app, owner, visible);
      const token = request.cookies[pageAccessCookie(app.config, row.id).name];
      if (!(await pages.canRead(app, row, token))) {
        const site = { ...common.site, shareCard: pageShareCard(app, owner, document.profile, row).url };
        const locked = { kind: 'page-locked' as const, ...common, site, slug: row.slug, error: error?.message };
        // A refused password is 403 and too many tries 429 with Retry-After, as for the JSON unlock.
        const retryAfter = error?.extra.retryAfterSeconds;
        if (retryAfter !== undefined) reply.header('Retry-After', String(retryAfter));
        await send(reply, error?.status ?? 200, locked, 'private, no-store');
        return null;
      }
      const rendered = render(
        200,
        openPageView(common, row, { app, owner, profile: document.profile }),
        ownerHeaders(owner),
      );
      if (!pages.isProtected(row)) return { owner, rendered, keep: true };
      await sendRendered(reply, rendered, 'private, no-store');
      return null;
    });
  }

  app.get<PageParams>('/public/:username/pages/:slug', (request, reply) =>
    renderPage(request, reply, onOurHost(request.params.username), request.params.slug),
  );

  /** The unlock form: a right password sets the unlock cookie and shows the page (303). */
  async function unlock(request: FastifyRequest<UnlockBody>, reply: FastifyReply, asked: Asked, slug: string) {
    const password = typeof request.body?.password === 'string' ? request.body.password : '';
    if (!password.trim()) return renderPage(request, reply, asked, slug);
    const owner = await findPublicOwner(app.db, asked.username);
    if (owner) indexingHeaders(reply, owner);
    const served = owner !== null && portfolioAddress(app, owner).domain === asked.domain;
    const row = served && owner.isPublic ? (await pages.findVisiblePage(app, owner, slug)).row : undefined;
    if (!owner || !row || !pages.isProtected(row)) return renderPage(request, reply, asked, slug);
    try {
      const access = await pages.unlockPage(app, row, password, request.ip);
      const cookie = pageAccessCookie(app.config, row.id);
      reply.setCookie(cookie.name, access.token, cookie.options);
      return reply.redirect(`${portfolioAddress(app, owner).home}/pages/${row.slug}`, 303);
    } catch (error) {
      if (error instanceof AppError && (error.code === 'INVALID_PASSWORD' || error.code === 'RATE_LIMITED')) {
        return renderPage(request, reply, asked, slug, error);
      }
      throw error;
    }
  }
  app.post<PageParams & UnlockBody>('/public/:username/pages/:slug', (request, reply) =>
    unlock(request, reply, onOurHost(request.params.username), request.params.slug),
  );

  /** The profile, cached like every public document the same for all visitors. */
  const renderProfile = (reply: FastifyReply, asked: Asked) =>
    fromCache(
      asked,
      `profile:${asked.username.toLowerCase()}`,
      { username: asked.username, document: storedName.profile },
      reply,
      'public, no-cache',
      async () => {
        const document = await findProfileDocument(app.db, asked.username);
        const owner = await visibleOwner(document?.owner ?? null, reply);
        if (!owner || !document) return null;
        const moved = elsewhere(asked, owner, '/');
        if (moved) return moved;
        const rendered = render(200, profileView(app, document), ownerHeaders(owner));
        return { owner, rendered, keep: true };
      },
    );
  app.get<OwnerParams>('/public/:username', (request, reply) =>
    renderProfile(reply, onOurHost(request.params.username)),
  );

  /** A QR code of the profile's address, for sharing it from a screen or in print. */
  async function sendQr(reply: FastifyReply, asked: Asked) {
    const owner = await findPublicOwner(app.db, asked.username);
    if (owner) indexingHeaders(reply, owner);
    if (!owner?.isPublic) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    const address = portfolioAddress(app, owner);
    if (address.domain !== asked.domain) {
      if (asked.domain) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.redirect(`${address.origin}/qr.svg`, 301);
    }
    const svg = await renderQrSvg(portfolioUrl(address));
    return reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(svg);
  }
  app.get<OwnerParams>('/public/:username/qr.svg', (request, reply) =>
    sendQr(reply, onOurHost(request.params.username)),
  );

  /**
   * The gallery, a page of cards at a time (decision 031), cached per category and page. Only the
   * whole gallery's and its own categories' pages are kept, so made-up `?category=` values cannot
   * crowd real pages out of the cache. A page past the last, or one no pager writes, is a 404
   * that links back to the first.
   */
  const renderGallery = (request: FastifyRequest<GalleryQuery>, reply: FastifyReply, asked: Asked) => {
    const category = categoryParam(request.query.category);
    const page = galleryPageParam(request.query.page);
    const key = `gallery:${asked.username.toLowerCase()}:${page}${category === null ? '' : `?${category}`}`;
    // Only the first page of the whole gallery is stored.
    const stored = category === null && page === 1 ? { username: asked.username, document: storedName.gallery } : null;
    return fromCache(asked, key, stored, reply, 'no-cache', async () => {
      const document = await findGalleryDocument(app.db, asked.username, { category, page });
      const owner = await visibleOwner(document?.owner ?? null, reply);
      if (!owner || !document) return null;
      const moved = elsewhere(asked, owner, galleryHref('', category, page));
      if (moved) return moved;
      const view = galleryView(app, document, category, page);
      const status = isPastLastPage(view.gallery) ? 404 : 200;
      const keep = status === 200 && (category === null || view.gallery.categories.includes(category));
      return { owner, rendered: render(status, view, ownerHeaders(owner)), keep };
    });
  };
  app.get<OwnerParams & GalleryQuery>('/public/:username/gallery', (request, reply) =>
    renderGallery(request, reply, onOurHost(request.params.username)),
  );

  await customDomainSiteRoutes(app, {
    notFound: (request, reply) =>
      sendRendered(reply, notFoundHere(negotiateLanguage(request.headers['accept-language'])), 'no-cache'),
    profile: renderProfile,
    page: renderPage,
    unlock,
    gallery: renderGallery,
    qr: sendQr,
  });
}
