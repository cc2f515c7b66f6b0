/** @jsxImportSource @sparklink/public-site/html */
import type { LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Html } from './html/jsx-runtime';

/** Per icon: the class lucide gives it and the markup inside its <svg>, rendered by React once per process. */
const rendered = new Map<LucideIcon, { iconClass: string; inner: string }>();

function renderedIcon(Icon: LucideIcon) {
  let icon = rendered.get(Icon);
  if (!icon) {
    const markup = renderToStaticMarkup(createElement(Icon));
    icon = {
      iconClass: /class="([^"]*)"/.exec(markup)?.[1] ?? 'lucide',
      inner: markup.slice(markup.indexOf('>') + 1, markup.lastIndexOf('</svg>')),
    };
    rendered.set(Icon, icon);
  }
  return icon;
}

/** Each icon's whole <svg> per class list: the call sites' class lists are literals, so this stays small. */
const wholeIcons = new Map<LucideIcon, Map<string, Html>>();

/**
 * A decorative lucide icon on a server-rendered public page, with the markup lucide renders. Its
 * paths are rendered by React once per process, and its element once per class list; a profile
 * shows a dozen icons, each with eleven attributes (decision 025).
 */
export function StaticIcon({ icon, className }: { icon: LucideIcon; className: string }) {
  let byClass = wholeIcons.get(icon);
  if (!byClass) wholeIcons.set(icon, (byClass = new Map()));
  let svg = byClass.get(className);
  if (!svg) {
    const { iconClass, inner } = renderedIcon(icon);
    svg = (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={`${iconClass} ${className}`}
        aria-hidden="true"
        dangerouslySetInnerHTML={{ __html: inner }}
      />
    );
    byClass.set(className, svg);
  }
  return svg;
}
