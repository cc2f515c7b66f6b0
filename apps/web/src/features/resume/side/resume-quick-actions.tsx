import { ExternalLink, Link2, Upload, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { focusRing } from '../../../components/ui/focus-ring';
import { useT } from '../../../i18n/use-t';
import { useCopyUrl } from '../../../lib/use-copy-url';

const action = `flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-slate-800 hover:bg-slate-50 ${focusRing}`;

function ActionLabel({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <>
      <Icon aria-hidden className="h-4 w-4 shrink-0 text-brand-600" />
      {children}
    </>
  );
}

interface ResumeQuickActionsProps {
  onUpload: () => void;
  /** The public download URL; only while the resume is public. */
  shareUrl: string | null;
  username: string | null;
}

export function ResumeQuickActions({ onUpload, shareUrl, username }: ResumeQuickActionsProps) {
  const { t } = useT();
  const copy = useCopyUrl();
  return (
    <section
      aria-labelledby="resume-quick-actions"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id="resume-quick-actions" className="mb-2 px-3 font-semibold text-slate-900">
        {t('resume.quick.title')}
      </h3>
      <ul className="space-y-1">
        <li>
          <button type="button" className={action} onClick={onUpload}>
            <ActionLabel icon={Upload}>{t('resume.quick.uploadNew')}</ActionLabel>
          </button>
        </li>
        {shareUrl && (
          <li>
            <button type="button" className={action} onClick={() => void copy(shareUrl)}>
              <ActionLabel icon={Link2}>{t('resume.quick.copyLink')}</ActionLabel>
            </button>
          </li>
        )}
        {username && (
          <li>
            {/* Server-rendered, so a full page load rather than a router link. */}
            <a
              href={`/public/${encodeURIComponent(username)}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('resume.quick.viewPublicNewTab')}
              className={action}
            >
              <ActionLabel icon={ExternalLink}>{t('resume.quick.viewPublic')}</ActionLabel>
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
