import type { ToastInput } from '../../../components/ui/toast/toast-context';

/** The spec's failure title, with the server's reason underneath when it gave one (spec 2 §8). */
export function failureToast(title: string, error: unknown): ToastInput {
  const reason = error instanceof Error && error.message && error.message !== title ? error.message : undefined;
  return { type: 'error', title, description: reason };
}
