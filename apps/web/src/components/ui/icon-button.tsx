import type { LucideIcon } from 'lucide-react';
import { focusRing } from './focus-ring';

interface IconButtonProps {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  disabled?: boolean;
  tone?: 'neutral' | 'danger';
}

/** A small square button named by its label, which is also its tooltip. */
export function IconButton({ label, icon: Icon, onClick, disabled, tone = 'neutral' }: IconButtonProps) {
  const colours = tone === 'danger' ? 'text-red-600 hover:bg-red-50' : 'text-slate-600 hover:bg-slate-100';
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={`inline-flex h-9 w-9 items-center justify-center rounded-lg disabled:cursor-not-allowed disabled:opacity-40 ${colours} ${focusRing}`}
    >
      <Icon aria-hidden className="h-4 w-4" />
    </button>
  );
}
