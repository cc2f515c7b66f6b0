import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../lib/session/auth-context';
import { useT } from '../i18n/use-t';
import { Spinner } from './ui/spinner';

/**
 * The sign-in guard (spec 1 §2): waits for the session check, then shows the protected content or
 * sends the visitor to /login, replacing history, with where they were going as `from`.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { loading, isAuthenticated } = useAuth();
  const location = useLocation();
  const { t } = useT();
  if (loading) return <Spinner label={t('common.session.checking')} />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}
