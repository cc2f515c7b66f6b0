import { renderedHtml, type RenderCache } from './render-cache';

export const page = (html: string) => renderedHtml(200, html);

/**
 * Renders each key once, not kept, as a first view does: a cache keeps a document on its second
 * render, so a test of what a kept document does starts here.
 */
export async function renderedOnce(cache: RenderCache, ...keys: string[]): Promise<void> {
  for (const key of keys) {
    if (await cache.fill(key, 'first-view', page(''), await cache.startRender(key)))
      throw new Error(`${key} was kept on its first render: it had been rendered before`);
  }
}
