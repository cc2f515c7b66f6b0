import type { FormEvent } from 'react';

/**
 * The unlock form: a plain POST the server answers, so it works without JavaScript. As an island
 * its script only stops a blank password from being sent, which the spec says does nothing. Its
 * words come resolved in the page's language from the server, as every island's do.
 */
export function PagePasswordForm(props: {
  action: string;
  labels: { password: string; submit: string };
  error?: string;
}) {
  const { action, labels, error } = props;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem('password') as HTMLInputElement | null;
    if (!input?.value.trim()) event.preventDefault();
  };
  return (
    <form method="post" action={action} onSubmit={onSubmit} className="mt-5 space-y-3 text-left">
      <label htmlFor="page-password" className="block text-sm font-medium text-slate-700">
        {labels.password}
      </label>
      <input
        id="page-password"
        name="password"
        type="password"
        required
        autoComplete="current-password"
        // After a refused password the page comes back with the error: the field takes focus, so
        // the visitor can type again and a screen reader reads the field with its error.
        autoFocus={error ? true : undefined}
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
        {labels.submit}
      </button>
    </form>
  );
}
