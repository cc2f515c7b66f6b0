import { MESSAGES } from '@sparklink/contract';
import { Link } from 'react-router';
import { useT } from '../i18n/use-t';

export function NotFoundScreen() {
  const { t, message } = useT();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{message(MESSAGES.notFoundTitle)}</h1>
      <p className="text-slate-600">{t('common.notFound.text')}</p>
      <Link to="/" className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
        {t('common.notFound.home')}
      </Link>
    </main>
  );
}
