import { PLANS } from '@sparklink/contract';
import { useLocation } from 'react-router';
import { aProfile, defaultSettings, ok, type Route } from '../../../test/owner-fakes';
import { renderOwner, type OwnerRenderOptions } from '../../../test/render-owner';
import { OverviewScreen } from '../overview/overview-screen';
import { DashboardLayout } from '../shell/dashboard-layout';

/** Stands in for the screens of other sections; names the path it was reached at. */
function OtherSection() {
  return <p>{`Section at ${useLocation().pathname}`}</p>;
}

/** Answers the shell and overview ask for, unless a test gives its own. */
export const dashboardDefaults = (): Record<string, Route> => ({
  'GET /api/notifications?limit=20': ok({ notifications: [], unreadCount: 0 }),
  'GET /api/pages': ok({ pages: [] }),
  'GET /api/gallery?limit=1': ok({ items: [], totalCount: 0 }),
  'GET /api/profile': ok(aProfile()),
  // The shell reads the owner's theme from their settings.
  'GET /api/settings': ok(defaultSettings()),
  // And whether payments are the built-in test checkout (decision 039): on a real server, no.
  'GET /api/subscriptions/plans': ok({ plans: PLANS, testCheckout: false }),
});

/** The dashboard shell at `path`: the overview at /dashboard, a stand-in for any other section. */
export function renderDashboard(path: string, { user, api = {} }: OwnerRenderOptions = {}) {
  return renderOwner(
    [
      {
        path: '/dashboard',
        element: <DashboardLayout />,
        children: [
          { index: true, element: <OverviewScreen /> },
          { path: '*', element: <OtherSection /> },
        ],
      },
    ],
    path,
    { user, api: { ...dashboardDefaults(), ...api } },
  );
}
