import { Sparkles } from 'lucide-react';

const bar = 'rounded-md bg-slate-200';
const card = 'rounded-2xl border border-slate-200 bg-white';

/**
 * What /dashboard paints before its script has run (decision 038): the shell's frame, drawn with
 * the classes of the real one (dashboard-layout.tsx, desktop-sidebar.tsx, top-bar.tsx) so nothing
 * moves when the screen replaces it, and grey bars where its words and figures will be. It follows
 * the theme as the screens do: theme.js has set the `dark` class before the first paint, and the
 * dark theme redefines these colours (styles.css). Built once at build time (prerender.tsx).
 */
export function DashboardSkeleton() {
  return (
    <div className="flex min-h-screen bg-slate-50" aria-busy="true">
      <aside className="sticky top-0 hidden h-screen w-72 shrink-0 border-r border-slate-200 lg:block">
        <div className="flex h-full flex-col bg-white">
          <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-4">
            <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-brand-600 text-white">
              <Sparkles aria-hidden className="h-5 w-5" />
            </span>
            <span aria-hidden className="text-xl font-bold text-slate-900">
              SparkLink
            </span>
          </div>
          <div className="flex items-center gap-3 border-b border-slate-200 p-4">
            <div className="h-10 w-10 rounded-full bg-slate-200" />
            <div className={`h-4 w-32 ${bar}`} />
          </div>
          <div className="flex-1 space-y-3 p-3">
            {['w-28', 'w-20', 'w-24', 'w-20', 'w-28', 'w-24', 'w-20', 'w-16'].map((width, index) => (
              <div key={index} className="flex items-center gap-3 px-3 py-2">
                <div className={`h-5 w-5 ${bar}`} />
                <div className={`h-3.5 ${width} ${bar}`} />
              </div>
            ))}
          </div>
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white/95 px-4 py-3 lg:px-8">
          <div className={`h-10 w-10 lg:hidden ${bar}`} />
          <div className="min-w-0 flex-1">
            <div className="flex h-7 items-center">
              <div className={`h-5 w-44 max-w-full ${bar}`} />
            </div>
            <div className="flex h-5 items-center">
              <div className={`h-3.5 w-32 ${bar}`} />
            </div>
          </div>
          <div className={`order-last h-10 w-full md:order-none md:w-72 ${bar}`} />
          <div className="h-10 w-10 rounded-full bg-slate-200" />
          <div className="h-10 w-10 rounded-full bg-slate-200" />
        </header>
        <main className="flex-1 p-4 lg:p-8">
          <div className="mx-auto max-w-7xl space-y-8">
            <div className={`space-y-3 p-6 ${card}`}>
              <div className={`h-7 w-64 max-w-full ${bar}`} />
              <div className={`h-5 w-48 ${bar}`} />
            </div>
            {[0, 1].map((section) => (
              <div key={section} className="space-y-4">
                <div className={`h-6 w-44 ${bar}`} />
                <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                  {[0, 1, 2, 3].map((index) => (
                    <div key={index} className={`h-32 space-y-3 p-5 ${card}`}>
                      <div className={`h-9 w-9 ${bar}`} />
                      <div className={`h-4 w-32 ${bar}`} />
                      <div className={`h-3.5 w-40 max-w-full ${bar}`} />
                    </div>
                  ))}
                </div>
              </div>
            ))}
          </div>
        </main>
      </div>
    </div>
  );
}
