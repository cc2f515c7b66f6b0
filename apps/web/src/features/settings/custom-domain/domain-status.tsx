import type { CustomDomain, CustomDomainStatus } from '@sparklink/contract';
import type { MessageId } from '@sparklink/contract/i18n';
import { AlertTriangle } from 'lucide-react';
import { StatusBadge, type BadgeTone } from '../../../components/ui/status-badge';
import { withElements } from '../../../components/ui/with-elements';
import { useT } from '../../../i18n/use-t';
import { formatBillingDate } from '../../../lib/subscription/subscription-format';

const BADGES: Record<CustomDomainStatus, { tone: BadgeTone; label: MessageId }> = {
  pending: { tone: 'info', label: 'settings.domain.status.pending' },
  verified: { tone: 'success', label: 'settings.domain.status.verified' },
  misconfigured: { tone: 'warning', label: 'settings.domain.status.misconfigured' },
  detached: { tone: 'neutral', label: 'settings.domain.status.detached' },
};

export const statusLabel = (status: CustomDomainStatus): MessageId => BADGES[status].label;

const DETACHED: Record<'dns' | 'plan' | 'unknown', MessageId> = {
  dns: 'settings.domain.detachedDns',
  plan: 'settings.domain.detachedPlan',
  unknown: 'settings.domain.detached',
};

/** The domain, its status as a badge, and what that status means for the owner in plain words. */
export function DomainStatus({ domain, allowed }: { domain: CustomDomain; allowed: boolean }) {
  const { t, lang } = useT();
  const badge = BADGES[domain.status];
  const detaching = domain.status !== 'detached' && domain.detachesAt;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-mono text-base font-semibold break-all text-slate-900">{domain.domain}</p>
        <StatusBadge tone={badge.tone}>{t(badge.label)}</StatusBadge>
      </div>
      {domain.status === 'pending' && <p className="text-sm text-slate-700">{t('settings.domain.pending')}</p>}
      {domain.status === 'verified' && (
        <p className="text-sm text-slate-700">
          {withElements(t, 'settings.domain.verified', {
            url: (
              <a
                href={domain.url}
                target="_blank"
                rel="noreferrer"
                className="font-semibold break-all text-brand-700 underline underline-offset-2"
              >
                {domain.url}
              </a>
            ),
          })}
        </p>
      )}
      {domain.status === 'misconfigured' && (
        <div className="text-sm text-slate-700">
          <p>{t('settings.domain.misconfigured')}</p>
          {domain.found.length > 0 && (
            <ul aria-label={t('settings.domain.foundLabel')} className="mt-1 list-disc space-y-1 pl-5 break-words">
              {domain.found.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {domain.status === 'detached' && (
        <p className="text-sm text-slate-700">{t(DETACHED[domain.detachedReason ?? 'unknown'])}</p>
      )}
      {detaching && (
        <p className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          {t(allowed ? 'settings.domain.failing' : 'settings.domain.planEnding', {
            date: formatBillingDate(lang, detaching),
          })}
        </p>
      )}
    </div>
  );
}
