import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';

/** Ids a field's input points at with aria-describedby. */
export function fieldIds(inputId: string, error?: string, hint?: ReactNode) {
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { errorId, hintId, describedBy };
}

function controlClasses(error: string | undefined, extra: string): string {
  const tone = error
    ? 'border-red-500 focus:border-red-600 focus:ring-red-200'
    : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100';
  return `block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 focus:ring-4 focus:outline-none sm:text-sm ${tone} ${extra}`;
}

export function inputClasses(error?: string, extra = ''): string {
  return controlClasses(error, `read-only:bg-slate-100 read-only:text-slate-600 ${extra}`);
}

/** A select always matches :read-only in HTML, so it must not get the read-only greying. */
export function selectClasses(error?: string, extra = ''): string {
  return controlClasses(error, extra);
}

interface FieldFrameProps {
  inputId: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/**
 * Label above, hint and error below; the error is announced as soon as it appears. Errors are
 * shown through `message()`: a form's zod checks answer with the contract's English messages, and
 * this is the one place every form's errors pass, so they all read in the active language (an
 * already translated server error passes unchanged).
 */
export function FieldFrame({ inputId, label, error, hint, children }: FieldFrameProps) {
  const { message } = useT();
  const { errorId, hintId } = fieldIds(inputId, error, hint);
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {message(error)}
        </p>
      )}
    </div>
  );
}
