/**
 * The interactive parts of public pages (decision 038). Everything else is server-rendered HTML
 * that needs no script; the browser loads only these, each from its own small chunk, and none of
 * them a framework: the gallery's lightbox is PhotoSwipe, fetched at the first tap on an image.
 * An island that one day needs React hydrates it here with `hydrateRoot`, loaded the same way.
 */
export const islandLoaders = {
  'gallery-lightbox': () => import('./views/gallery/gallery-lightbox').then((m) => m.startGalleryLightbox),
};

export type IslandName = keyof typeof islandLoaders;
/** What an island's element carries in data-props: the second argument of its start function. */
export type IslandProps<N extends IslandName> = Parameters<Awaited<ReturnType<(typeof islandLoaders)[N]>>>[1];

/**
 * Starts every island of a page; resolves once each has its listeners (the page does not wait,
 * tests do) with what stops them again (tests do that too).
 */
export async function startIslands(root: ParentNode): Promise<Array<() => void>> {
  const starts = [...root.querySelectorAll<HTMLElement>('[data-island]')].map(async (element) => {
    const load = islandLoaders[element.dataset.island as IslandName];
    if (!load) return () => {};
    const start = await load();
    return start(element, JSON.parse(element.dataset.props ?? '{}') as IslandProps<IslandName>);
  });
  return Promise.all(starts);
}
