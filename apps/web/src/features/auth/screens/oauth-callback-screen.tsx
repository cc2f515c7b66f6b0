import { AuthLayout } from '../../../components/ui/auth-layout';
import { useT } from '../../../i18n/use-t';
import { GoogleCallbackStatus } from '../components/google-callback-status';
import { useGoogleCallback } from '../hooks/use-google-callback';

/** /oauth/callback (spec 1 §2): completes Google sign-in; on failure returns to /login after 3 s. */
export function OAuthCallbackScreen() {
  const state = useGoogleCallback({ redirectOnFailure: true });
  const { t } = useT();
  return (
    <AuthLayout title={t('auth.google.signingIn')}>
      <GoogleCallbackStatus state={state} />
    </AuthLayout>
  );
}
