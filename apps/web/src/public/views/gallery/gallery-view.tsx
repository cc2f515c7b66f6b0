import { PublicNav } from '../../components/public-nav';
import type { PublicGalleryItem } from '@sparklink/contract';
import type { NavEntry, OwnerSummary, PublicGallery } from '../../public-view';
import { CategoryFilter, galleryHref } from './category-filter';
import { Island } from '../../island';
import { GalleryGrid } from './gallery-grid';
import { GalleryEmpty } from './gallery-empty';
import { GalleryLightbox } from './gallery-lightbox';

/** '12 images', '1 image', '3 images in Travel'. */
export const countText = (count: number, category: string | null) =>
  `${count} ${count === 1 ? 'image' : 'images'}${category ? ` in ${category}` : ''}`;

const lightboxImage = ({ imageUrl, title, width, height }: PublicGalleryItem) => ({ imageUrl, title, width, height });

/**
 * The public gallery (spec 2 §2): count, category filter, grid of cards and the empty states, all
 * working as plain links; the lightbox is an island whose script takes over the cards' links.
 */
export function GalleryView({ owner, nav, gallery }: { owner: OwnerSummary; nav: NavEntry[]; gallery: PublicGallery }) {
  const { items, category } = gallery;
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="bg-white">
        <div className="mx-auto max-w-6xl px-4 pt-6 pb-3">
          <a href={`/public/${owner.username}`} className="text-sm font-medium text-indigo-700 hover:underline">
            ← Back to profile
          </a>
          <p className="mt-2 text-lg font-bold text-slate-900">{owner.displayName}</p>
          <h1 className="text-3xl font-bold text-slate-900">Gallery</h1>
        </div>
      </header>
      <PublicNav owner={owner} nav={nav} active="gallery" />
      <main className="mx-auto max-w-6xl px-4 py-8">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
          <p className="text-slate-600">{countText(items.length, category)}</p>
          {gallery.categories.length > 0 && (
            <CategoryFilter username={owner.username} categories={gallery.categories} selected={category} />
          )}
        </div>
        {items.length > 0 ? (
          <>
            <GalleryGrid items={items} />
            <Island name="gallery-lightbox" component={GalleryLightbox} props={{ images: items.map(lightboxImage) }} />
          </>
        ) : (
          <GalleryEmpty allHref={gallery.totalCount > 0 ? galleryHref(owner.username, null) : undefined} />
        )}
      </main>
    </div>
  );
}
