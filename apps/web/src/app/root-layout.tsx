import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { ToastProvider } from '../components/ui/toast/toast-provider';
import { AuthProvider } from '../lib/session/auth-provider';
import { followThemeChanges } from '../lib/theme/theme';

/**
 * Providers that need the router (the session navigates on logout) wrap every route. Every screen,
 * signed in or not, follows the theme as the OS or another tab changes it.
 */
export function RootLayout() {
  useEffect(followThemeChanges, []);
  return (
    <ErrorBoundary>
      <ToastProvider>
        <AuthProvider>
          <Outlet />
        </AuthProvider>
      </ToastProvider>
    </ErrorBoundary>
  );
}
