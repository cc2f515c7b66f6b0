import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Circle, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/focus-ring';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useT } from '../../../i18n/use-t';
import { useOwnerPagesQuery } from '../../../lib/owner-pages-query';
import { profileQueryOptions } from '../../../lib/profile-query';
import { useAuth } from '../../../lib/session/auth-context';
import { portfolioUrl } from './portfolio-url';
import { checklistItems, type ChecklistItem } from './checklist-items';
import { useFirstRunFlag } from '../../../lib/first-run-memory';
import { SCREEN_HEADING_ID } from '../shell/use-focus-on-navigation';

const SharePortfolioDialog = lazy(() =>
  import('./share-portfolio-dialog').then((m) => ({ default: m.SharePortfolioDialog })),
);

const row = `flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium hover:bg-slate-50 ${focusRing}`;

/**
 * "Get your portfolio ready" on the overview (decision 052): five steps ticked from saved data,
 * each leading to the exact field or dialog; shown until all are done or the owner dismisses it.
 * Nothing shows while the profile or pages load, or when they fail (the overview says so itself).
 */
export function PortfolioChecklist() {
  const { user } = useAuth();
  const profile = useQuery(profileQueryOptions);
  const pages = useOwnerPagesQuery();
  const [dismissed, dismiss] = useFirstRunFlag(user?.id, 'dismissed');
  const [shared, markShared] = useFirstRunFlag(user?.id, 'shared');
  const [sharing, setSharing] = useState(false);
  const { t } = useT();

  // Ticked to the end during this visit: the list stays, "5 of 5 done", until the next visit, so
  // the owner sees it complete and focus has its row to come back to from the share dialog.
  const [seenIncomplete, setSeenIncomplete] = useState(false);
  const items =
    user && profile.data && pages.data ? checklistItems({ profile: profile.data, pages: pages.data, shared }) : [];
  const done = items.filter((item) => item.done).length;
  if (items.length > 0 && done < items.length && !seenIncomplete) setSeenIncomplete(true);

  if (dismissed || items.length === 0) return null;
  if (done === items.length && !seenIncomplete) return null;
  const username = profile.data?.user.username;

  const openShare = () => {
    markShared();
    setSharing(true);
  };

  return (
    <section aria-labelledby="portfolio-checklist" className="rounded-2xl bg-white p-6 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="portfolio-checklist" className="text-lg font-semibold text-slate-900">
            {t('dashboard.checklist.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t('dashboard.checklist.progress', { done, total: items.length })}
          </p>
        </div>
        <button
          type="button"
          onClick={() => {
            // The list goes with its button: focus moves to the screen's heading, not to <body>.
            document.getElementById(SCREEN_HEADING_ID)?.focus();
            dismiss();
          }}
          className={`flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-slate-600 hover:bg-slate-100 ${focusRing}`}
        >
          <X aria-hidden className="h-4 w-4" />
          {t('dashboard.checklist.dismiss')}
        </button>
      </div>
      <ProgressBar
        className="mt-3"
        value={(done / items.length) * 100}
        label={t('dashboard.checklist.progressLabel')}
      />
      <ul className="mt-4 grid gap-1 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.id}>
            <ItemRow item={item} onShare={openShare} />
          </li>
        ))}
      </ul>
      {username && sharing && (
        <Suspense fallback={null}>
          <SharePortfolioDialog url={portfolioUrl(username)} open={sharing} onOpenChange={setSharing} />
        </Suspense>
      )}
    </section>
  );
}

function ItemRow({ item, onShare }: { item: ChecklistItem; onShare: () => void }) {
  const { t } = useT();
  const content = (
    <>
      {item.done ? (
        <CheckCircle2 aria-hidden className="h-5 w-5 shrink-0 text-emerald-700" />
      ) : (
        <Circle aria-hidden className="h-5 w-5 shrink-0 text-slate-400" />
      )}
      <span className={item.done ? 'text-slate-500 line-through' : 'text-slate-900'}>{t(item.label)}</span>
      {/* The space sits outside: a name is built from trimmed element texts. */}{' '}
      <span className="sr-only">{t(item.done ? 'dashboard.checklist.done' : 'dashboard.checklist.toDo')}</span>
    </>
  );
  if ('share' in item.target) {
    return (
      <button type="button" onClick={onShare} className={row}>
        {content}
      </button>
    );
  }
  return (
    <Link to={item.target.to} className={row}>
      {content}
    </Link>
  );
}
