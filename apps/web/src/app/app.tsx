import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppProviders } from './providers';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The whole SPA around a router. The browser renders it with its browser router (main.tsx), the
 * build prerenders the sign-in screens with a memory router (src/prerender): the same tree on
 * both sides, which hydration needs (decision 038).
 */
export function App({ router }: { router: Router }) {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/**
 * Resolves once the router has loaded the first screen's lazy route, so the first render shows
 * the screen itself, as the prerendered HTML does, rather than a fallback.
 */
export function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
