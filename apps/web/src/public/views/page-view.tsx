import { Lock } from 'lucide-react';
import { StaticIcon } from '../static-icon';
import { PageContentView } from '../components/page-content';
import { PublicFrame } from '../components/public-frame';
import type { NavEntry, OwnerSummary, PublicPage } from '../public-view';
import { formatDate } from '../safe-href';

export function PageView({ owner, nav, page }: { owner: OwnerSummary; nav: NavEntry[]; page: PublicPage }) {
  return (
    <PublicFrame owner={owner} nav={nav} active={page.slug}>
      <article className="space-y-6">
        <header className="space-y-2">
          <h1 className="text-3xl font-bold text-slate-900">{page.title}</h1>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500">
            <span>Published on {formatDate(page.publishedAt ?? page.createdAt)}</span>
            <span>Last updated {formatDate(page.updatedAt)}</span>
            {page.isPasswordProtected && (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-800">
                <StaticIcon icon={Lock} className="h-3.5 w-3.5" />
                Password Protected
              </span>
            )}
          </p>
        </header>
        <PageContentView content={page.content} />
      </article>
    </PublicFrame>
  );
}
