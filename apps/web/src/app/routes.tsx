import type { RouteObject } from 'react-router';
import { NotFoundScreen } from '../components/not-found-screen';
import { RootLayout } from './root-layout';
import { RootRedirect } from './root-redirect';

/**
 * The route table of spec 1 §2 and spec 2 §2. Screens load lazily so the sign-in page does not
 * carry the dashboard. /public/* is rendered by the server and never reaches this router.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <RootRedirect /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
