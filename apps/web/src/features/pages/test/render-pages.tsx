import type { Tier } from '@sparklink/contract';
import { renderOwner } from '../../../test/render-owner';
import { aUser, type Route } from '../../../test/owner-fakes';
import { EditPageScreen } from '../screens/edit-page-screen';
import { NewPageScreen } from '../screens/new-page-screen';
import { PagesScreen } from '../screens/pages-screen';

interface Options {
  tier?: Tier;
  username?: string | null;
  /** Answers keyed by "METHOD /api/path". */
  api?: Record<string, Route>;
}

const routes = [
  { path: '/dashboard/pages', element: <PagesScreen /> },
  { path: '/dashboard/pages/new', element: <NewPageScreen /> },
  { path: '/dashboard/pages/:pageId/edit', element: <EditPageScreen /> },
  { path: '/dashboard/subscription', element: <p>Plans screen</p> },
];

/** The pages screens at `path` for a signed-in owner on `tier`, with the API stubbed. */
export function renderPages(path: string, { tier = 'STARTER', username = 'ama', api = {} }: Options = {}) {
  return renderOwner(routes, path, { user: aUser({ subscription: tier, username }), api });
}
