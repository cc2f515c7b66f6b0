import { zodResolver } from '@hookform/resolvers/zod';
import {
  isTwoFactorChallenge,
  LIMITS,
  MESSAGES,
  ResetPasswordFormSchema,
  TWO_FACTOR_MESSAGES,
  type ResetPasswordForm,
  type Session,
  type TwoFactorChallenge,
} from '@sparklink/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '../../../components/ui/auth-layout';
import { Banner, type BannerMessage } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { PasswordInput } from '../../../components/ui/password-input';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session/auth-context';
import { useResetPassword } from '../api/auth-api';
import { BackLink } from '../components/back-link';
import { TwoFactorStep } from '../components/two-factor-step';
import { emailFromState, noticeFromState } from '../lib/navigation-state';

/**
 * /reset-password: the code from the e-mail and a new password; success signs the user in, after
 * the two-factor code when that is on (decision 017). Open to a signed-in owner too (see
 * /forgot-password): a reset ends every session of the account (api-contract §2), so its new
 * session replaces the one held here, and when a two-factor code comes first that one is dropped.
 */
export function ResetPasswordScreen() {
  const location = useLocation();
  const handedEmail = emailFromState(location.state);
  const notice = noticeFromState(location.state);
  const navigate = useNavigate();
  const { toast } = useToast();
  const { user, login, clearSession } = useAuth();
  const resetPassword = useResetPassword();
  const { t, message } = useT();
  const [banner, setBanner] = useState<BannerMessage | null>(
    notice ? { type: 'success', text: message(notice) } : null,
  );
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    mode: 'onTouched',
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { email: handedEmail ?? '', otp: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ email, otp, password }) => {
    setBanner(null);
    try {
      const { data } = await resetPassword.mutateAsync({ email, otp, password });
      if (isTwoFactorChallenge(data)) {
        // The server has ended every session of this account: a stored one of it would be refused.
        if (user?.email.toLowerCase() === email.toLowerCase()) clearSession();
        setChallenge(data);
      } else signedIn(data);
    } catch (error) {
      setBanner({ type: 'error', text: errorMessage(error, MESSAGES.resetFailed) });
    }
  });

  function signedIn(session: Session) {
    login(session.token, session.user);
    toast({ type: 'success', title: message(MESSAGES.resetSuccess) });
    void navigate('/dashboard', { replace: true });
  }

  if (challenge) {
    // The new password is set; only the sign-in waits on the code.
    return (
      <AuthLayout title={t('auth.twoFactor.title')} subtitle={message(TWO_FACTOR_MESSAGES.secondStepRequired)}>
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={signedIn}
          onRestart={() => void navigate('/login', { replace: true })}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      footer={
        <>
          {t('auth.reset.noCode')} <TextLink to="/forgot-password">{t('auth.reset.sendNew')}</TextLink> · <BackLink />
        </>
      }
    >
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
          label={t('auth.reset.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.otpMax}
          error={errors.otp?.message}
          {...register('otp')}
        />
        <PasswordInput
          label={t('auth.reset.newPassword')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label={t('auth.reset.confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" className="w-full" loading={isSubmitting}>
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
