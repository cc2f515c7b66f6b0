import { useId, type ReactNode } from 'react';
import { focusRing } from './focus-ring';

interface ToggleSwitchProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Shown under the label and read as the switch's description. */
  description?: ReactNode;
  disabled?: boolean;
  id?: string;
}

/** An on/off switch (role="switch"), named by its visible label. */
export function ToggleSwitch({ label, checked, onCheckedChange, description, disabled, id }: ToggleSwitchProps) {
  const autoId = useId();
  const switchId = id ?? autoId;
  const labelId = `${switchId}-label`;
  const descriptionId = description ? `${switchId}-description` : undefined;
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <label id={labelId} htmlFor={switchId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {description && (
          <div id={descriptionId} className="mt-0.5 text-sm text-slate-500">
            {description}
          </div>
        )}
      </div>
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${
          checked ? 'bg-brand-600' : 'bg-slate-300'
        } ${focusRing}`}
      >
        <span
          aria-hidden
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${
            checked ? 'translate-x-5' : 'translate-x-0.5'
          }`}
        />
      </button>
    </div>
  );
}
