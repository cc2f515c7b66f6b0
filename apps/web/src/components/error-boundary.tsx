import { MESSAGES } from '@sparklink/contract';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';

interface Props {
  children: ReactNode;
  /** A custom screen to show instead of the default one. */
  fallback?: ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
}

/** Catches uncaught render errors and shows the spec's fallback screen (spec 1 §8). */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info);
    this.props.onError?.(error, info);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return this.props.fallback ?? <ErrorScreen />;
  }
}

export function ErrorScreen() {
  const { t, message } = useT();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-6">
      <div className="max-w-md rounded-2xl bg-white p-8 text-center shadow">
        <h1 className="text-2xl font-bold text-slate-900">{message(MESSAGES.errorScreenHeading)}</h1>
        <p className="mt-3 text-slate-600">{message(MESSAGES.errorScreenText)}</p>
        <div className="mt-6 flex justify-center gap-3">
          <a href="/" className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {t('common.errorScreen.goHome')}
          </a>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-700 hover:bg-slate-100"
          >
            {t('common.errorScreen.refresh')}
          </button>
        </div>
      </div>
    </main>
  );
}
