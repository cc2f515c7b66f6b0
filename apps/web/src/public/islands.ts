import type { ComponentType } from 'react';

/**
 * The interactive parts of public pages. Everything else is server-rendered HTML that needs no
 * script; the browser loads and hydrates only these, each from its own small chunk.
 */
export const islandLoaders = {
  'gallery-grid': () => import('./views/gallery/gallery-grid').then((m) => m.GalleryGrid),
  'page-password-form': () => import('./views/page-password-form').then((m) => m.PagePasswordForm),
} satisfies Record<string, () => Promise<ComponentType<any>>>;

export type IslandName = keyof typeof islandLoaders;
