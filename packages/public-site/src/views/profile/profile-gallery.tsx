/** @jsxImportSource @sparklink/public-site/html */
import type { PublicGalleryItem } from '@sparklink/contract';
import { ArrowRight } from 'lucide-react';
import { publicText } from '../../public-text';
import { StaticIcon } from '../../static-icon';
import { imageName } from '../gallery/gallery-card';

/**
 * The owner's latest visible gallery images (at most 6) on the profile, when they chose to show
 * them: thumbnails that lead to the gallery, where the lightbox is. No script on the profile.
 */
/** `home`: the portfolio's root path (homePath()). */
export function ProfileGallery({ home, items }: { home: string; items: PublicGalleryItem[] }) {
  const { t } = publicText();
  const gallery = `${home}/gallery`;
  return (
    <section
      aria-labelledby="latest-work"
      className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="latest-work" className="text-xl font-semibold text-slate-900">
          {t('public.profile.latestWork')}
        </h2>
        <a
          href={gallery}
          className="inline-flex items-center gap-1 text-sm font-semibold text-indigo-700 hover:underline"
        >
          {t('public.profile.seeGallery')}
          <StaticIcon icon={ArrowRight} className="h-4 w-4" />
        </a>
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
        {items.map((item, index) => (
          <li>
            <a href={gallery} className="block overflow-hidden rounded-lg bg-slate-100">
              <img
                src={item.thumbnailUrl}
                alt={imageName(item, index)}
                loading="lazy"
                width={item.width}
                height={item.height}
                className="aspect-square w-full object-cover transition-transform hover:scale-105"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
