import { LIMITS, type ProfileForm } from '@sparklink/contract';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
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

  return (
    <section aria-labelledby="basic-info-heading" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="basic-info-heading" className="text-lg font-semibold text-slate-900">
        Basic Information
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          label="Username"
          autoComplete="username"
          spellCheck={false}
          error={errors.username?.message}
          hint={errors.username ? undefined : <UsernameStatusText status={usernameStatus} />}
          {...register('username')}
        />
        <TextField label="Email" type="email" value={email} readOnly hint="Contact support to change your e-mail." />
        <TextField
          label="Country"
          autoComplete="country-name"
          error={errors.country?.message}
          {...register('country')}
        />
        <TextField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <div className="sm:col-span-2">
          <TextField
            label="Tagline"
            error={errors.tagline?.message}
            hint={`${tagline.length}/${LIMITS.taglineMax}`}
            {...register('tagline')}
          />
        </div>
        <div className="sm:col-span-2">
          <TextArea
            label="Bio"
            rows={4}
            error={errors.bio?.message}
            hint={`${bio.length}/${LIMITS.bioMax}`}
            {...register('bio')}
          />
        </div>
      </div>
    </section>
  );
}
