/** @jsxImportSource @sparklink/public-site/html */
import type { Child } from '../html/jsx-runtime';
import type { NavEntry, OwnerSummary } from '../public-view';
import { CompactHeader } from './compact-header';
import { PublicNav, type ActiveNav } from './public-nav';

/** The frame of a page view: the compact header (owner's face and name), navigation bar, content column. */
export function PublicFrame({
  owner,
  nav,
  active,
  children,
}: {
  owner: OwnerSummary;
  nav: NavEntry[];
  active: ActiveNav;
  children: Child;
}) {
  return (
    <div className="sl-page min-h-screen bg-slate-50">
      <CompactHeader owner={owner} />
      <PublicNav owner={owner} nav={nav} active={active} />
      <main className="mx-auto max-w-3xl px-4 py-8">{children}</main>
    </div>
  );
}
