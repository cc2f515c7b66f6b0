import { DELAYS, MESSAGES, type RegisterForm } from '@sparklink/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AuthLayout } from '../../../components/ui/auth-layout';
import { Banner, type BannerMessage } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { PasswordInput } from '../../../components/ui/password-input';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { withElements } from '../../../components/ui/with-elements';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/use-hydrated';
import { useAuth } from '../../../lib/session/auth-context';
import { homeFor } from '../../../lib/first-run';
import { useRegister } from '../api/auth-api';
import { GoogleButton } from '../components/google-button';
import { GuestOnly } from '../components/guest-only';
import { OrDivider } from '../components/or-divider';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';
import { registerRules, rulesResolver } from '../lib/form-rules';

/** /register (spec 1 §2). */
export function RegisterScreen() {
  return (
    <GuestOnly>
      <RegisterCard />
    </GuestOnly>
  );
}

function RegisterCard() {
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const { login } = useAuth();
  const signUp = useRegister();
  const { t, message } = useT();
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({
    mode: 'onTouched',
    resolver: rulesResolver(registerRules),
    // No default values: each field starts with what it holds when the form mounts, so what a
    // visitor typed into the prerendered form before the script ran is kept (decision 038).
  });
  const hydrated = useHydrated();

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setBanner(null);
    try {
      const { data } = await signUp.mutateAsync({ email, password });
      if (data?.token && data.user) {
        login(data.token, data.user);
        void navigate(homeFor(data.user), { replace: true });
        return;
      }
      setBanner({ type: 'success', text: message(MESSAGES.registerSuccessClient) });
      setRedirecting(true);
      reset();
      navigateLater('/verify-email', DELAYS.afterRegisterMs, { state: { email } });
    } catch (error) {
      setBanner({ type: 'error', text: errorMessage(error, MESSAGES.registrationFailed) });
    }
  });

  return (
    <AuthLayout
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')} <TextLink to="/login">{t('auth.register.signIn')}</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {banner && <Banner message={banner} />}
        <TextField
          label={t('auth.form.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label={t('auth.form.password')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label={t('auth.form.confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Checkbox
          error={errors.agree?.message}
          label={withElements(t, 'auth.register.agree', {
            terms: <TextLink to="/terms">{t('auth.register.terms')}</TextLink>,
            privacy: <TextLink to="/privacy">{t('auth.register.privacy')}</TextLink>,
          })}
          {...register('agree')}
        />
        <Button type="submit" className="w-full" loading={isSubmitting} disabled={redirecting || !hydrated}>
          {t('auth.register.submit')}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton label={t('auth.register.google')} />
    </AuthLayout>
  );
}
