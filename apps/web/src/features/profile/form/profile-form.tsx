import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGES,
  type LinksLayout,
  ProfileFormSchema,
  type ProfileData,
  type ProfileForm as ProfileFormValues,
  type ProfilePreviewDraft,
} from '@sparklink/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { useTimedBanner } from '../../../components/ui/use-timed-banner';
import { SaveActions } from '../../../components/unsaved/sticky-save-bar';
import { useUnsavedChangesGuard } from '../../../components/unsaved/use-unsaved-changes-guard';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useSaveProfile } from '../api/save-profile';
import { draftsChanged, linkUrlError, toDrafts, type LinkDraft } from '../social-links/link-drafts';
import { SocialLinksEditor } from '../social-links/social-links-editor';
import { BasicInfoFields } from './basic-info-fields';
import { toFormValues } from './profile-form-values';
import { profilePreviewDraft } from './profile-preview-draft';
import { useUsernameAvailability } from './use-username-availability';

/**
 * Basic information and social links with one Save: enabled only when the fields or the links
 * changed (spec 1 §4). `initial` is read once; after a save the form restarts from the reload.
 */
export function ProfileForm({
  initial,
  onDraftChange,
}: {
  initial: ProfileData;
  /** Hears every unsaved change, for the live preview. */
  onDraftChange?: (draft: ProfilePreviewDraft) => void;
}) {
  const save = useSaveProfile();
  const { t, message } = useT();
  const [banner, showBanner] = useTimedBanner();
  const [saved, setSaved] = useState(initial);
  const [drafts, setDrafts] = useState<LinkDraft[]>(() => toDrafts(initial.profile.socialLinks));
  const [layout, setLayout] = useState<LinksLayout>(initial.profile.linksLayout);
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: toFormValues(initial),
    mode: 'onTouched',
  });
  const { handleSubmit, reset, control, formState } = form;
  const username = useWatch({ control, name: 'username' });
  const usernameStatus = useUsernameAvailability(username, saved.user.username);

  // Compared as text: the watched values are a new object on every render.
  const previewDraft = JSON.stringify(profilePreviewDraft(useWatch({ control }), drafts, layout));
  useEffect(() => onDraftChange?.(JSON.parse(previewDraft) as ProfilePreviewDraft), [previewDraft, onDraftChange]);

  const linksChanged = draftsChanged(drafts, saved.profile.socialLinks, layout, saved.profile.linksLayout);
  const dirty = formState.isDirty || linksChanged;
  const guard = useUnsavedChangesGuard(dirty);

  const restart = (data: ProfileData) => {
    setSaved(data);
    reset(toFormValues(data));
    setDrafts(toDrafts(data.profile.socialLinks));
    setLayout(data.profile.linksLayout);
  };

  const submit = async (values: ProfileFormValues) => {
    if (drafts.some(linkUrlError)) return;
    try {
      restart(await save(values, linksChanged ? { drafts, layout } : null));
      showBanner({ type: 'success', text: message(MESSAGES.profileUpdatedClient) });
    } catch (error) {
      showBanner({ type: 'error', text: errorMessage(error, message(MESSAGES.profileUpdateFailed)) });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setDrafts((current) => current.map((d) => ({ ...d, touched: true })));
    return handleSubmit(submit)(event);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      {banner && <Banner message={banner} />}
      <BasicInfoFields form={form} email={saved.user.email} usernameStatus={usernameStatus} />
      <SocialLinksEditor drafts={drafts} onChange={setDrafts} layout={layout} onLayoutChange={setLayout} />
      <SaveActions dirty={dirty} className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={!dirty || formState.isSubmitting} onClick={() => restart(saved)}>
          {t('profile.form.reset')}
        </Button>
        <Button type="submit" disabled={!dirty || usernameStatus.state === 'taken'} loading={formState.isSubmitting}>
          {t('profile.form.save')}
        </Button>
      </SaveActions>
      {guard.dialog}
    </form>
  );
}
