import { MESSAGES, TWO_FACTOR_MESSAGES, type Session, type TwoFactorChallenge } from '@sparklink/contract';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams, type To } from 'react-router';
import { AuthLayout } from '../../../components/ui/auth-layout';
import { TextLink } from '../../../components/ui/text-link';
import { useAuth } from '../../../lib/session/auth-context';
import { GoogleButton } from '../components/google-button';
import { GuestOnly } from '../components/guest-only';
import { OrDivider } from '../components/or-divider';
import { PasswordSignInForm } from '../components/password-sign-in-form';
import { TwoFactorStep } from '../components/two-factor-step';
import { useT } from '../../../i18n/use-t';
import { returnTo } from '../lib/navigation-state';

/** The ?error values the Google callback sends back to /login (api-contract §2). */
const GOOGLE_ERRORS: Record<string, string> = {
  google_auth_failed: MESSAGES.googleFailed,
  google_auth_error: MESSAGES.googleFailed,
};

/** /login (spec 1 §2). */
export function LoginScreen() {
  const location = useLocation();
  const target = returnTo(location.state);
  return (
    <GuestOnly to={target}>
      <LoginCard target={target} />
    </GuestOnly>
  );
}

/** The password step, then with two-factor on the code step (decision 017). */
function LoginCard({ target }: { target: To }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const googleError = searchParams.get('error');
  const { login } = useAuth();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const { t, message } = useT();

  const signedIn = (session: Session) => {
    login(session.token, session.user);
    void navigate(target, { replace: true });
  };

  if (challenge) {
    return (
      <AuthLayout title={t('auth.twoFactor.title')} subtitle={message(TWO_FACTOR_MESSAGES.secondStepRequired)}>
        <TwoFactorStep challenge={challenge} onSignedIn={signedIn} onRestart={() => setChallenge(null)} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')} <TextLink to="/register">{t('auth.login.signUp')}</TextLink>
        </>
      }
    >
      <PasswordSignInForm
        initialError={googleError && GOOGLE_ERRORS[googleError] ? message(GOOGLE_ERRORS[googleError]) : undefined}
        onSignedIn={signedIn}
        onChallenge={setChallenge}
      />
      <OrDivider />
      <GoogleButton label={t('auth.login.google')} notConfigured={googleError === 'google_not_configured'} />
    </AuthLayout>
  );
}
