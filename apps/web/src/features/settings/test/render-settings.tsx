import { SECURITY_MESSAGES, type SecurityStatus, type SessionSummary } from '@sparklink/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { useLocation } from 'react-router';
import { RequireAuth } from '../../../components/require-auth';
import { useAuth } from '../../../lib/session/auth-context';
import { aDomainState, CUSTOM_DOMAIN_ROUTE } from '../../../test/custom-domain-fakes';
import { defaultSettings, ok } from '../../../test/owner-fakes';
import { renderOwner, type OwnerRenderOptions } from '../../../test/render-owner';
import { SettingsScreen } from '../settings-screen';

/** This browser, signed in a minute ago: the one device of a new account. */
export const thisDevice = (fields: Partial<SessionSummary> = {}): SessionSummary => ({
  id: '0190b1a2-0000-7000-8000-000000000001',
  device: 'Desktop',
  browser: 'Chrome',
  os: 'Linux',
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  lastUsedAt: new Date(Date.now() - 60_000).toISOString(),
  current: true,
  ...fields,
});

export const defaultSecurity = (fields: Partial<SecurityStatus> = {}): SecurityStatus => ({
  hasPassword: true,
  passwordChangedAt: null,
  twoFactor: { enabled: false, enabledAt: null, recoveryCodesLeft: 0, recovery: null },
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
      api: {
        'GET /api/settings': ok(defaultSettings()),
        'GET /api/auth/security': ok(defaultSecurity()),
        'GET /api/auth/sessions': ok({ sessions: [thisDevice()] }),
        // A Starter account: the section offers the Blaze plan and calls nothing else.
        [`GET ${CUSTOM_DOMAIN_ROUTE}`]: ok(aDomainState({ allowed: false })),
        'POST /api/auth/confirm-identity': () =>
          ok({ confirmedUntil: new Date(Date.now() + 5 * 60_000).toISOString() }, SECURITY_MESSAGES.identityConfirmed),
        ...api,
      },
    },
  );
}

/** Answers the "Confirm it’s you" dialog of an account-level change with the password (decision 034). */
export async function confirmIdentity(user: UserEvent, password = 'my-password') {
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm it’s you' })).not.toBeInTheDocument());
}
