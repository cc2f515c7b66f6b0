/** @jsxImportSource @sparklink/public-site/html */
import { CompactHeader } from '../../components/compact-header';
import { PublicNav } from '../../components/public-nav';
import { homePath, type NavEntry, type OwnerSummary, type PublicGallery } from '../../public-view';
import { CategoryFilter, galleryHref } from './category-filter';
import { Island } from '../../island';
import { GalleryGrid } from './gallery-grid';
import { GalleryEmpty } from './gallery-empty';
import { GalleryPager } from './gallery-pager';
import { publicText } from '../../public-text';

/**
 * The public gallery (spec 2 §2): count, category filter, a page of cards with links to the pages
 * around it (decision 031) and the empty states, all working as plain links; the lightbox is an
 * island whose script takes over the cards' links and the link to more cards.
 */
export function GalleryView({ owner, nav, gallery }: { owner: OwnerSummary; nav: NavEntry[]; gallery: PublicGallery }) {
  const { items, category, count } = gallery;
  const { t } = publicText();
  // '12 images', '1 image', '3 images in Travel', with each language's plural rules.
  const countText = category
    ? t('public.gallery.countInCategory', { count, category })
    : t('public.gallery.count', { count });
  // The island's words, resolved here: its script carries no catalogue.
  const labels = {
    close: t('public.gallery.close'),
    previous: t('public.gallery.previous'),
    next: t('public.gallery.next'),
    position: t('public.gallery.position', { index: '{index}', total: '{total}' }),
  };
  return (
    <div className="sl-page min-h-screen bg-slate-50">
      <CompactHeader owner={owner} wide />
      <PublicNav owner={owner} nav={nav} active="gallery" />
      <main className="mx-auto max-w-6xl px-4 py-8">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold text-slate-900">{t('public.gallery.heading')}</h1>
            <p className="mt-1 text-slate-600">{countText}</p>
          </div>
          {gallery.categories.length > 0 && (
            <CategoryFilter
              home={homePath(owner)}
              categories={gallery.categories}
              selected={category}
              page={gallery.page}
            />
          )}
        </div>
        {items.length > 0 ? (
          <>
            <GalleryGrid items={items} firstIndex={gallery.firstIndex} total={count} />
            <GalleryPager
              home={homePath(owner)}
              category={category}
              page={gallery.page}
              pageCount={gallery.pageCount}
            />
            <Island name="gallery-lightbox" props={{ labels }} />
          </>
        ) : count > 0 ? (
          <GalleryEmpty firstPageHref={galleryHref(homePath(owner), category)} />
        ) : (
          <GalleryEmpty allHref={gallery.totalCount > 0 ? galleryHref(homePath(owner), null) : undefined} />
        )}
      </main>
    </div>
  );
}
