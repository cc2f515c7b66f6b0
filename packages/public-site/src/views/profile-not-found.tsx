/** @jsxImportSource @sparklink/public-site/html */
import { PUBLIC_MESSAGES as MESSAGES } from '@sparklink/contract/public-messages';
import { publicText } from '../public-text';

export function ProfileNotFound() {
  const { t, message } = publicText();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{message(MESSAGES.profileNotFoundTitle)}</h1>
      <p className="max-w-md text-slate-600">{t('public.profileNotFound.text')}</p>
      <a href="/" className="rounded-lg bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700">
        {t('public.backToSparkLink')}
      </a>
    </main>
  );
}
