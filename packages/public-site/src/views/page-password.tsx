/** @jsxImportSource @sparklink/public-site/html */
import { Lock } from 'lucide-react';
import { StaticIcon } from '../static-icon';
import { PublicFrame } from '../components/public-frame';
import { publicText } from '../public-text';
import { homePath, type NavEntry, type OwnerSummary } from '../public-view';
import { PagePasswordForm } from './page-password-form';

export function PagePassword(props: { owner: OwnerSummary; nav: NavEntry[]; slug: string; error?: string }) {
  const { owner, nav, slug, error } = props;
  const { t, message } = publicText();
  const labels = { password: t('public.page.passwordLabel'), submit: t('public.page.passwordSubmit') };
  return (
    <PublicFrame owner={owner} nav={nav} active={{ slug }}>
      <div className="mx-auto max-w-sm rounded-2xl bg-white p-6 text-center shadow-sm">
        <StaticIcon icon={Lock} className="mx-auto h-10 w-10 text-indigo-600" />
        <h1 className="mt-3 text-xl font-bold text-slate-900">{t('public.page.passwordTitle')}</h1>
        <p className="mt-1 text-slate-600">{t('public.page.passwordText')}</p>
        <PagePasswordForm
          action={`${homePath(owner)}/pages/${slug}`}
          labels={labels}
          error={error ? message(error) : undefined}
        />
      </div>
    </PublicFrame>
  );
}
