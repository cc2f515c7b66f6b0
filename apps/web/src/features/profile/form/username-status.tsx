import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useT } from '../../../i18n/use-t';
import type { UsernameStatus } from './use-username-availability';

const TONES = { available: 'text-emerald-700', taken: 'text-red-600', error: 'text-red-600' } as const;

/** The live availability line under the username field; a polite live region. */
export function UsernameStatusText({ status }: { status: UsernameStatus }) {
  const { t, message } = useT();
  return (
    <span role="status" className="flex items-center gap-1.5 text-sm">
      {status.state === 'checking' && (
        <span className="flex items-center gap-1.5 text-slate-600">
          <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
          {t('profile.username.checking')}
        </span>
      )}
      {(status.state === 'available' || status.state === 'taken' || status.state === 'error') && (
        <span className={`flex items-center gap-1.5 ${TONES[status.state]}`}>
          {status.state === 'available' ? (
            <CheckCircle2 aria-hidden className="h-4 w-4" />
          ) : (
            <XCircle aria-hidden className="h-4 w-4" />
          )}
          {message(status.message)}
        </span>
      )}
    </span>
  );
}
