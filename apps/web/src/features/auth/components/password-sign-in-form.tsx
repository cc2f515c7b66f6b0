import {
  isTwoFactorChallenge,
  MESSAGES,
  type LoginForm,
  type Session,
  type TwoFactorChallenge,
} from '@sparklink/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Banner, type BannerMessage } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { PasswordInput } from '../../../components/ui/password-input';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { useT } from '../../../i18n/use-t';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useLogin } from '../api/auth-api';
import { loginRules, rulesResolver } from '../lib/form-rules';
import { VerifyEmailPrompt } from './verify-email-prompt';

interface PasswordSignInFormProps {
  /** A message to open with (a failed Google sign-in sent back to /login). */
  initialError?: string;
  onSignedIn(session: Session): void;
  /** Two-factor is on: the sign-in continues with this challenge. */
  onChallenge(challenge: TwoFactorChallenge): void;
}

/** E-mail and password, the first step of a sign-in (spec 1 §2). */
export function PasswordSignInForm({ initialError, onSignedIn, onChallenge }: PasswordSignInFormProps) {
  const signIn = useLogin();
  const { t } = useT();
  const [banner, setBanner] = useState<BannerMessage | null>(
    initialError ? { type: 'error', text: initialError } : null,
  );
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LoginForm>({
    mode: 'onChange',
    resolver: rulesResolver(loginRules),
    // No default values: each field starts with what it holds when the form mounts, so what a
    // visitor typed into the prerendered form before the script ran is kept (decision 038).
  });

  const onSubmit = handleSubmit(async (credentials) => {
    setBanner(null);
    setUnverifiedEmail(null);
    try {
      const { data } = await signIn.mutateAsync(credentials);
      if (isTwoFactorChallenge(data)) onChallenge(data);
      else onSignedIn(data);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') setUnverifiedEmail(credentials.email);
      setBanner({ type: 'error', text: errorMessage(error, MESSAGES.loginFailed) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {banner && <Banner message={banner} />}
      {unverifiedEmail && <VerifyEmailPrompt email={unverifiedEmail} onError={setBanner} />}
      <TextField
        label={t('auth.form.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordInput
        label={t('auth.form.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex justify-end">
        <TextLink to="/forgot-password" className="text-sm">
          {t('auth.login.forgotPassword')}
        </TextLink>
      </div>
      <Button type="submit" className="w-full" disabled={!isValid} loading={isSubmitting}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
