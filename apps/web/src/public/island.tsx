import type { ComponentType } from 'react';
import type { IslandName } from './islands';

/**
 * Marks an interactive part of a server-rendered page: the markup is rendered here as usual, and
 * the element carries its name and props so entry-client.tsx can hydrate exactly this subtree.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
}) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
