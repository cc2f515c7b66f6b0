import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

interface SettingsSectionProps {
  /** For links to the section itself (`/dashboard/settings#custom-domain`). */
  id?: string;
  title: string;
  description?: string;
  icon: LucideIcon;
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** One card of the settings screen, named by its heading for assistive technology. */
export function SettingsSection({
  id,
  title,
  description,
  icon: Icon,
  tone = 'default',
  children,
}: SettingsSectionProps) {
  const headingId = useId();
  const danger = tone === 'danger';
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`rounded-xl border bg-white p-6 shadow-sm ${danger ? 'border-red-200' : 'border-slate-200'}`}
    >
      <div className="flex items-start gap-3">
        <span className={`rounded-lg p-2 ${danger ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-700'}`}>
          <Icon aria-hidden className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className={`text-lg font-semibold ${danger ? 'text-red-700' : 'text-slate-900'}`}>
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
        </div>
      </div>
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}
