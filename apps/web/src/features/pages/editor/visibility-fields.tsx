import { PAGE_MESSAGES, type PageForm } from '@sparklink/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { PasswordInput } from '../../../components/ui/password-input';
import { TextLink } from '../../../components/ui/text-link';
import { ToggleSwitch } from '../../../components/ui/toggle-switch';
import { useT } from '../../../i18n/use-t';
import { usePagePlan } from '../lib/use-page-plan';
import { useFieldError } from '../lib/use-field-error';

/**
 * Publishing and password protection. Protection needs RISE or BLAZE; a page protected before a
 * downgrade may still be switched off, never on again.
 */
export function VisibilityFields({ hasStoredPassword }: { hasStoredPassword: boolean }) {
  const { t, message } = useT();
  const fieldError = useFieldError();
  const { passwordProtection } = usePagePlan();
  const {
    control,
    register,
    watch,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<PageForm>();
  const isProtected = watch('isPasswordProtected');
  const canProtect = passwordProtection || hasStoredPassword;

  return (
    <fieldset className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5">
      <legend className="px-1 text-base font-semibold text-slate-900">{t('pages.visibility.legend')}</legend>
      <Controller
        control={control}
        name="isPublished"
        render={({ field }) => (
          <ToggleSwitch
            label={t('pages.visibility.published')}
            description={t('pages.visibility.publishedHint')}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="isPasswordProtected"
        render={({ field }) => (
          <ToggleSwitch
            label={t('pages.visibility.protection')}
            description={
              passwordProtection ? (
                t('pages.visibility.protectionHint')
              ) : (
                <>
                  <span className="block">{message(PAGE_MESSAGES.passwordNeedsPlan)}</span>
                  <TextLink to="/dashboard/subscription">{t('pages.visibility.upgrade')}</TextLink>
                </>
              )
            }
            checked={field.value}
            disabled={!canProtect}
            onCheckedChange={(on) => {
              field.onChange(on);
              if (!on) {
                setValue('password', '');
                clearErrors('password');
              }
            }}
          />
        )}
      />
      {isProtected && (
        <PasswordInput
          label={t('pages.visibility.password')}
          autoComplete="new-password"
          hint={hasStoredPassword ? t('pages.visibility.keepPassword') : t('pages.visibility.newPasswordHint')}
          error={fieldError(errors.password?.message)}
          {...register('password')}
        />
      )}
    </fieldset>
  );
}
