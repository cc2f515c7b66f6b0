import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { useT } from '../../../i18n/use-t';
import type { Toast, ToastType } from './toast-context';
import { useClearOfTopBar } from './use-clear-of-top-bar';

const STYLES: Record<ToastType, { icon: typeof Info; tone: string }> = {
  success: { icon: CheckCircle2, tone: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
  error: { icon: XCircle, tone: 'border-red-200 bg-red-50 text-red-900' },
  warning: { icon: AlertTriangle, tone: 'border-amber-200 bg-amber-50 text-amber-900' },
  info: { icon: Info, tone: 'border-sky-200 bg-sky-50 text-sky-900' },
};

/**
 * The stack at the top right (full width on a phone), starting under the dashboard's sticky top bar
 * so the search, the bell and the user menu stay usable while toasts show. Errors are announced
 * assertively, the rest politely.
 */
export function Toaster({ toasts, onClose }: { toasts: Toast[]; onClose: (id: string) => void }) {
  const { t: translate } = useT();
  const top = useClearOfTopBar(toasts.length > 0);
  return (
    <div
      style={{ top }}
      className="pointer-events-none fixed right-4 left-4 z-50 flex flex-col gap-2 sm:left-auto sm:w-full sm:max-w-sm"
    >
      {toasts.map((t) => {
        const { icon: Icon, tone } = STYLES[t.type];
        return (
          <div
            key={t.id}
            role={t.type === 'error' ? 'alert' : 'status'}
            data-toast-type={t.type}
            className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg transition-all duration-200 ${tone} ${
              t.leaving ? 'translate-x-4 opacity-0' : 'animate-[toast-in_0.2s_ease-out]'
            }`}
          >
            <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{t.title}</p>
              {t.description && <p className="mt-1 text-sm opacity-90">{t.description}</p>}
              {t.action && (
                <button
                  type="button"
                  className="mt-2 text-sm font-semibold underline"
                  onClick={() => {
                    t.action?.onClick();
                    onClose(t.id);
                  }}
                >
                  {t.action.label}
                </button>
              )}
            </div>
            <button
              type="button"
              aria-label={translate('common.toast.close')}
              className="rounded p-1 opacity-70 hover:opacity-100"
              onClick={() => onClose(t.id)}
            >
              <X aria-hidden className="h-4 w-4" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
