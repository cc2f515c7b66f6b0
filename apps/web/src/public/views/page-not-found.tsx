import type { OwnerSummary } from '../public-view';

export function PageNotFound({ owner }: { owner: OwnerSummary }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Page Not Found</h1>
      <p className="max-w-md text-slate-600">This page does not exist, or it is not published.</p>
      <a
        href={`/public/${owner.username}`}
        className="rounded-lg bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700"
      >
        ← Back to {owner.displayName}
      </a>
    </main>
  );
}
