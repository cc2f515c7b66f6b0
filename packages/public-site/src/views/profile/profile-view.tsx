/** @jsxImportSource @sparklink/public-site/html */
import type { PublicProfile } from '@sparklink/contract';
import { PublicNav } from '../../components/public-nav';
import { publicText } from '../../public-text';
import type { NavEntry, OwnerSummary } from '../../public-view';
import { ProfileBody } from './profile-body';
import { ProfileHeader } from './profile-header';

export function ProfileView({ owner, nav, profile }: { owner: OwnerSummary; nav: NavEntry[]; profile: PublicProfile }) {
  const { t } = publicText();
  return (
    <div className="sl-page min-h-screen bg-slate-50">
      <ProfileHeader profile={profile} name={owner.displayName} />
      <PublicNav owner={owner} nav={nav} active="profile" />
      <main className="mx-auto max-w-3xl px-4 py-8">
        <ProfileBody profile={profile} name={owner.displayName} />
      </main>
      {profile.showPoweredBy && (
        <footer className="pb-8 text-center text-sm text-slate-600">
          {t('public.profile.poweredBy')}{' '}
          <a href="/" className="font-semibold text-indigo-700 hover:underline">
            SparkLink
          </a>
        </footer>
      )}
    </div>
  );
}
