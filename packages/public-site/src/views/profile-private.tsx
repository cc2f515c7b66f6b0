/** @jsxImportSource @sparklink/public-site/html */
import { PUBLIC_MESSAGES as MESSAGES } from '@sparklink/contract/public-messages';
import { publicText } from '../public-text';

export function ProfilePrivate() {
  const { t, message } = publicText();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{message(MESSAGES.profilePrivate)}</h1>
      <a href="/" className="font-semibold text-indigo-700 underline">
        {t('public.backToSparkLink')}
      </a>
    </main>
  );
}
