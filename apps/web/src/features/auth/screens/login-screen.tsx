import { zodResolver } from '@hookform/resolvers/zod';
import { LoginFormSchema, MESSAGES, type LoginForm } from '@sparklink/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams, type To } from 'react-router';
import { AuthLayout } from '../../../components/ui/auth-layout';
import { Banner, type BannerMessage } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { PasswordInput } from '../../../components/ui/password-input';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session/auth-context';
import { useLogin } from '../api/auth-api';
import { GoogleButton } from '../components/google-button';
import { GuestOnly } from '../components/guest-only';
import { OrDivider } from '../components/or-divider';
import { VerifyEmailPrompt } from '../components/verify-email-prompt';
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

function LoginCard({ target }: { target: To }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const googleError = searchParams.get('error');
  const { login } = useAuth();
  const signIn = useLogin();
  const initialError = googleError ? GOOGLE_ERRORS[googleError] : undefined;
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
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (credentials) => {
    setBanner(null);
    setUnverifiedEmail(null);
    try {
      const { data } = await signIn.mutateAsync(credentials);
      login(data.token, data.user);
      void navigate(target, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') setUnverifiedEmail(credentials.email);
      setBanner({ type: 'error', text: errorMessage(error, MESSAGES.loginFailed) });
    }
  });

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to manage your portfolio."
      footer={
        <>
          Don&apos;t have an account? <TextLink to="/register">Sign up</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {banner && <Banner message={banner} />}
        {unverifiedEmail && <VerifyEmailPrompt email={unverifiedEmail} onError={setBanner} />}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex justify-end">
          <TextLink to="/forgot-password" className="text-sm">
            Forgot password?
          </TextLink>
        </div>
        <Button type="submit" className="w-full" disabled={!isValid} loading={isSubmitting}>
          Sign In
        </Button>
      </form>
      <OrDivider />
      <GoogleButton label="Continue with Google" notConfigured={googleError === 'google_not_configured'} />
    </AuthLayout>
  );
}
