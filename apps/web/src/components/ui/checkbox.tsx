import { useId, type ComponentProps, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { fieldIds } from './field';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** May hold links; they stay outside the input so each keeps its own focus stop. */
  label: ReactNode;
  error?: string;
}

export function Checkbox({ label, error, id, ...input }: CheckboxProps) {
  const autoId = useId();
  const { message } = useT();
  const inputId = id ?? autoId;
  const { errorId, describedBy } = fieldIds(inputId, error);
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 accent-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none"
          {...input}
        />
        <label htmlFor={inputId} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {/* Translated here for the same reason as in FieldFrame. */}
          {message(error)}
        </p>
      )}
    </div>
  );
}
