import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { offerFocusFallback } from '../../../components/ui/focus-fallback';
import { focusRing } from '../../../components/ui/focus-ring';
import { useT } from '../../../i18n/use-t';
import { SidebarContent } from './sidebar-content';

interface MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The menu button, or the new screen's heading when a link in the drawer was followed: both live
   * outside the dialog, so Radix cannot know where focus belongs.
   */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The sidebar on small screens, as a modal drawer: Radix traps focus, closes on Escape, locks page
 * scrolling and returns focus to the menu button. Following a link closes it; the layout also closes
 * it on any other navigation.
 */
export function MobileDrawer({ open, onOpenChange, returnFocusTo }: MobileDrawerProps) {
  const { t } = useT();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 lg:hidden" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // A question that opened as a link was followed (unsaved changes) keeps the focus.
            if (document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) return;
            returnFocusTo.current?.focus();
          }}
          // A link closes the drawer as it is followed, not only once the screen changed: a screen
          // with unsaved changes may hold the navigation to ask first, and the question must not
          // open behind a drawer that keeps the focus.
          onClick={(event) => {
            if (!(event.target instanceof Element && event.target.closest('a[href]'))) return;
            // If the move is held, "Stay" gives focus to the menu button: the link goes away now.
            offerFocusFallback(returnFocusTo.current);
            onOpenChange(false);
          }}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] shadow-xl focus:outline-none lg:hidden"
        >
          <RadixDialog.Title className="sr-only">{t('dashboard.shell.drawerTitle')}</RadixDialog.Title>
          <SidebarContent
            headerAction={
              <RadixDialog.Close
                aria-label={t('dashboard.shell.closeMenu')}
                className={`rounded-lg p-2 text-slate-500 hover:bg-slate-100 ${focusRing}`}
              >
                <X aria-hidden className="h-5 w-5" />
              </RadixDialog.Close>
            }
          />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
