import { zodResolver } from '@hookform/resolvers/zod';
import { DELAYS, LIMITS, MESSAGES, VerifyEmailSchema, type VerifyEmailInput } from '@sparklink/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { Banner, type BannerMessage } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session/auth-context';
import { homeFor } from '../../../lib/first-run';
import { useResendVerification, useVerifyEmail } from '../api/auth-api';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';
import { emailFromState, noticeFromState } from '../lib/navigation-state';

/** E-mail (locked when handed over by the previous screen) and the code; Verify and Resend Code. */
export function VerifyEmailForm() {
  const location = useLocation();
  const handedEmail = emailFromState(location.state);
  const notice = noticeFromState(location.state);
  const navigateLater = useDelayedNavigate();
  const { login } = useAuth();
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const { t, message } = useT();
  const [banner, setBanner] = useState<BannerMessage | null>(
    notice ? { type: 'success', text: message(notice) } : null,
  );
  const [verified, setVerified] = useState(false);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<VerifyEmailInput>({
    mode: 'onTouched',
    resolver: zodResolver(VerifyEmailSchema),
    defaultValues: { email: handedEmail ?? '', otp: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setBanner(null);
    try {
      const { data } = await verify.mutateAsync(input);
      setVerified(true);
      setBanner({ type: 'success', text: message(MESSAGES.emailVerifiedClient) });
      login(data.token, data.user);
      navigateLater(homeFor(data.user), DELAYS.afterVerifyMs, { replace: true });
    } catch (error) {
      setBanner({ type: 'error', text: errorMessage(error, MESSAGES.verificationFailed) });
    }
  });

  const resendCode = async () => {
    if (!(await trigger('email'))) return;
    setBanner(null);
    try {
      await resend.mutateAsync({ email: getValues('email') });
      setBanner({ type: 'success', text: message(MESSAGES.resendSentClient) });
    } catch (error) {
      setBanner({ type: 'error', text: errorMessage(error, MESSAGES.resendFailed) });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {banner && <Banner message={banner} />}
      <TextField
        label={t('auth.form.email')}
        type="email"
        autoComplete="email"
        readOnly={Boolean(handedEmail)}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('auth.verify.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMITS.otpMax}
        hint={t('auth.verify.codeHint', { digits: LIMITS.otpMax })}
        error={errors.otp?.message}
        {...register('otp')}
      />
      <Button type="submit" className="w-full" loading={isSubmitting} disabled={verified}>
        {t('auth.verify.submit')}
      </Button>
      <Button
        variant="ghost"
        className="w-full"
        loading={resend.isPending}
        disabled={verified}
        onClick={() => void resendCode()}
      >
        {t('auth.verify.resend')}
      </Button>
    </form>
  );
}
