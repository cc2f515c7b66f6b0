import { MESSAGES } from '@sparklink/contract';
import { useNavigate } from 'react-router';
import type { BannerMessage } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useResendVerification } from '../api/auth-api';

/**
 * Offered when sign-in answers EMAIL_NOT_VERIFIED: sends a fresh code, then opens the verify
 * screen with the address filled in and the "resent" notice.
 */
export function VerifyEmailPrompt({ email, onError }: { email: string; onError: (message: BannerMessage) => void }) {
  const navigate = useNavigate();
  const resend = useResendVerification();
  const { t } = useT();

  const verifyNow = async () => {
    try {
      await resend.mutateAsync({ email });
      void navigate('/verify-email', { state: { email, notice: MESSAGES.resendSentClient } });
    } catch (error) {
      onError({ type: 'error', text: errorMessage(error, MESSAGES.resendFailed) });
    }
  };

  return (
    <Button variant="secondary" className="w-full" loading={resend.isPending} onClick={() => void verifyNow()}>
      {t('auth.login.verifyEmail')}
    </Button>
  );
}
