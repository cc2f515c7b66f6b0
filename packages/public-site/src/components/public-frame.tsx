/** @jsxImportSource @sparklink/public-site/html */
import type { Child } from '../html/jsx-runtime';
import type { NavEntry, OwnerSummary } from '../public-view';
import { PublicNav, type ActiveNav } from './public-nav';

/** The frame of a page view: owner name, navigation bar, content column. */
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
      <header className="bg-white">
        <div className="mx-auto max-w-3xl px-4 pt-6 pb-3">
          <a href={`/public/${owner.username}`} className="text-lg font-bold text-slate-900 hover:underline">
            {owner.displayName}
          </a>
        </div>
      </header>
      <PublicNav owner={owner} nav={nav} active={active} />
      <main className="mx-auto max-w-3xl px-4 py-8">{children}</main>
    </div>
  );
}
