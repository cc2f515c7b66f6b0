/** @jsxImportSource @sparklink/public-site/html */
import type { PublicGalleryItem } from '@sparklink/contract';
import { publicText } from '../../public-text';

const SHOWN_TAGS = 3;

/** What an image is called to a screen reader: its title, or 'Image 3' for one left untitled. */
export function imageName(item: Pick<PublicGalleryItem, 'title'>, index: number): string {
  return item.title || publicText().t('public.gallery.untitled', { index: index + 1 });
}

/**
 * A thumbnail linking to the full image (so it opens without script; with it, the lightbox opens
 * it and counts it as image `index` + 1 of the gallery), its title, text and tags.
 */
export function GalleryCard({ item, index }: { item: PublicGalleryItem; index: number }) {
  const extraTags = item.tags.length - SHOWN_TAGS;
  const { t } = publicText();
  const hasText = item.title || item.description || item.tags.length > 0;
  return (
    <li className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <a
        href={item.imageUrl}
        className="block bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        data-lightbox={index}
      >
        <img
          src={item.thumbnailUrl}
          alt={imageName(item, index)}
          loading="lazy"
          width={item.width}
          height={item.height}
          className="aspect-[4/3] w-full object-cover"
        />
      </a>
      {hasText && (
        <div className="space-y-2 p-4">
          {item.title && <h2 className="font-semibold break-words text-slate-900">{item.title}</h2>}
          {item.description && <p className="line-clamp-3 text-sm text-slate-600">{item.description}</p>}
          {item.tags.length > 0 && (
            <ul className="flex flex-wrap gap-1.5" aria-label={t('public.gallery.tags')}>
              {item.tags.slice(0, SHOWN_TAGS).map((tag) => (
                <li className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{tag}</li>
              ))}
              {extraTags > 0 && (
                <li className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-500">{`+${extraTags}`}</li>
              )}
            </ul>
          )}
        </div>
      )}
    </li>
  );
}
