/** @jsxImportSource @sparklink/public-site/html */
import { PUBLIC_MESSAGES as M } from '@sparklink/contract/public-messages';
import { publicText } from '../../public-text';

/**
 * The gallery's address under the portfolio's root path `home` (homePath()), for a category (null:
 * all of them) and a page (from 1; the first has no `page`).
 */
export function galleryHref(home: string, category: string | null, page = 1): string {
  const query = [
    ...(category ? [`category=${encodeURIComponent(category)}`] : []),
    ...(page > 1 ? [`page=${page}`] : []),
  ];
  return `${home}/gallery${query.length ? `?${query.join('&')}` : ''}`;
}

const pillClass = (selected: boolean) =>
  `inline-block rounded-full px-3 py-1.5 text-sm font-medium ${
    selected ? 'bg-indigo-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100'
  }`;

/**
 * 'All Categories' plus each category: plain links to `?category=`, which the server filters. The
 * selected one is the current page on its first page; on a later page it links elsewhere (to the
 * first), so it is only the current one of the set.
 */
export function CategoryFilter(props: {
  /** The portfolio's root path (homePath()). */
  home: string;
  categories: string[];
  selected: string | null;
  page: number;
}) {
  const { home, categories, selected, page } = props;
  const current = page === 1 ? 'page' : 'true';
  const { t, message } = publicText();
  return (
    <nav aria-label={t('public.gallery.categories')}>
      <ul className="flex flex-wrap gap-2">
        {[null, ...categories].map((category) => (
          <li>
            <a
              href={galleryHref(home, category)}
              className={pillClass(category === selected)}
              aria-current={category === selected ? current : undefined}
            >
              {category ?? message(M.galleryAllCategories)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
