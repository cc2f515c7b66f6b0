import { XCircle } from 'lucide-react';
import type { Failure } from '../../../components/ui/toast/failure';

/** A failure shown inside a dialog, beside the work it concerns; announced when it appears. */
export function FailureNotice({ failure }: { failure: Failure }) {
  return (
    <div role="alert" className="flex gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      <XCircle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <div>
        <p className="font-semibold">{failure.title}</p>
        {failure.reason && <p>{failure.reason}</p>}
      </div>
    </div>
  );
}
