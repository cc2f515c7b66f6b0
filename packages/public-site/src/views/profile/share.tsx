/** @jsxImportSource @sparklink/public-site/html */
import { Share2 } from 'lucide-react';
import { publicText } from '../../public-text';
import { StaticIcon } from '../../static-icon';
import { SHARE_ID } from './share-id';

/**
 * "Share": a link to the share dialog below (`#share`), so it works with JavaScript off. With it,
 * the view beacon's script (share-trigger.ts) opens the system share sheet where the browser has
 * one, else the dialog, whose code comes with that first press (decision 045).
 */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const { t } = publicText();
  return (
    <a
      href={`#${SHARE_ID}`}
      data-share={url}
      data-share-title={title}
      className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
    >
      <StaticIcon icon={Share2} className="h-4 w-4" />
      {t('public.profile.share')}
    </a>
  );
}

/**
 * The QR code of the portfolio's address and the address as a plain link. Without JavaScript the
 * page's `#share` fragment shows it (`:target`) and its close link leaves the fragment; with it,
 * it opens as a modal <dialog> and "Copy link" appears. The QR image loads only when shown.
 */
export function ShareDialog({ url, qr, script }: { url: string; qr: string; script?: string }) {
  const { t } = publicText();
  return (
    <dialog
      id={SHARE_ID}
      data-script={script}
      aria-labelledby="share-title"
      className="fixed inset-x-0 top-[8vh] bottom-auto z-50 max-h-[84vh] overflow-y-auto mx-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl bg-white p-6 text-center text-slate-900 shadow-2xl ring-1 ring-slate-200 backdrop:bg-slate-900/60 target:block target:shadow-[0_0_0_100vmax_rgb(15_23_42/0.6)]"
    >
      <h2 id="share-title" className="text-lg font-bold">
        {t('public.share.title')}
      </h2>
      <img
        src={qr}
        alt={t('public.share.qrAlt', { url })}
        width={192}
        height={192}
        loading="lazy"
        className="mx-auto mt-4 h-48 w-48 rounded-lg bg-white ring-1 ring-slate-200"
      />
      <p className="mt-4 text-sm text-slate-600">{t('public.share.text')}</p>
      <a href={url} className="mt-2 block text-sm font-medium break-all text-indigo-700 underline">
        {url}
      </a>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        <button
          type="button"
          hidden
          data-share-copy={t('public.share.copied')}
          aria-live="polite"
          className="min-h-10 rounded-lg bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700"
        >
          {t('public.share.copy')}
        </button>
        <a
          href="#"
          data-share-close
          className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('public.share.close')}
        </a>
      </div>
    </dialog>
  );
}
