/** @jsxImportSource @sparklink/web/html */
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { asciiMarkup } from './html/jsx-runtime';
import type { IslandName } from './islands';

/** Islands rendered by this process so far: a page links the script only when it rendered one. */
let rendered = 0;
export const islandsRendered = () => rendered;

/**
 * Marks an interactive part of a server-rendered page: the element carries the island's name and
 * props so hydrate-islands.tsx can hydrate exactly this subtree, and its markup is rendered by
 * React, as the browser's hydration expects it (the rest of the page is plain HTML).
 */
export function Island<P extends object>({
  name,
  component,
  props,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
}) {
  rendered++;
  const markup = asciiMarkup(renderToString(createElement(component, props)));
  return <div data-island={name} data-props={JSON.stringify(props)} dangerouslySetInnerHTML={{ __html: markup }} />;
}
