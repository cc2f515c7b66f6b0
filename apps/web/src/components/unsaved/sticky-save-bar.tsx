import { useEffect, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { useWideScreen } from '../preview/use-wide-screen';

interface SaveActionsProps {
  dirty: boolean;
  /** The classes of the buttons' row at the end of the form. */
  className: string;
  /** The form's Save button, and its Discard or Cancel when it has one. */
  children: ReactNode;
}

/**
 * A form's Save (and Discard). On screens narrower than the desktop layout a long form's last row is
 * far out of reach, so while there are unsaved changes the buttons move into a bar fixed at the
 * bottom; wide screens, and a form with nothing to save, keep them at the end of the form.
 */
export function SaveActions({ dirty, className, children }: SaveActionsProps) {
  const wide = useWideScreen();
  if (dirty && !wide) return <StickySaveBar>{children}</StickySaveBar>;
  return <div className={className}>{children}</div>;
}

function StickySaveBar({ children }: { children: ReactNode }) {
  const { t } = useT();
  // Floating buttons at the bottom (the live preview's) move up above the bar while it shows.
  useEffect(() => {
    document.documentElement.dataset.saveBar = 'shown';
    return () => {
      delete document.documentElement.dataset.saveBar;
    };
  }, []);
  return (
    <>
      {/* Keeps the form's last fields scrollable above the bar instead of under it. */}
      <div aria-hidden className="h-[calc(4.5rem+env(safe-area-inset-bottom))]" />
      <div
        role="region"
        aria-label={t('common.unsaved.bar')}
        className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-end gap-3 border-t border-slate-200 bg-white/95 pt-3 pr-[calc(1rem+env(safe-area-inset-right))] pb-[calc(0.75rem+env(safe-area-inset-bottom))] pl-[calc(1rem+env(safe-area-inset-left))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur"
      >
        <p className="mr-auto hidden text-sm font-medium text-slate-700 sm:block">{t('common.unsaved.bar')}</p>
        {children}
      </div>
    </>
  );
}
