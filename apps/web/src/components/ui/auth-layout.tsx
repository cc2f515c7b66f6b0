import { MESSAGES } from '@sparklink/contract';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { LogoLink } from './logo-link';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** Shown under the card: links to the other auth screens. */
  footer?: ReactNode;
  illustrationText?: string;
  children: ReactNode;
}

/** The sign-in family's frame: the card alone on phones, beside the illustration from lg up. */
export function AuthLayout({ title, subtitle, footer, illustrationText, children }: AuthLayoutProps) {
  const { message } = useT();
  return (
    <div className="grid min-h-screen bg-slate-50 lg:grid-cols-2">
      <main className="flex flex-col items-center justify-center px-4 py-10 sm:px-6">
        <div className="w-full max-w-md">
          <LogoLink />
          <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
            {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
            <div className="mt-6">{children}</div>
          </div>
          {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
        </div>
      </main>
      <aside className="hidden items-center justify-center bg-linear-to-br from-brand-600 to-brand-700 p-12 lg:flex">
        <p className="text-center text-4xl font-bold tracking-tight text-white">
          {illustrationText ?? message(MESSAGES.authIllustration)}
        </p>
      </aside>
    </div>
  );
}
