/** @jsxImportSource @sparklink/web/html */
import { PUBLIC_MESSAGES as M } from '@sparklink/contract/public-messages';
import { publicText } from '../../public-text';

/**
 * The two empty states of spec 2 §2: a category with no images (with a way back to all of them),
 * or a gallery with nothing visible at all.
 */
export function GalleryEmpty({ allHref }: { allHref?: string }) {
  const { message } = publicText();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <h2 className="text-lg font-semibold text-slate-900">
        {message(allHref ? M.galleryNoImagesInCategory : M.galleryNoImagesYet)}
      </h2>
      {allHref ? (
        <a
          href={allHref}
          className="mt-4 inline-block rounded-lg bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700"
        >
          {message(M.galleryViewAllImages)}
        </a>
      ) : (
        <p className="mt-1 text-slate-600">{message(M.galleryEmptyText)}</p>
      )}
    </div>
  );
}
