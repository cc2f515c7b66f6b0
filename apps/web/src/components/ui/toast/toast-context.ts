import { MESSAGES } from '@sparklink/contract';
import { createContext, useContext } from 'react';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastInput {
  type: ToastType;
  title: string;
  description?: string;
  action?: { label: string; onClick: () => void };
  /** Milliseconds before it closes by itself; 0 keeps it until closed. Default 5000. */
  duration?: number;
}

export interface Toast extends ToastInput {
  id: string;
  duration: number;
  leaving: boolean;
}

export interface ToastApi {
  toasts: Toast[];
  toast(input: ToastInput): string;
  /**
   * Replaces a shown toast's content in place (one toast follows a long task instead of a new one
   * per step); its close timer restarts with the new duration.
   */
  update(id: string, input: ToastInput): void;
  dismiss(id: string): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error(MESSAGES.useToastOutsideProvider);
  return api;
}
