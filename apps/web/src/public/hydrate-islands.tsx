import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { islandLoaders, type IslandName } from './islands';

/**
 * Hydrates the islands of a server-rendered page, each with its own chunk; resolves with their
 * roots once every island is hydrated (the page's own script does not wait, tests do).
 */
export async function hydrateIslands(root: ParentNode): Promise<Root[]> {
  const hydrations = [...root.querySelectorAll<HTMLElement>('[data-island]')].map(async (element) => {
    const load = islandLoaders[element.dataset.island as IslandName];
    if (!load) return [];
    const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
    const Component: ComponentType<any> = await load();
    return [hydrateRoot(element, <Component {...props} />)];
  });
  return (await Promise.all(hydrations)).flat();
}
