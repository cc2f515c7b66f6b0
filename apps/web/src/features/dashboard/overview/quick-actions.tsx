import { FilePlus, ImagePlus, Share2, UserPen, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/focus-ring';
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

const LINKS = [
  { to: '/dashboard/pages', icon: FilePlus, label: 'Create New Page', hint: 'Add a page to your portfolio' },
  { to: '/dashboard/profile', icon: UserPen, label: 'Edit Profile', hint: 'Update your details and links' },
  { to: '/dashboard/gallery', icon: ImagePlus, label: 'Upload Media', hint: 'Add photos to your gallery' },
];

export function QuickActions() {
  const { user } = useAuth();
  const copy = useCopyUrl();
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
        Quick Actions
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {LINKS.map(({ to, ...content }) => (
          <li key={to}>
            <Link to={to} className={tile}>
              <ActionContent {...content} />
            </Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={share} disabled={!url} className={tile}>
            <ActionContent
              icon={Share2}
              label="Share Portfolio"
              hint={url ? 'Copy your link or show a QR code' : 'Set a username to share your portfolio'}
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
