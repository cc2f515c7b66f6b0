import { Lock } from 'lucide-react';
import type { FormEvent } from 'react';
import { PublicFrame } from '../components/public-frame';
import type { NavEntry, OwnerSummary } from '../public-view';

/**
 * The unlock form. It is a plain POST the server answers (so it works without JavaScript); the
 * script only stops a blank password from being sent, which the spec says does nothing.
 */
export function PagePassword(props: { owner: OwnerSummary; nav: NavEntry[]; slug: string; error?: string }) {
  const { owner, nav, slug, error } = props;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem('password') as HTMLInputElement | null;
    if (!input?.value.trim()) event.preventDefault();
  };
  return (
    <PublicFrame owner={owner} nav={nav} active={slug}>
      <div className="mx-auto max-w-sm rounded-2xl bg-white p-6 text-center shadow-sm">
        <Lock aria-hidden className="mx-auto h-10 w-10 text-indigo-600" />
        <h1 className="mt-3 text-xl font-bold text-slate-900">Password Protected</h1>
        <p className="mt-1 text-slate-600">This page requires a password to view</p>
        <form
          method="post"
          action={`/public/${owner.username}/pages/${slug}`}
          onSubmit={onSubmit}
          className="mt-5 space-y-3 text-left"
        >
          <label htmlFor="page-password" className="block text-sm font-medium text-slate-700">
            Password
          </label>
          <input
            id="page-password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'page-password-error' : undefined}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
          />
          {error && (
            <p id="page-password-error" role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <button
            type="submit"
            className="w-full rounded-lg bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700"
          >
            Access Page
          </button>
        </form>
      </div>
    </PublicFrame>
  );
}
