import { DASHBOARD_CATALOG_AREAS, LEGAL_CATALOG_AREA } from '@sparklink/contract/i18n';
import { Outlet, type RouteObject } from 'react-router';
import { NotFoundScreen } from '../components/not-found-screen';
import { RequireAuth } from '../components/require-auth';
import { withCatalogs } from '../i18n/route-catalogs';
import { Spinner } from '../components/ui/spinner';
import { RootLayout } from './root-layout';
import { RootRedirect } from './root-redirect';

/**
 * The route table of spec 1 §2 and spec 2 §2. Screens load lazily so the sign-in page does not
 * carry the dashboard. /public/* is rendered by the server and never reaches this router.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while the first screen's lazy chunk loads.
    hydrateFallbackElement: <Spinner />,
    children: [
      { path: '/', element: <RootRedirect /> },
      // Accounts (spec 1 §2) and legal (spec 2 §2)
      {
        path: '/login',
        lazy: () => import('../features/auth/screens/login-screen').then((m) => ({ Component: m.LoginScreen })),
      },
      {
        path: '/register',
        lazy: () => import('../features/auth/screens/register-screen').then((m) => ({ Component: m.RegisterScreen })),
      },
      {
        path: '/verify-email',
        lazy: () =>
          import('../features/auth/screens/verify-email-screen').then((m) => ({ Component: m.VerifyEmailScreen })),
      },
      {
        path: '/oauth/callback',
        lazy: () =>
          import('../features/auth/screens/oauth-callback-screen').then((m) => ({ Component: m.OAuthCallbackScreen })),
      },
      {
        path: '/forgot-password',
        lazy: () =>
          import('../features/auth/screens/forgot-password-screen').then((m) => ({
            Component: m.ForgotPasswordScreen,
          })),
      },
      {
        path: '/reset-password',
        lazy: () =>
          import('../features/auth/screens/reset-password-screen').then((m) => ({ Component: m.ResetPasswordScreen })),
      },
      {
        path: '/terms',
        lazy: () =>
          withCatalogs([LEGAL_CATALOG_AREA], import('../features/legal/terms-screen')).then((m) => ({
            Component: m.TermsScreen,
          })),
      },
      {
        path: '/privacy',
        lazy: () =>
          withCatalogs([LEGAL_CATALOG_AREA], import('../features/legal/privacy-screen')).then((m) => ({
            Component: m.PrivacyScreen,
          })),
      },
      // The first-run step (decision 052): signed in, before the dashboard, in the sign-in frame.
      {
        path: '/welcome',
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          {
            index: true,
            lazy: () =>
              withCatalogs(DASHBOARD_CATALOG_AREAS, import('../features/profile/first-run/first-run-screen')).then(
                (m) => ({
                  Component: m.FirstRunScreen,
                }),
              ),
          },
        ],
      },
      // Every owner screen sits behind the sign-in guard, inside the dashboard shell. A section
      // without a screen yet is left out, so its path gets the 404 screen (after the guard).
      {
        path: '/dashboard',
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          {
            lazy: () =>
              withCatalogs(DASHBOARD_CATALOG_AREAS, import('../features/dashboard/shell/dashboard-layout')).then(
                (m) => ({
                  Component: m.DashboardLayout,
                }),
              ),
            children: [
              {
                index: true,
                lazy: () =>
                  import('../features/dashboard/overview/overview-screen').then((m) => ({
                    Component: m.OverviewScreen,
                  })),
              },
              {
                path: 'profile',
                lazy: () =>
                  import('../features/profile/profile-settings-screen').then((m) => ({
                    Component: m.ProfileSettingsScreen,
                  })),
              },
              {
                path: 'pages',
                lazy: () =>
                  import('../features/pages/screens/pages-screen').then((m) => ({ Component: m.PagesScreen })),
              },
              {
                path: 'pages/new',
                lazy: () =>
                  import('../features/pages/screens/new-page-screen').then((m) => ({ Component: m.NewPageScreen })),
              },
              {
                path: 'pages/:pageId/edit',
                lazy: () =>
                  import('../features/pages/screens/edit-page-screen').then((m) => ({ Component: m.EditPageScreen })),
              },
              {
                path: 'settings',
                lazy: () =>
                  import('../features/settings/settings-screen').then((m) => ({ Component: m.SettingsScreen })),
              },
              {
                path: 'gallery',
                lazy: () =>
                  import('../features/gallery/screens/gallery-screen').then((m) => ({ Component: m.GalleryScreen })),
              },
              {
                path: 'analytics',
                lazy: () =>
                  import('../features/analytics/screens/analytics-screen').then((m) => ({
                    Component: m.AnalyticsScreen,
                  })),
              },
              {
                path: 'subscription',
                lazy: () =>
                  import('../features/subscription/screens/subscription-screen').then((m) => ({
                    Component: m.SubscriptionScreen,
                  })),
              },
              {
                path: 'resume',
                lazy: () =>
                  import('../features/resume/screens/resume-screen').then((m) => ({ Component: m.ResumeScreen })),
              },
            ],
          },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
