import { Outlet } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { ToastProvider } from '../components/ui/toast/toast-provider';
import { AuthProvider } from '../lib/session/auth-provider';

/** Providers that need the router (the session navigates on logout) wrap every route. */
export function RootLayout() {
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
