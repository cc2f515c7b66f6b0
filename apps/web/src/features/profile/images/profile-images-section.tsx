import { MESSAGES, type ProfileData } from '@sparklink/contract';
import { useQueryClient } from '@tanstack/react-query';
import { PROFILE_QUERY_KEY } from '../../../lib/profile-query';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/session/auth-context';
import { PROFILE_TARGETS } from '../../../lib/first-run';
import { ImageUploadField } from './image-upload-field';

/** Cover image and profile picture. A new picture also goes into the session so the shell shows it. */
export function ProfileImagesSection({ profile }: { profile: ProfileData }) {
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  const { t } = useT();

  const patch = (change: (data: ProfileData) => ProfileData) =>
    queryClient.setQueryData<ProfileData>(PROFILE_QUERY_KEY, (data) => data && change(data));

  return (
    <section aria-labelledby="profile-images-heading" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="profile-images-heading" className="text-lg font-semibold text-slate-900">
        {t('profile.images.heading')}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-[auto_1fr]">
        <ImageUploadField
          label={t('profile.images.profilePicture')}
          uploadLabel={t('profile.images.profilePicture.upload')}
          size="400x400"
          shape="avatar"
          path="/profile/upload/profile-picture"
          buttonId={PROFILE_TARGETS.photo}
          currentUrl={profile.user.profilePicture}
          successMessage={MESSAGES.profileImageUpdated}
          failureMessage={MESSAGES.profileImageUploadFailed}
          onUploaded={(imageUrl) => {
            updateUser({ profilePicture: imageUrl });
            patch((data) => ({ ...data, user: { ...data.user, profilePicture: imageUrl } }));
          }}
        />
        <ImageUploadField
          label={t('profile.images.cover')}
          uploadLabel={t('profile.images.cover.upload')}
          size="1500x500"
          shape="cover"
          path="/profile/upload/background-image"
          currentUrl={profile.profile.backgroundImage}
          successMessage={MESSAGES.backgroundImageUpdated}
          failureMessage={MESSAGES.backgroundImageUploadFailed}
          onUploaded={(imageUrl) =>
            patch((data) => ({ ...data, profile: { ...data.profile, backgroundImage: imageUrl } }))
          }
        />
      </div>
    </section>
  );
}
