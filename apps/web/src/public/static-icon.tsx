/** @jsxImportSource @sparklink/web/html */
import type { LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Per icon: the class lucide gives it and the markup inside its <svg>, rendered once per process. */
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

/**
 * A decorative lucide icon on a server-rendered public page, with the markup lucide renders. Its
 * paths are rendered by React once per process and reused (decision 025).
 */
export function StaticIcon({ icon, className }: { icon: LucideIcon; className: string }) {
  const { iconClass, inner } = renderedIcon(icon);
  return (
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
}
