import { zodResolver } from '@hookform/resolvers/zod';
import { EmailOnlySchema, MESSAGES, type EmailOnlyInput } from '@sparklink/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AuthLayout } from '../../../components/ui/auth-layout';
import { Banner, type BannerMessage } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { errorMessage } from '../../../lib/api-client';
import { useForgotPassword } from '../api/auth-api';
import { GuestOnly } from '../components/guest-only';

/** /forgot-password: asks for a reset code, then hands the address to /reset-password. */
export function ForgotPasswordScreen() {
  return (
    <GuestOnly>
      <ForgotPasswordCard />
    </GuestOnly>
  );
}

function ForgotPasswordCard() {
  const navigate = useNavigate();
  const requestCode = useForgotPassword();
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
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a code to reset it."
      footer={<TextLink to="/login">Back to Login</TextLink>}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {banner && <Banner message={banner} />}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" className="w-full" loading={isSubmitting}>
          Send reset code
        </Button>
      </form>
    </AuthLayout>
  );
}
