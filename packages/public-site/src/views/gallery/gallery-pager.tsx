/** @jsxImportSource @sparklink/public-site/html */
import { publicText } from '../../public-text';
import { galleryHref } from './category-filter';

// gallery-more.ts marks a link busy (aria-busy) while it fetches that page's cards.
const linkClass =
  'inline-block rounded-lg bg-white px-4 py-2 font-semibold text-slate-800 ring-1 ring-slate-200 hover:bg-slate-100 aria-busy:cursor-progress aria-busy:opacity-60';

/**
 * Links to the pages before and after this one (decision 031). They are plain links, so every
 * image can be reached without script; with it, each adds that page's cards to this one.
 */
export function GalleryPager(props: { home: string; category: string | null; page: number; pageCount: number }) {
  const { home, category, page, pageCount } = props;
  const { t } = publicText();
  if (page <= 1 && page >= pageCount) return null;
  return (
    <nav aria-label={t('public.gallery.pagination')} className="mt-8 flex flex-wrap justify-center gap-4">
      {page > 1 && (
        <a href={galleryHref(home, category, page - 1)} rel="prev" className={linkClass} data-gallery-earlier>
          {t('public.gallery.previousPage')}
        </a>
      )}
      {page < pageCount && (
        <a href={galleryHref(home, category, page + 1)} rel="next" className={linkClass} data-gallery-more>
          {t('public.gallery.showMore')}
        </a>
      )}
    </nav>
  );
}
