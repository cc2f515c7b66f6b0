import type { ReactNode } from 'react';
import { Navigate, type To } from 'react-router';
import { useAuth } from '../../../lib/session/auth-context';
import { homeFor } from '../../../lib/first-run';

/**
 * Sign-in and sign-up are for visitors: a signed-in user goes on to `to` (spec 1 §2), by default
 * the dashboard, or the first-run step while the account has no username (decision 052).
 */
export function GuestOnly({ to, children }: { to?: To; children: ReactNode }) {
  const { isAuthenticated, user } = useAuth();
  if (isAuthenticated) return <Navigate to={to ?? (user ? homeFor(user) : '/dashboard')} replace />;
  return children;
}
