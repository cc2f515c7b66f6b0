import type { LightboxLabels } from './views/gallery/gallery-cards';

/**
 * Each island's name and the props its element carries (data-props): what the server's `Island`
 * writes and the browser's start function reads (islands.ts). Types only, so the server's render
 * never reaches the browser code.
 */
export interface IslandPropsByName {
  'gallery-lightbox': { labels: LightboxLabels };
}

export type IslandName = keyof IslandPropsByName;
