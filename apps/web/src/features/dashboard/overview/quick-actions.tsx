import type { MessageId } from '@sparklink/contract/i18n';
import { FilePlus, ImagePlus, Share2, UserPen, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/focus-ring';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/session/auth-context';
import { portfolioUrl } from './portfolio-url';
import { useCopyUrl } from '../../../lib/use-copy-url';

/** The dialog, its QR code library and Radix Dialog are fetched on the first share (decision 022). */
const SharePortfolioDialog = lazy(() =>
  import('./share-portfolio-dialog').then((m) => ({ default: m.SharePortfolioDialog })),
);

const tile = `flex w-full flex-col items-start gap-2 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm hover:border-brand-500 hover:shadow disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-slate-200 ${focusRing}`;

function ActionContent({ icon: Icon, label, hint }: { icon: LucideIcon; label: string; hint: string }) {
  return (
    <>
      <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
        <Icon aria-hidden className="h-5 w-5" />
      </span>
      <span className="font-semibold text-slate-900">{label}</span>
      <span className="text-sm text-slate-600">{hint}</span>
    </>
  );
}

const LINKS: ReadonlyArray<{ to: string; icon: LucideIcon; label: MessageId; hint: MessageId }> = [
  {
    to: '/dashboard/pages',
    icon: FilePlus,
    label: 'dashboard.quickActions.createPage',
    hint: 'dashboard.quickActions.createPage.hint',
  },
  {
    to: '/dashboard/profile',
    icon: UserPen,
    label: 'dashboard.quickActions.editProfile',
    hint: 'dashboard.quickActions.editProfile.hint',
  },
  {
    to: '/dashboard/gallery',
    icon: ImagePlus,
    label: 'dashboard.quickActions.uploadMedia',
    hint: 'dashboard.quickActions.uploadMedia.hint',
  },
];

export function QuickActions() {
  const { user } = useAuth();
  const copy = useCopyUrl();
  const { t } = useT();
  const [sharing, setSharing] = useState(false);
  const [shared, setShared] = useState(false);
  const url = user?.username ? portfolioUrl(user.username) : null;

  const share = () => {
    if (!url) return;
    void copy(url);
    setShared(true);
    setSharing(true);
  };

  return (
    <section aria-labelledby="quick-actions">
      <h2 id="quick-actions" className="mb-3 text-lg font-semibold text-slate-900">
        {t('dashboard.quickActions.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {LINKS.map(({ to, icon, label, hint }) => (
          <li key={to}>
            <Link to={to} className={tile}>
              <ActionContent icon={icon} label={t(label)} hint={t(hint)} />
            </Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={share} disabled={!url} className={tile}>
            <ActionContent
              icon={Share2}
              label={t('dashboard.quickActions.share')}
              hint={t(url ? 'dashboard.quickActions.share.hint' : 'dashboard.quickActions.share.needsUsername')}
            />
          </button>
        </li>
      </ul>
      {url && shared && (
        <Suspense fallback={null}>
          <SharePortfolioDialog url={url} open={sharing} onOpenChange={setSharing} />
        </Suspense>
      )}
    </section>
  );
}
