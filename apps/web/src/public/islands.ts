import type { ComponentType } from 'react';

/**
 * The interactive parts of public pages. Everything else is server-rendered HTML that needs no
 * script; the browser loads and hydrates only these, each from its own small chunk.
 */
export const islandLoaders = {
  'gallery-lightbox': () => import('./views/gallery/gallery-lightbox').then((m) => m.GalleryLightbox),
  'page-password-form': () => import('./views/page-password-form').then((m) => m.PagePasswordForm),
} satisfies Record<string, () => Promise<ComponentType<any>>>;

export type IslandName = keyof typeof islandLoaders;
