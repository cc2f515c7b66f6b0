import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConfirmIdentityDialog } from './confirm-identity-dialog';
import { needsProof, ProofContext, ProofDeclined, type ProofState } from './proof-context';

/** A proof is not asked for again while it has this much life left; the server has the last word. */
const MARGIN_MS = 30_000;

/** Holds the dialog that asks for the proof, and how long this device's last proof lasts. */
export function ProofProvider({ children }: { children: ReactNode }) {
  const confirmedUntil = useRef(0);
  const pending = useRef<((confirmed: boolean) => void) | null>(null);
  const [asking, setAsking] = useState(false);

  const settle = useCallback((confirmed: boolean) => {
    pending.current?.(confirmed);
    pending.current = null;
    setAsking(false);
  }, []);

  const ensureProof = useCallback(() => {
    if (Date.now() < confirmedUntil.current - MARGIN_MS) return Promise.resolve(true);
    setAsking(true);
    return new Promise<boolean>((resolve) => {
      pending.current = resolve;
    });
  }, []);

  const withProof = useCallback(
    async <T,>(action: () => Promise<T>): Promise<T> => {
      if (!(await ensureProof())) throw new ProofDeclined();
      try {
        return await action();
      } catch (error) {
        if (!needsProof(error)) throw error;
        confirmedUntil.current = 0;
        if (!(await ensureProof())) throw new ProofDeclined();
        return action();
      }
    },
    [ensureProof],
  );

  const value = useMemo<ProofState>(() => ({ ensureProof, withProof }), [ensureProof, withProof]);
  return (
    <ProofContext.Provider value={value}>
      {children}
      <ConfirmIdentityDialog
        open={asking}
        onConfirmed={(until) => {
          confirmedUntil.current = Date.parse(until);
          settle(true);
        }}
        onCancel={() => settle(false)}
      />
    </ProofContext.Provider>
  );
}
