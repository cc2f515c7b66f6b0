import { TextLink } from '../../../components/ui/text-link';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/session/auth-context';

/**
 * The way back from a screen open to visitors and signed-in owners alike (/forgot-password,
 * /reset-password): to sign-in, or, for an owner still signed in, to the dashboard, where /login
 * would only send them anyway.
 */
export function BackLink() {
  const { user } = useAuth();
  const { t } = useT();
  return user ? (
    <TextLink to="/dashboard">{t('auth.backToDashboard')}</TextLink>
  ) : (
    <TextLink to="/login">{t('auth.backToLogin')}</TextLink>
  );
}
