import { MESSAGES, type ProfileLook, type ProfilePreviewDraft } from '@sparklink/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useT } from '../../i18n/use-t';
import { errorMessage } from '../../lib/api-client';
import { profileQueryOptions } from '../../lib/profile-query';
import { AppearanceSection } from './appearance/appearance-section';
import { ProfileForm } from './form/profile-form';
import { ProfileImagesSection } from './images/profile-images-section';
import { useHashTarget } from '../../lib/use-hash-target';
import { LivePreview } from '../../components/preview/live-preview';

/** /dashboard/profile (spec 1 §2): images, basic information and social links, and the portfolio's look, beside their live preview. */
export function ProfileSettingsScreen() {
  const profile = useQuery(profileQueryOptions);
  const { t } = useT();
  const [formDraft, setFormDraft] = useState<ProfilePreviewDraft>({});
  const [lookDraft, setLookDraft] = useState<ProfileLook | null>(null);
  const draft = { ...formDraft, profile: { ...formDraft.profile, ...lookDraft } };
  useHashTarget(profile.isSuccess);

  if (profile.isPending) return <Spinner label={t('profile.loading')} />;
  if (profile.isError) {
    return (
      <div className="mx-auto max-w-4xl space-y-4">
        <Banner message={{ type: 'error', text: errorMessage(profile.error, MESSAGES.profileLoadFailed) }} />
        <Button variant="secondary" onClick={() => void profile.refetch()}>
          {t('profile.tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-6xl items-start gap-8 pb-20 lg:pb-0">
      <div className="min-w-0 max-w-4xl flex-1 space-y-6">
        <ProfileImagesSection profile={profile.data} />
        <ProfileForm initial={profile.data} onDraftChange={setFormDraft} />
        <AppearanceSection profile={profile.data} onDraftChange={setLookDraft} />
      </div>
      <LivePreview path="/profile/preview" draft={draft} />
    </div>
  );
}
