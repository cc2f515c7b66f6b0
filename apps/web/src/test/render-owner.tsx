import type { User } from '@sparklink/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { ToastProvider } from '../components/ui/toast/toast-provider';
import { AuthProvider } from '../lib/session/auth-provider';
import { aUser, stubApi, type Route } from './owner-fakes';

export interface OwnerRenderOptions {
  user?: User;
  /** Answers keyed by "METHOD /api/path?query". */
  api?: Record<string, Route>;
}

/** Signs `user` in and renders `routes` at `path` with the app's providers and a stubbed API. */
export function renderOwner(
  routes: RouteObject[],
  path: string,
  { user = aUser(), api = {} }: OwnerRenderOptions = {},
) {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify(user));
  const calls = stubApi(api);
  const router = createMemoryRouter(
    [
      {
        element: (
          <ToastProvider>
            <AuthProvider>
              <Outlet />
            </AuthProvider>
          </ToastProvider>
        ),
        children: [...routes, { path: '/login', element: <p>Sign-in screen</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, calls, queryClient };
}
