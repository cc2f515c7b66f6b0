import { options, type VNode } from 'preact';
import { useState } from 'preact/compat';

/**
 * The dashboard SPA is built with Preact's compat layer in place of React DOM (decision 022):
 * about 10 KB instead of 60 KB. The build maps `react` to this module; tests still run on React.
 * Two React 19 behaviours the app relies on are restored here.
 */
// @ts-expect-error -- preact/compat's types use `export =`; the bundler reads its ES module build.
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19 passes `ref` to a function component as a prop (our fields spread react-hook-form's
 * register() into an <input> that way); Preact 10 keeps it aside unless the component is wrapped
 * in forwardRef. This does for every function component what forwardRef does for one.
 */
const next = options.vnode;
options.vnode = (vnode: VNode) => {
  const node = vnode as VNode & { ref?: unknown; props: Record<string, unknown> };
  const type: unknown = vnode.type;
  const isClass = typeof type === 'function' && (type as { prototype?: { render?: unknown } }).prototype?.render;
  if (typeof type === 'function' && node.ref && !isClass) {
    node.props.ref = node.ref;
    node.ref = null;
  }
  next?.(vnode);
};

let lastId = 0;

/**
 * Preact's useId can repeat an id between a portal (a dialog) and the page, which tied a dialog's
 * label to the page's input. The SPA never renders on a server, so a counter is unique enough.
 */
export function useId(): string {
  const [id] = useState(() => `:s${(lastId += 1).toString(36)}:`);
  return id;
}
