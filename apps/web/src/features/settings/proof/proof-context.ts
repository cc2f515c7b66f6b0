import { createContext, useContext } from 'react';
import { ApiError } from '../../../lib/api-client';

/**
 * Account-level changes need a fresh proof of identity (decision 034). `ensureProof` asks for the
 * password (or a mailed code) unless this device proved it moments ago, and tells whether the owner
 * went through with it; `withProof` runs an action that needs it, asking first, and once more if
 * the server still says the proof is missing or stale.
 */
export interface ProofState {
  ensureProof(): Promise<boolean>;
  withProof<T>(action: () => Promise<T>): Promise<T>;
}

export const ProofContext = createContext<ProofState | null>(null);

/** The owner closed the dialog instead of confirming: the action did not run, and nothing needs saying. */
export class ProofDeclined extends Error {}

export const needsProof = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'REAUTHENTICATION_REQUIRED';

export function useProof(): ProofState {
  const state = useContext(ProofContext);
  if (!state) throw new Error('useProof outside a ProofProvider');
  return state;
}
