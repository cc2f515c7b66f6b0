import { MESSAGES, type AnalyticsRange } from '@sparklink/contract';
import { useMutation } from '@tanstack/react-query';
import { failureToast } from '../../../components/ui/toast/failure';
import { useToast } from '../../../components/ui/toast/toast-context';
import { translator } from '../../../i18n/use-t';
import { saveBlob } from '../../../lib/save-blob';
import { fetchAnalyticsCsv } from './analytics-export';

/** Downloads the range as CSV under the server's file name. */
export function useCsvExport() {
  const { toast } = useToast();
  return useMutation({
    mutationFn: async (range: AnalyticsRange) => {
      const { blob, fileName } = await fetchAnalyticsCsv(range);
      saveBlob(blob, fileName);
    },
    onError: (error) => toast(failureToast(translator().message(MESSAGES.analyticsExportFailed), error)),
  });
}
