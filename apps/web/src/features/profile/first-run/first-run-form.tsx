import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, UsernameSchema, type ProfileData } from '@sparklink/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { api, errorMessage } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from '../../../lib/profile-query';
import { useAuth } from '../../../lib/session/auth-context';
import { useUsernameAvailability } from '../form/use-username-availability';
import { UsernameStatusText } from '../form/username-status';
import { FIRST_RUN_STATE } from '../../../lib/first-run';

/** The username is required (no portfolio address without it); the first name may stay empty. */
const FirstRunSchema = z.object({
  username: z.string().trim().min(1, MESSAGES.usernameRequired).pipe(UsernameSchema),
  firstName: z.string().trim().max(50, MESSAGES.firstNameTooLong),
});
type FirstRunValues = z.infer<typeof FirstRunSchema>;

/**
 * Username (with live availability, as in the profile) and first name, saved with PUT /profile;
 * then the overview, told that this is the owner's first visit.
 */
export function FirstRunForm() {
  const { updateUser } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t, message } = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FirstRunValues>({
    mode: 'onTouched',
    resolver: zodResolver(FirstRunSchema),
    defaultValues: { username: '', firstName: '' },
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const username = useWatch({ control, name: 'username' });
  const status = useUsernameAvailability(username, null);

  const onSubmit = handleSubmit(async ({ username: chosen, firstName }) => {
    setFailure(null);
    try {
      // A skipped name is left out: the API refuses an empty first name.
      const body = firstName ? { username: chosen, firstName } : { username: chosen };
      const { data } = await api<ProfileData>('PUT', '/profile', { body });
      updateUser({ username: data.user.username, firstName: data.user.firstName });
      queryClient.setQueryData(PROFILE_QUERY_KEY, data);
      void navigate('/dashboard', { replace: true, state: FIRST_RUN_STATE });
    } catch (error) {
      setFailure(errorMessage(error, MESSAGES.profileUpdateFailed));
    }
  });

  const fieldError = (text: string | undefined) => text && message(text);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {failure && <Banner message={{ type: 'error', text: failure }} />}
      <TextField
        label={t('dashboard.firstRun.username')}
        autoComplete="username"
        spellCheck={false}
        required
        error={fieldError(errors.username?.message)}
        hint={errors.username ? undefined : <UsernameStatusText status={status} />}
        {...register('username')}
      />
      <TextField
        label={t('dashboard.firstRun.firstName')}
        autoComplete="given-name"
        error={fieldError(errors.firstName?.message)}
        hint={t('dashboard.firstRun.firstNameHint')}
        {...register('firstName')}
      />
      <Button type="submit" className="w-full" loading={isSubmitting} disabled={status.state === 'taken'}>
        {t('dashboard.firstRun.submit')}
      </Button>
    </form>
  );
}
