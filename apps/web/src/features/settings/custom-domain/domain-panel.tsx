import type { CustomDomain } from '@sparklink/contract';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { relativeTime } from '../../../components/analytics/relative-time';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { failureToast } from '../../../components/ui/toast/failure';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useNow } from '../../../lib/use-now';
import { useCheckDomain, useRemoveDomain } from './custom-domain-api';
import { DnsRecords } from './dns-records';
import { DomainStatus, statusLabel } from './domain-status';

/** "Last checked 2 min ago" moves on while the screen stays open. */
const CLOCK_MS = 30_000;

/** A connected domain: its status, the records to create, "Check now" and "Remove domain". */
export function DomainPanel({ domain, allowed }: { domain: CustomDomain; allowed: boolean }) {
  const { t } = useT();
  const { toast } = useToast();
  const now = useNow(CLOCK_MS);
  const check = useCheckDomain();
  const remove = useRemoveDomain();
  const [confirming, setConfirming] = useState(false);
  const [checkFailure, setCheckFailure] = useState<string | null>(null);
  // The status a check came back with, said politely: the badge changes without a word otherwise.
  const [checked, setChecked] = useState<string | null>(null);

  const checkNow = () => {
    setCheckFailure(null);
    setChecked(null);
    check.mutate(undefined, {
      onSuccess: (state) =>
        state.domain && setChecked(t('settings.domain.checked', { status: t(statusLabel(state.domain.status)) })),
      onError: (error) => setCheckFailure(errorMessage(error, t('settings.domain.checkFailed'))),
    });
  };

  const confirmRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast({ type: 'success', title: t('settings.domain.removed', { domain: domain.domain }) }),
      onError: (error) => toast(failureToast(t('settings.domain.removeFailed'), error)),
      // Closed either way: an open modal hides the toast from assistive technology.
      onSettled: () => setConfirming(false),
    });

  return (
    <div className="space-y-5">
      <DomainStatus domain={domain} allowed={allowed} />
      <div className="space-y-2">
        <p className="text-sm text-slate-700">
          {t(domain.status === 'verified' ? 'settings.domain.recordsKeep' : 'settings.domain.recordsIntro')}
        </p>
        <DnsRecords records={domain.records} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
          <Button variant="secondary" loading={check.isPending} onClick={checkNow}>
            <RotateCw aria-hidden className="h-4 w-4" />
            {t(check.isPending ? 'settings.domain.checking' : 'settings.domain.checkNow')}
          </Button>
          <p className="text-sm text-slate-600">
            {domain.checkedAt
              ? t('settings.domain.lastChecked', { when: relativeTime(domain.checkedAt, now) })
              : t('settings.domain.notChecked')}
          </p>
        </div>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('settings.domain.remove')}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {checked}
      </p>
      {checkFailure && (
        <p role="alert" className="text-sm text-red-700">
          {checkFailure}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('settings.domain.removeTitle', { domain: domain.domain })}
        description={t('settings.domain.removeBody')}
        confirmLabel={t('settings.domain.removeConfirm')}
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </div>
  );
}
