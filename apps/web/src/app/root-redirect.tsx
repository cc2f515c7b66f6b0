import { Navigate } from 'react-router';
import { useAuth } from '../lib/session/auth-context';

/** `/`: dashboard or sign-in, replacing history. */
export function RootRedirect() {
  const { isAuthenticated } = useAuth();
  return <Navigate to={isAuthenticated ? '/dashboard' : '/login'} replace />;
}
