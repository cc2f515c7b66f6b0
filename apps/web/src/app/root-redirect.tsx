import { Navigate } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from '../lib/session/auth-context';

/** `/`: waits for the session check, then dashboard or sign-in, replacing history. */
export function RootRedirect() {
  const { loading, isAuthenticated } = useAuth();
  if (loading) return <Spinner />;
  return <Navigate to={isAuthenticated ? '/dashboard' : '/login'} replace />;
}
