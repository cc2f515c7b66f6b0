import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';

/** A read that failed, with the spec's sentence and a way to try again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  const { t } = useT();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      {message}
      <Button variant="secondary" onClick={() => void onRetry()}>
        <RotateCw aria-hidden className="h-4 w-4" />
        {t('subscription.tryAgain')}
      </Button>
    </div>
  );
}
