import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates HTML rendered ahead of time (the prerendered sign-in screens,
 * decision 038) and on that HTML itself, true on every render in the browser after that. A form
 * sent as HTML keeps its submit button disabled until its script can handle the submit: the
 * browser would otherwise send it as a GET, the password in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
