import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldFrame, fieldIds, inputClasses } from './field';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input; spread react-hook-form's register() into it (React 19 passes ref as a prop). */
export function TextField({ label, error, hint, id, className = '', ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const { describedBy } = fieldIds(inputId, error, hint);
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint}>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClasses(error, className)}
        {...input}
      />
    </FieldFrame>
  );
}
