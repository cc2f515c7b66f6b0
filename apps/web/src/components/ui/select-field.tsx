import { ChevronDown } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldFrame, fieldIds, selectClasses } from './field';

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
  hint?: ReactNode;
}

/** A labelled native select; spread react-hook-form's register() into it. */
export function SelectField({ label, options, error, hint, id, className = '', ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const { describedBy } = fieldIds(selectId, error, hint);
  return (
    <FieldFrame inputId={selectId} label={label} error={error} hint={hint}>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={selectClasses(error, `appearance-none pr-10 ${className}`)}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-slate-500"
        />
      </div>
    </FieldFrame>
  );
}
