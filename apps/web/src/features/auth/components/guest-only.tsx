import type { ReactNode } from 'react';
import { Navigate, type To } from 'react-router';
import { useAuth } from '../../../lib/session/auth-context';

/** Sign-in and sign-up are for visitors: a signed-in user goes on to `to` (spec 1 §2). */
export function GuestOnly({ to = '/dashboard', children }: { to?: To; children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated) return <Navigate to={to} replace />;
  return children;
}
