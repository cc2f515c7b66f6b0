import { isPastLastPage, type PublicView } from '@sparklink/public-site/render';
import type { FastifyInstance } from 'fastify';
import { findGalleryDocument, findPageDocument, findProfileDocument } from '../public/document-reads';
import { findPublicOwnerById } from '../public/public-owner';
import * as pages from '../public/public-pages.service';
import { galleryView } from './gallery-page';
import { profileView } from './profile-page';
import { openPageView, pageCommon } from './public-views';
import { portfolioAddress, rendererAt } from './portfolio-address';
import type { RenderedHtml } from './render-cache';
import { ownerHeaders, storedName, storeDocument } from './stored-documents';

export type RenderDocument = (status: number, view: PublicView, headers?: Record<string, string>) => RenderedHtml;

/**
 * Renders an owner's landing documents after their write and stores them (decision 032): the
 * profile, every page the public may read without a password, and the gallery's first page, each
 * from its own read, as the routes render them. A visitor's first view of any of them, on any
 * process, is then one read. Other gallery pages and categories, and protected pages, are
 * rendered when asked for, as before.
 */
export async function renderAhead(
  app: FastifyInstance,
  render: RenderDocument,
  renderer: string,
  ownerId: string,
): Promise<void> {
  const username = (await findPublicOwnerById(app.db, ownerId))?.username;
  const profile = username ? await findProfileDocument(app.db, username) : null;
  if (!username || !profile?.owner.isPublic) return;
  const { owner } = profile;
  // Filed under the host the owner's documents are served on now (decision 058).
  renderer = rendererAt(renderer, portfolioAddress(app, owner).domain);
  await storeDocument(
    app.db,
    owner,
    storedName.profile,
    renderer,
    render(200, profileView(app, profile), ownerHeaders(owner)),
  );

  for (const { slug } of pages.visibleOf(profile.pages, owner)) {
    const document = await findPageDocument(app.db, username, slug);
    if (!document?.owner.isPublic) return;
    const { row, visible } = pages.visiblePageIn(document.pages, document.owner, slug);
    if (!row || pages.isProtected(row)) continue;
    const view = openPageView(pageCommon(app, document.owner, visible), row, {
      app,
      owner: document.owner,
      profile: document.profile,
    });
    await storeDocument(
      app.db,
      document.owner,
      storedName.page(slug),
      renderer,
      render(200, view, ownerHeaders(document.owner)),
    );
  }

  const gallery = await findGalleryDocument(app.db, username, { category: null, page: 1 });
  if (!gallery?.owner.isPublic) return;
  const view = galleryView(app, gallery, null, 1);
  if (isPastLastPage(view.gallery)) return;
  await storeDocument(
    app.db,
    gallery.owner,
    storedName.gallery,
    renderer,
    render(200, view, ownerHeaders(gallery.owner)),
  );
}
