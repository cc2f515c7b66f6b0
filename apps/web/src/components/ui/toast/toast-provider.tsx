import { DELAYS } from '@sparklink/contract';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type Toast, type ToastApi, type ToastInput } from './toast-context';
import { Toaster } from './toaster';

const randomId = () => Math.random().toString(36).slice(2, 10);

/** Holds the toast stack: each toast closes after its duration, then leaves with a 0.2 s exit. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  /** Toasts closed or closing: an update must not bring them back. */
  const closed = useRef(new Set<string>());

  const remove = useCallback((id: string) => {
    setToasts((list) => list.filter((t) => t.id !== id));
    timers.current.delete(id);
  }, []);

  const dismiss = useCallback(
    (id: string) => {
      closed.current.add(id);
      clearTimeout(timers.current.get(id));
      setToasts((list) => list.map((t) => (t.id === id ? { ...t, leaving: true } : t)));
      timers.current.set(
        id,
        setTimeout(() => remove(id), DELAYS.toastExitMs),
      );
    },
    [remove],
  );

  const schedule = useCallback(
    (id: string, duration: number) => {
      clearTimeout(timers.current.get(id));
      timers.current.delete(id);
      if (duration > 0)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), duration),
        );
    },
    [dismiss],
  );

  const toast = useCallback(
    (input: ToastInput) => {
      const id = randomId();
      const duration = input.duration ?? DELAYS.toastMs;
      setToasts((list) => [...list, { ...input, id, duration, leaving: false }]);
      schedule(id, duration);
      return id;
    },
    [schedule],
  );

  const update = useCallback(
    (id: string, input: ToastInput) => {
      // A toast already closed (by its button) stays closed.
      if (closed.current.has(id)) return;
      const duration = input.duration ?? DELAYS.toastMs;
      setToasts((list) => list.map((t) => (t.id === id ? { ...input, id, duration, leaving: false } : t)));
      schedule(id, duration);
    },
    [schedule],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(() => ({ toasts, toast, update, dismiss }), [toasts, toast, update, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster toasts={toasts} onClose={dismiss} />
    </ToastContext.Provider>
  );
}
