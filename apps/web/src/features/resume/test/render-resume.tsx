import { renderOwner } from '../../../test/render-owner';
import { aUser, type Route } from '../../../test/owner-fakes';
import { ResumeScreen } from '../screens/resume-screen';

interface Options {
  username?: string | null;
  /** Answers keyed by "METHOD /api/path". */
  api?: Record<string, Route>;
}

/** The Resume screen for a signed-in owner, with the API stubbed. */
export function renderResume({ username = 'ama', api = {} }: Options = {}) {
  return renderOwner(
    [
      { path: '/dashboard/resume', element: <ResumeScreen /> },
      { path: '/dashboard/profile', element: <p>Profile screen</p> },
    ],
    '/dashboard/resume',
    { user: aUser({ username }), api },
  );
}
