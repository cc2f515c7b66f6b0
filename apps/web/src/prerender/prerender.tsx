import { ENTRY_CATALOG_AREAS, LANGUAGES, type Language } from '@sparklink/contract/i18n';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender as prerenderToStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App, routerReady } from '../app/app';
import { routes } from '../app/routes';
import { i18n, loadAreas } from '../i18n/i18n';
import { DashboardSkeleton } from './dashboard-skeleton';

/** The screens people land on signed out: sent as HTML, then hydrated (decision 038). */
export const PRERENDERED_SCREENS = ['/login', '/register'] as const;

/** What the build writes to dist/prerendered.json, for the server's index.html (plugins/web-assets.ts). */
export interface Prerendered {
  /** Each screen's markup in each language: what goes inside #root. */
  screens: Record<string, Record<Language, string>>;
  /** The dashboard's skeleton, the same in every language (it has no words). */
  shell: string;
}

/** React's prerender waits for everything the tree suspends on, then gives the whole HTML. */
async function html(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToStream(tree);
  return new Response(prelude).text();
}

/**
 * Renders every prerendered screen in every language, with the routes, providers and messages
 * the browser will hydrate with: the same tree, with no session (a visitor with one is sent on,
 * and main.tsx renders afresh for them).
 */
export async function prerenderAll(): Promise<Prerendered> {
  const screens: Prerendered['screens'] = {};
  for (const path of PRERENDERED_SCREENS) {
    screens[path] = {} as Record<Language, string>;
    for (const lang of LANGUAGES) {
      await loadAreas(lang, ENTRY_CATALOG_AREAS);
      i18n.activate(lang);
      const router = createMemoryRouter(routes, { initialEntries: [path] });
      await routerReady(router);
      screens[path][lang] = await html(<App router={router} />);
    }
  }
  return { screens, shell: renderToStaticMarkup(<DashboardSkeleton />) };
}
