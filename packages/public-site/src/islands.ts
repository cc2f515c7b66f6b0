import type { IslandName, IslandPropsByName } from './island-names';

/**
 * The interactive parts of public pages (decision 038). Everything else is server-rendered HTML
 * that needs no script; the browser loads only these, each from its own small chunk, and none of
 * them a framework: the gallery's lightbox is PhotoSwipe, fetched at the first tap on an image.
 * An island that one day needs React hydrates it here with `hydrateRoot`, loaded the same way.
 */
export const islandLoaders: { [N in IslandName]: () => Promise<IslandStart<N>> } = {
  'gallery-lightbox': () => import('./views/gallery/gallery-lightbox').then((m) => m.startGalleryLightbox),
};

/** Starts an island on its element with its props; returns what stops it. */
type IslandStart<N extends IslandName> = (element: HTMLElement, props: IslandPropsByName[N]) => () => void;

/**
 * Starts every island of a page; resolves once each has its listeners (the page does not wait,
 * tests do) with what stops them again (tests do that too).
 */
export async function startIslands(root: ParentNode): Promise<Array<() => void>> {
  const starts = [...root.querySelectorAll<HTMLElement>('[data-island]')].map(async (element) => {
    const load = islandLoaders[element.dataset.island as IslandName];
    if (!load) return () => {};
    const start = await load();
    return start(element, JSON.parse(element.dataset.props ?? '{}') as IslandPropsByName[IslandName]);
  });
  return Promise.all(starts);
}
