import type { AnalyticsRange } from '@sparklink/contract';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Download, Lock, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { analyticsKeys } from '../api/analytics-api';
import { useCsvExport } from '../api/use-csv-export';
import { RangeSelector } from './range-selector';

interface AnalyticsToolbarProps {
  range: AnalyticsRange;
  onRangeChange: (range: AnalyticsRange) => void;
  locked: (range: AnalyticsRange) => boolean;
  /** RISE and BLAZE only (api-contract §7.3); others see it locked, with the way to a plan that has it. */
  canExport: boolean;
}

/** The export a Starter owner cannot use yet: shown locked with the reason, leading to the plans. */
function LockedExport() {
  const { t } = useT();
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Link
        to="/dashboard/subscription"
        className={buttonClasses('secondary')}
        // A name, not an sr-only span: browsers put a space before a positioned span's comma.
        aria-label={`${t('analytics.toolbar.exportCsv')}${t('analytics.range.locked')}`}
        aria-describedby="csv-export-locked"
      >
        <Lock aria-hidden className="h-4 w-4" />
        {t('analytics.toolbar.exportCsv')}
      </Link>
      <span id="csv-export-locked" className="text-xs text-slate-600">
        {t('analytics.toolbar.exportLocked')}
      </span>
    </span>
  );
}

export function AnalyticsToolbar({ range, onRangeChange, locked, canExport }: AnalyticsToolbarProps) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const refreshing = useIsFetching({ queryKey: analyticsKeys.all }) > 0;
  const csv = useCsvExport();
  const refresh = () => void queryClient.refetchQueries({ queryKey: analyticsKeys.all, type: 'active' });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <RangeSelector value={range} onChange={onRangeChange} locked={locked} />
      <Button variant="secondary" onClick={refresh} aria-busy={refreshing || undefined}>
        <RotateCw aria-hidden className={`h-4 w-4 ${refreshing ? 'animate-spin' : ''}`} />
        {t('analytics.toolbar.refresh')}
      </Button>
      {canExport ? (
        <Button variant="secondary" loading={csv.isPending} onClick={() => csv.mutate(range)}>
          {!csv.isPending && <Download aria-hidden className="h-4 w-4" />}
          {t('analytics.toolbar.exportCsv')}
        </Button>
      ) : (
        <LockedExport />
      )}
    </div>
  );
}
