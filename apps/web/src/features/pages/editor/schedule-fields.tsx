import { PAGE_MESSAGES, planFor, type PageForm } from '@sparklink/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/session/auth-context';
import { fromLocalInput, toLocalInput, useOwnerTimeZone } from '../../../lib/time/time-zone';
import { useFieldError } from '../lib/use-field-error';

type ScheduleKey = 'publishAt' | 'unpublishAt';

/**
 * "Publish at" and "Unpublish at" (BLAZE, decision 056). The form holds UTC instants; the fields
 * show and take wall-clock times in the owner's time zone (Settings → Appearance). Below BLAZE the
 * fields are locked with the reason and the way to upgrade; a kept schedule shows but is not sent.
 */
export function ScheduleFields() {
  const { t, message } = useT();
  const fieldError = useFieldError();
  const { user } = useAuth();
  const allowed = planFor(user?.subscription).limits.scheduledPublishing;
  const timeZone = useOwnerTimeZone();
  const {
    control,
    trigger,
    formState: { errors },
  } = useFormContext<PageForm>();

  const field = (name: ScheduleKey, label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, onBlur, ref } }) => (
        <TextField
          ref={ref}
          type="datetime-local"
          label={label}
          value={toLocalInput(value, timeZone)}
          disabled={!allowed}
          error={fieldError(errors[name]?.message)}
          onBlur={onBlur}
          onChange={(event) => {
            onChange(fromLocalInput(event.target.value, timeZone));
            // The order rule reads both fields: show or clear it as either changes.
            void trigger('unpublishAt');
          }}
        />
      )}
    />
  );

  return (
    <fieldset className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
      <legend className="px-1 text-base font-semibold text-slate-900">{t('pages.schedule.legend')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('publishAt', t('pages.schedule.publishAt'))}
        {field('unpublishAt', t('pages.schedule.unpublishAt'))}
      </div>
      {allowed ? (
        <p className="text-sm text-slate-600">{t('pages.schedule.hint', { timeZone })}</p>
      ) : (
        <p className="text-sm text-slate-600">
          <span className="block">{message(PAGE_MESSAGES.scheduleNeedsPlan)}</span>
          <TextLink to="/dashboard/subscription">{t('pages.schedule.upgrade')}</TextLink>
        </p>
      )}
      <p className="text-sm text-slate-600">{t('pages.schedule.downgrade')}</p>
    </fieldset>
  );
}
