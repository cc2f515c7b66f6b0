import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router';

/** Navigates after the spec's pause so a success message can be read; cancelled on unmount. */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (to: To, delayMs: number, options?: NavigateOptions) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void navigate(to, options), delayMs);
    },
    [navigate],
  );
}
