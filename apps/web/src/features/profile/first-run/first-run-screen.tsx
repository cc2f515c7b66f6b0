import { useState } from 'react';
import { Navigate } from 'react-router';
import { AuthLayout } from '../../../components/ui/auth-layout';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/session/auth-context';
import { FirstRunForm } from './first-run-form';

/**
 * /welcome (decision 052): the one step after verification or a Google sign-up, behind the sign-in
 * guard. An account that already has a username has nothing to do here and goes to the dashboard;
 * that is decided once, so saving the username does not race the step's own navigation.
 */
export function FirstRunScreen() {
  const { user } = useAuth();
  const { t } = useT();
  const [done] = useState(() => Boolean(user?.username));
  if (done) return <Navigate to="/dashboard" replace />;
  return (
    <AuthLayout title={t('dashboard.firstRun.title')} subtitle={t('dashboard.firstRun.subtitle')}>
      <FirstRunForm />
    </AuthLayout>
  );
}
