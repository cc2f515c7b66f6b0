import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { ToastProvider } from '../../../components/ui/toast/toast-provider';
import { AuthProvider } from '../../../lib/session/auth-provider';

/** Where a screen may send the user; each stub names itself so a test can see it arrived. */
const DESTINATIONS = [
  '/dashboard/*',
  '/welcome',
  '/login',
  '/register',
  '/verify-email',
  '/reset-password',
  '/oauth/callback',
];

function Destination() {
  const { pathname } = useLocation();
  return <p>Arrived at {pathname}</p>;
}

function Shell() {
  return (
    <ToastProvider>
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    </ToastProvider>
  );
}

interface RenderOptions {
  /** The route path the screen is mounted at. */
  path: string;
  /** The URL to open; defaults to `path`. */
  url?: string;
  state?: unknown;
}

/** Renders one screen inside the app's providers and a memory router; returns the router to inspect. */
export function renderScreen(screen: ReactElement, { path, url = path, state }: RenderOptions) {
  const routes = [
    {
      element: <Shell />,
      children: [
        { path, element: screen },
        ...DESTINATIONS.filter((to) => to !== path).map((to) => ({ path: to, element: <Destination /> })),
      ],
    },
  ];
  const [pathname, search = ''] = url.split('?');
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname, search: search ? `?${search}` : '', state }],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Stores a session the way the app does, before rendering. */
export function signIn(user: object = { id: 'user-1', email: 'ama@example.com' }) {
  localStorage.setItem('token', 'session-token');
  localStorage.setItem('user', JSON.stringify(user));
}
