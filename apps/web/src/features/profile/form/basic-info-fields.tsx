import { LIMITS, type ProfileForm } from '@sparklink/contract';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { PROFILE_TARGETS } from '../../../lib/first-run';
import { UsernameStatusText } from './username-status';
import type { UsernameStatus } from './use-username-availability';

interface BasicInfoFieldsProps {
  form: UseFormReturn<ProfileForm>;
  email: string;
  usernameStatus: UsernameStatus;
}

export function BasicInfoFields({ form, email, usernameStatus }: BasicInfoFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [bio, tagline] = useWatch({ control, name: ['bio', 'tagline'] });
  const { t, message } = useT();
  // The schema's messages are the contract's English texts.
  const error = (field: keyof ProfileForm) => {
    const text = errors[field]?.message;
    return text && message(text);
  };

  return (
    <section aria-labelledby="basic-info-heading" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="basic-info-heading" className="text-lg font-semibold text-slate-900">
        {t('profile.form.heading')}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('profile.form.firstName')}
          autoComplete="given-name"
          error={error('firstName')}
          {...register('firstName')}
        />
        <TextField
          label={t('profile.form.lastName')}
          autoComplete="family-name"
          error={error('lastName')}
          {...register('lastName')}
        />
        <TextField
          label={t('profile.form.username')}
          autoComplete="username"
          spellCheck={false}
          error={error('username')}
          hint={errors.username ? undefined : <UsernameStatusText status={usernameStatus} />}
          {...register('username')}
        />
        <TextField
          label={t('profile.form.email')}
          type="email"
          value={email}
          readOnly
          hint={t('profile.form.emailHint')}
        />
        <TextField
          label={t('profile.form.country')}
          autoComplete="country-name"
          error={error('country')}
          {...register('country')}
        />
        <TextField
          label={t('profile.form.phone')}
          type="tel"
          autoComplete="tel"
          error={error('phone')}
          {...register('phone')}
        />
        <div className="sm:col-span-2">
          <TextField
            label={t('profile.form.tagline')}
            error={error('tagline')}
            hint={`${tagline.length}/${LIMITS.taglineMax}`}
            {...register('tagline')}
          />
        </div>
        <div className="sm:col-span-2">
          <TextArea
            id={PROFILE_TARGETS.bio}
            label={t('profile.form.bio')}
            rows={4}
            error={error('bio')}
            hint={`${bio.length}/${LIMITS.bioMax}`}
            {...register('bio')}
          />
        </div>
      </div>
    </section>
  );
}
