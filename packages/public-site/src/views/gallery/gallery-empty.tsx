/** @jsxImportSource @sparklink/public-site/html */
import { PUBLIC_MESSAGES as M } from '@sparklink/contract/public-messages';
import type { Child } from '../../html/jsx-runtime';
import { publicText } from '../../public-text';

/**
 * The empty states of spec 2 §2: a category with no images (with a way back to all of them), or a
 * gallery with nothing visible at all; and a page past the gallery's last (decision 031), with a
 * way to its first.
 */
export function GalleryEmpty({ allHref, firstPageHref }: { allHref?: string; firstPageHref?: string }) {
  const { message, t } = publicText();
  if (firstPageHref) {
    return (
      <EmptyBox heading={t('public.gallery.noImagesOnPage')}>
        <a href={firstPageHref} className={buttonClass}>
          {t('public.gallery.firstPage')}
        </a>
      </EmptyBox>
    );
  }
  return (
    <EmptyBox heading={message(allHref ? M.galleryNoImagesInCategory : M.galleryNoImagesYet)}>
      {allHref ? (
        <a href={allHref} className={buttonClass}>
          {message(M.galleryViewAllImages)}
        </a>
      ) : (
        <p className="mt-1 text-slate-600">{message(M.galleryEmptyText)}</p>
      )}
    </EmptyBox>
  );
}

const buttonClass =
  'mt-4 inline-block sl-btn rounded-lg bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700';

function EmptyBox({ heading, children }: { heading: string; children: Child }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
      {children}
    </div>
  );
}
