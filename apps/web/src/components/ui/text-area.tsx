import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldFrame, fieldIds, inputClasses } from './field';

interface TextAreaProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled multi-line input; spread react-hook-form's register() into it. */
export function TextArea({ label, error, hint, id, className = '', ...textarea }: TextAreaProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const { describedBy } = fieldIds(inputId, error, hint);
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint}>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClasses(error, `min-h-24 ${className}`)}
        {...textarea}
      />
    </FieldFrame>
  );
}
