import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { FieldFrame, fieldIds, inputClasses } from './field';
import { focusRing } from './focus-ring';

interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A password field with a show/hide toggle that keeps focus order: input, then toggle. */
export function PasswordInput({ label, error, hint, id, className = '', ...input }: PasswordInputProps) {
  const autoId = useId();
  const { t } = useT();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  const { describedBy } = fieldIds(inputId, error, hint);
  const Icon = visible ? EyeOff : Eye;
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClasses(error, `pr-12 ${className}`)}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t('common.password.hide') : t('common.password.show')}
          aria-controls={inputId}
          className={`absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 ${focusRing}`}
        >
          <Icon aria-hidden className="h-5 w-5" />
        </button>
      </div>
    </FieldFrame>
  );
}
