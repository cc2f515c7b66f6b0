/** @jsxImportSource @sparklink/public-site/html */
import type { IslandName, IslandPropsByName } from './island-names';

/** Islands rendered by this process so far: a page links the script only when it rendered one. */
let rendered = 0;
export const islandsRendered = () => rendered;

/**
 * Marks an interactive part of a server-rendered page: the element carries the island's name and
 * props, and the page's script (entry-client.ts, islands.ts) starts that island's code on it. Its markup, if
 * any, is written here like the rest of the page; the script adds behaviour, not markup.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandPropsByName[N] }) {
  rendered++;
  return <div data-island={name} data-props={JSON.stringify(props)} />;
}
