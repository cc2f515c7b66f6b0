import type { SecurityStatus } from '@sparklink/contract';
import { useLocation } from 'react-router';
import { RequireAuth } from '../../../components/require-auth';
import { useAuth } from '../../../lib/session/auth-context';
import { defaultSettings, ok } from '../../../test/owner-fakes';
import { renderOwner, type OwnerRenderOptions } from '../../../test/render-owner';
import { SettingsScreen } from '../settings-screen';

export const defaultSecurity = (fields: Partial<SecurityStatus> = {}): SecurityStatus => ({
  hasPassword: true,
  passwordChangedAt: null,
  twoFactor: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
  ...fields,
});

/** Stands in for /reset-password: shows what it was handed and whether a session is left. */
function ResetPasswordStandIn() {
  const { state } = useLocation() as { state: { email?: string; notice?: string } | null };
  const { isAuthenticated } = useAuth();
  return (
    <div>
      <p>{`Reset screen for ${state?.email ?? 'nobody'}`}</p>
      <p>{state?.notice}</p>
      <p>{isAuthenticated ? 'Still signed in' : 'Signed out'}</p>
    </div>
  );
}

/**
 * The settings screen behind the real sign-in guard, with stand-ins for the screens it links to;
 * GET /api/settings and GET /api/auth/security answer defaults unless a test gives its own.
 */
export function renderSettings({ user, api = {} }: OwnerRenderOptions = {}) {
  return renderOwner(
    [
      {
        path: '/dashboard/settings',
        element: (
          <RequireAuth>
            <SettingsScreen />
          </RequireAuth>
        ),
      },
      { path: '/dashboard/profile', element: <p>Profile screen</p> },
      { path: '/dashboard/subscription', element: <p>Plans screen</p> },
      { path: '/reset-password', element: <ResetPasswordStandIn /> },
    ],
    '/dashboard/settings',
    {
      user,
      api: { 'GET /api/settings': ok(defaultSettings()), 'GET /api/auth/security': ok(defaultSecurity()), ...api },
    },
  );
}
