import { DELAYS, MESSAGES, type TwoFactorChallenge, type TwoFactorSession } from '@sparklink/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Banner } from '../../../components/ui/banner';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/session/auth-context';
import { homeFor } from '../../../lib/first-run';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';
import { TwoFactorStep } from './two-factor-step';

/** A Google sign-in's second step; once done it ends like any Google sign-in (spec 1 §2). */
export function GoogleTwoFactor({ challenge, linked }: { challenge: TwoFactorChallenge; linked: boolean }) {
  const { login } = useAuth();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const [done, setDone] = useState<string | null>(null);
  const { message } = useT();

  const signedIn = (session: TwoFactorSession) => {
    login(session.token, session.user);
    setDone(linked ? MESSAGES.googleLinked : MESSAGES.googleLoginSuccess);
    navigateLater(homeFor(session.user), DELAYS.afterGoogleSuccessMs, { replace: true });
  };

  if (done) return <Banner message={{ type: 'success', text: message(done) }} />;
  return (
    <TwoFactorStep
      challenge={challenge}
      onSignedIn={signedIn}
      onRestart={() => void navigate('/login', { replace: true })}
    />
  );
}
