import type { AnalyticsRange } from '@sparklink/contract';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Download, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { analyticsKeys } from '../api/analytics-api';
import { useCsvExport } from '../api/use-csv-export';
import { RangeSelector } from './range-selector';

interface AnalyticsToolbarProps {
  range: AnalyticsRange;
  onRangeChange: (range: AnalyticsRange) => void;
  locked: (range: AnalyticsRange) => boolean;
  /** RISE and BLAZE only (api-contract §7.3); others are not offered the button. */
  canExport: boolean;
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
      {canExport && (
        <Button variant="secondary" loading={csv.isPending} onClick={() => csv.mutate(range)}>
          {!csv.isPending && <Download aria-hidden className="h-4 w-4" />}
          {t('analytics.toolbar.exportCsv')}
        </Button>
      )}
    </div>
  );
}
