import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandLoaders, type IslandName } from './islands';
import './public.css';

/**
 * Hydrates the islands of a server-rendered page, each with its own chunk (built against Preact's
 * compat layer; see vite.public.config.ts and docs/decisions/003-public-pages-ssr.md).
 */
for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const load = islandLoaders[element.dataset.island as IslandName];
  if (!load) continue;
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  void load().then((Component: ComponentType<any>) => hydrateRoot(element, <Component {...props} />));
}
