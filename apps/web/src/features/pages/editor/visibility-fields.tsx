import { PAGE_MESSAGES, type PageForm } from '@sparklink/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { PasswordInput } from '../../../components/ui/password-input';
import { TextLink } from '../../../components/ui/text-link';
import { ToggleSwitch } from '../../../components/ui/toggle-switch';
import { usePagePlan } from '../lib/use-page-plan';

/**
 * Publishing and password protection. Protection needs RISE or BLAZE; a page protected before a
 * downgrade may still be switched off, never on again.
 */
export function VisibilityFields({ hasStoredPassword }: { hasStoredPassword: boolean }) {
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
      <legend className="px-1 text-base font-semibold text-slate-900">Visibility</legend>
      <Controller
        control={control}
        name="isPublished"
        render={({ field }) => (
          <ToggleSwitch
            label="Published"
            description="Published pages appear on your public profile. Drafts are visible only to you."
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
            label="Password protection"
            description={
              passwordProtection ? (
                'Visitors must enter a password to see this page.'
              ) : (
                <>
                  <span className="block">{PAGE_MESSAGES.passwordNeedsPlan}</span>
                  <TextLink to="/dashboard/subscription">Upgrade your plan</TextLink>
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
          label="Page password"
          autoComplete="new-password"
          hint={
            hasStoredPassword
              ? 'Leave blank to keep the current password.'
              : 'Visitors type this to open the page. At least 4 characters.'
          }
          error={errors.password?.message}
          {...register('password')}
        />
      )}
    </fieldset>
  );
}
