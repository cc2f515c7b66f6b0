import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, MESSAGES, ResetPasswordFormSchema, type ResetPasswordForm } from '@sparklink/contract';
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
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session/auth-context';
import { useResetPassword } from '../api/auth-api';
import { GuestOnly } from '../components/guest-only';
import { emailFromState, noticeFromState } from '../lib/navigation-state';

/** /reset-password: the code from the e-mail and a new password; success signs the user in. */
export function ResetPasswordScreen() {
  return (
    <GuestOnly>
      <ResetPasswordCard />
    </GuestOnly>
  );
}

function ResetPasswordCard() {
  const location = useLocation();
  const handedEmail = emailFromState(location.state);
  const notice = noticeFromState(location.state);
  const navigate = useNavigate();
  const { toast } = useToast();
  const { login } = useAuth();
  const resetPassword = useResetPassword();
  const [banner, setBanner] = useState<BannerMessage | null>(notice ? { type: 'success', text: notice } : null);
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
      const { data, message } = await resetPassword.mutateAsync({ email, otp, password });
      login(data.token, data.user);
      toast({ type: 'success', title: message ?? MESSAGES.resetSuccess });
      void navigate('/dashboard', { replace: true });
    } catch (error) {
      setBanner({ type: 'error', text: errorMessage(error, MESSAGES.resetFailed) });
    }
  });

  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter the code from the e-mail and choose a new password."
      footer={
        <>
          No code? <TextLink to="/forgot-password">Send a new one</TextLink> ·{' '}
          <TextLink to="/login">Back to Login</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {banner && <Banner message={banner} />}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          readOnly={Boolean(handedEmail)}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Reset code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.otpMax}
          error={errors.otp?.message}
          {...register('otp')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" className="w-full" loading={isSubmitting}>
          Reset password
        </Button>
      </form>
    </AuthLayout>
  );
}
