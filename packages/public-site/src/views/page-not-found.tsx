/** @jsxImportSource @sparklink/public-site/html */
import { publicText } from '../public-text';
import { profileHref, type OwnerSummary } from '../public-view';

export function PageNotFound({ owner }: { owner: OwnerSummary }) {
  const { t } = publicText();
  return (
    <main className="sl-page flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t('public.page.notFoundTitle')}</h1>
      <p className="max-w-md text-slate-600">{t('public.page.notFoundText')}</p>
      <a
        href={profileHref(owner)}
        className="sl-btn rounded-lg bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700"
      >
        {t('public.page.backTo', { name: owner.displayName })}
      </a>
    </main>
  );
}
