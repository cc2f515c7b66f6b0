import type { ToastInput } from './toast-context';

/** The spec's failure sentence, with the server's reason underneath when it gave one (spec 2 §8). */
export interface Failure {
  title: string;
  reason?: string;
}

export function failureOf(title: string, error: unknown): Failure {
  const reason = error instanceof Error && error.message && error.message !== title ? error.message : undefined;
  return { title, reason };
}

export function failureToast(title: string, error: unknown): ToastInput {
  const { reason } = failureOf(title, error);
  return { type: 'error', title, description: reason };
}
