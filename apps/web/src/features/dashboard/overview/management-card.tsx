import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/focus-ring';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useT } from '../../../i18n/use-t';

export interface CardStat {
  text: string;
  /** 0–100, drawn as a bar under the text. */
  progress?: number;
}

interface ManagementCardProps {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
  /** undefined while loading; null when the data could not be loaded, which leaves the card empty. */
  stat?: CardStat | null;
}

export function ManagementCard({ title, description, to, icon: Icon, stat }: ManagementCardProps) {
  const { t } = useT();
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
          <Icon aria-hidden className="h-5 w-5" />
        </span>
        <h3 className="font-semibold text-slate-900">
          <Link to={to} className={`rounded hover:text-brand-700 ${focusRing}`}>
            {title}
          </Link>
        </h3>
      </div>
      <p className="text-sm text-slate-600">{description}</p>
      {stat === undefined && <span aria-hidden className="h-5 w-24 animate-pulse rounded bg-slate-200" />}
      {stat && (
        <div className="mt-auto space-y-2">
          <p className="text-sm font-semibold text-slate-800">{stat.text}</p>
          {stat.progress !== undefined && (
            <ProgressBar value={stat.progress} label={t('dashboard.management.progress', { title })} />
          )}
        </div>
      )}
    </article>
  );
}
