import { useState } from 'react';
import { useLocation } from 'react-router';
import { AuthLayout } from '../../../components/ui/auth-layout';
import { TextLink } from '../../../components/ui/text-link';
import { useT } from '../../../i18n/use-t';
import { GoogleCallbackStatus } from '../components/google-callback-status';
import { VerifyEmailForm } from '../components/verify-email-form';
import { hasGoogleParams, useGoogleCallback } from '../hooks/use-google-callback';

/**
 * /verify-email (spec 1 §2): the one-time code form, and also where the Google callback lands
 * (?token=…&google=true&new_user=…). Which one is decided once, before the URL is cleaned.
 */
export function VerifyEmailScreen() {
  const location = useLocation();
  const [googleReturn] = useState(() => hasGoogleParams(location.search));
  return googleReturn ? <GoogleReturn /> : <CodeEntry />;
}

function GoogleReturn() {
  const state = useGoogleCallback({ redirectOnFailure: false });
  const { t } = useT();
  return (
    <AuthLayout title={t('auth.google.signingIn')}>
      <GoogleCallbackStatus state={state} />
    </AuthLayout>
  );
}

function CodeEntry() {
  const { t } = useT();
  return (
    <AuthLayout
      title={t('auth.verify.title')}
      subtitle={t('auth.verify.subtitle')}
      footer={<TextLink to="/login">{t('auth.backToLogin')}</TextLink>}
    >
      <VerifyEmailForm />
    </AuthLayout>
  );
}
