import { useCallback, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { useT } from '../../i18n/use-t';
import { ConfirmDialog } from '../ui/confirm-dialog';

export interface UnsavedChangesGuard {
  /** The "Leave without saving?" dialog; render it once beside the form. */
  dialog: ReactNode;
  /**
   * Lets the next navigation through at once. A save that navigates straight away calls it first:
   * the form's clean state only reaches the blocker on the next render, after the navigation.
   */
  markSaved: () => void;
}

/**
 * While `dirty`, leaving the screen inside the app asks first, and closing or reloading the tab
 * gets the browser's own warning (browsers show their own words for `beforeunload`).
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const { t } = useT();
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  // Read from the ref, so the blocker always sees the latest state and never needs re-registering.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only warn when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Changes undone (Reset) while the question is open: nothing is lost any more, so go on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  const markSaved = useCallback(() => {
    dirtyRef.current = false;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('common.unsaved.title')}
      description={t('common.unsaved.description')}
      cancelLabel={t('common.unsaved.stay')}
      confirmLabel={t('common.unsaved.leave')}
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    />
  );
  return { dialog, markSaved };
}
