import { useAuth } from '../../../lib/session/auth-context';
import { aProfile, ok } from '../../../test/owner-fakes';
import { renderOwner, type OwnerRenderOptions } from '../../../test/render-owner';
import { ProfileSettingsScreen } from '../profile-settings-screen';

/** What the shell shows from the session, so a test can see the session change. */
function SessionPicture() {
  return <p data-testid="session-picture">{useAuth().user?.profilePicture ?? 'none'}</p>;
}

/** The profile screen at /dashboard/profile; GET /api/profile answers aProfile() unless given. */
export function renderProfile({ user, api = {} }: OwnerRenderOptions = {}) {
  return renderOwner(
    [
      {
        path: '/dashboard/profile',
        element: (
          <>
            <ProfileSettingsScreen />
            <SessionPicture />
          </>
        ),
      },
    ],
    '/dashboard/profile',
    { user, api: { 'GET /api/profile': ok(aProfile()), ...api } },
  );
}
