/** @jsxImportSource @sparklink/public-site/html */

/**
 * The unlock form: a plain POST the server answers, with no script (decision 038). The platform
 * does what an island's script did: `required` and a pattern of at least one character that is
 * not a space keep a blank password from being sent, which the spec says does nothing, and
 * `autofocus` puts the cursor back in the field after a refused password, so the visitor can type
 * again and a screen reader reads the field with its error.
 */
export function PagePasswordForm(props: {
  action: string;
  labels: { password: string; submit: string };
  error?: string;
}) {
  const { action, labels, error } = props;
  return (
    <form action={action} method="post" className="mt-5 space-y-3 text-left">
      <label htmlFor="page-password" className="block text-sm font-medium text-slate-700">
        {labels.password}
      </label>
      <input
        id="page-password"
        name="password"
        type="password"
        required
        pattern=".*\S.*"
        autoComplete="current-password"
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
        className="w-full sl-btn rounded-lg bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700"
      >
        {labels.submit}
      </button>
    </form>
  );
}
