import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
import { useAuth } from '../../lib/session/auth-context';
import { focusRing } from './focus-ring';

/** The product's home link (spec 1 §2): the dashboard when signed in, sign-in otherwise. */
export function LogoLink({ className = '' }: { className?: string }) {
  const { isAuthenticated } = useAuth();
  const { t } = useT();
  return (
    <Link
      to={isAuthenticated ? '/dashboard' : '/login'}
      aria-label={t('common.logo.home')}
      className={`inline-flex items-center gap-2 rounded-lg text-xl font-bold text-slate-900 ${focusRing} ${className}`}
    >
      <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-brand-600 text-white">
        <Sparkles aria-hidden className="h-5 w-5" />
      </span>
      <span aria-hidden>SparkLink</span>
    </Link>
  );
}
