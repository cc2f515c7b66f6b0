import { MESSAGES } from '@sparklink/contract';
import { useQuery } from '@tanstack/react-query';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useT } from '../../i18n/use-t';
import { errorMessage } from '../../lib/api-client';
import { profileQueryOptions } from '../../lib/profile-query';
import { AppearanceSection } from './appearance/appearance-section';
import { ProfileForm } from './form/profile-form';
import { ProfileImagesSection } from './images/profile-images-section';

/** /dashboard/profile (spec 1 §2): images, basic information and social links; the portfolio's look. */
export function ProfileSettingsScreen() {
  const profile = useQuery(profileQueryOptions);
  const { t } = useT();

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
    <div className="mx-auto max-w-4xl space-y-6">
      <ProfileImagesSection profile={profile.data} />
      <ProfileForm initial={profile.data} />
      <AppearanceSection profile={profile.data} />
    </div>
  );
}
