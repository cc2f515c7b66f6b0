/** @jsxImportSource @sparklink/public-site/html */
import type { PublicProfile } from '@sparklink/contract';
import { BadgeCheck, Download } from 'lucide-react';
import type { MessageId } from '@sparklink/contract/i18n';
import { publicText } from '../../public-text';
import { StaticIcon } from '../../static-icon';
import { ShareButton } from './share';
import { SocialIcons } from './social-icons';

const MAX_BADGES = 3;
const BADGE_LABELS: Record<string, MessageId> = {
  identity: 'public.profile.badge.identity',
  business: 'public.profile.badge.business',
  social: 'public.profile.badge.social',
  celebrity: 'public.profile.badge.celebrity',
  organization: 'public.profile.badge.organization',
};

/** `url`: the portfolio's address to share; `resume`: where its resume downloads from. */
export function ProfileHeader(props: { profile: PublicProfile; name: string; url: string; resume: string }) {
  const { profile, name, url, resume } = props;
  const { t } = publicText();
  const badges = profile.verificationBadges;
  return (
    <header>
      <div className="h-32 bg-gradient-to-r from-indigo-500 to-violet-500 sm:h-44">
        {profile.backgroundImage && (
          <img src={profile.backgroundImage} alt="" width={1500} height={500} className="h-full w-full object-cover" />
        )}
      </div>
      <div className="mx-auto -mt-14 flex max-w-3xl flex-col items-center gap-3 px-4 pb-6 text-center">
        {profile.profilePicture ? (
          <img
            src={profile.profilePicture}
            alt={name}
            width={112}
            height={112}
            className="h-28 w-28 rounded-full border-4 border-white object-cover shadow"
          />
        ) : (
          <span
            aria-hidden
            className="flex h-28 w-28 items-center justify-center rounded-full border-4 border-white bg-indigo-600 text-4xl font-bold text-white shadow"
          >
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{name}</h1>
        {profile.tagline && <p className="text-lg text-slate-700">{profile.tagline}</p>}
        {badges.length > 0 && (
          <ul aria-label={t('public.profile.badges')} className="flex flex-wrap justify-center gap-2">
            {badges.slice(0, MAX_BADGES).map((badge) => (
              <li className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2.5 py-1 text-sm font-medium text-sky-800">
                <StaticIcon icon={BadgeCheck} className="h-4 w-4" />
                {t(BADGE_LABELS[badge.type] ?? 'public.profile.badge.other')}
              </li>
            ))}
            {badges.length > MAX_BADGES && (
              <li className="rounded-full bg-slate-100 px-2.5 py-1 text-sm text-slate-700">
                {t('public.profile.moreBadges', { count: badges.length - MAX_BADGES })}
              </li>
            )}
          </ul>
        )}
        <SocialIcons links={profile.socialLinks} layout={profile.linksLayout} ownerName={name} />
        <div className="flex flex-wrap justify-center gap-2">
          {profile.hasResume && (
            <a
              href={resume}
              className="inline-flex items-center gap-2 sl-btn rounded-lg bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700"
            >
              <StaticIcon icon={Download} className="h-4 w-4" />
              {t('public.profile.downloadResume')}
            </a>
          )}
          <ShareButton url={url} title={name} />
        </div>
      </div>
    </header>
  );
}
