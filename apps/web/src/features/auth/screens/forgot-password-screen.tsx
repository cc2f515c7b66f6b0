import { zodResolver } from '@hookform/resolvers/zod';
import { EmailOnlySchema, MESSAGES, type EmailOnlyInput } from '@sparklink/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AuthLayout } from '../../../components/ui/auth-layout';
import { Banner, type BannerMessage } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useForgotPassword } from '../api/auth-api';
import { BackLink } from '../components/back-link';

/**
 * /forgot-password: asks for a reset code, then hands the address to /reset-password. Open to a
 * signed-in owner too: a security alert's "reset your password" link lands here, and the owner
 * it warns is often still signed in.
 */
export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const requestCode = useForgotPassword();
  const { t } = useT();
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailOnlyInput>({
    mode: 'onTouched',
    resolver: zodResolver(EmailOnlySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setBanner(null);
    try {
      const { message } = await requestCode.mutateAsync({ email });
      // The answer is the same whether or not the account exists; the next screen shows it.
      void navigate('/reset-password', { state: { email, notice: message ?? MESSAGES.forgotSent } });
    } catch (error) {
      setBanner({ type: 'error', text: errorMessage(error, MESSAGES.forgotFailed) });
    }
  });

  return (
    <AuthLayout title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} footer={<BackLink />}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {banner && <Banner message={banner} />}
        <TextField
          label={t('auth.form.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" className="w-full" loading={isSubmitting}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
