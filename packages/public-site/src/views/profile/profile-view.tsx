/** @jsxImportSource @sparklink/public-site/html */
import type { PublicGalleryItem, PublicProfile } from '@sparklink/contract';
import { PublicNav } from '../../components/public-nav';
import { publicText } from '../../public-text';
import { homePath, profileHref, type NavEntry, type OwnerSummary } from '../../public-view';
import { ProfileBody } from './profile-body';
import { ProfileGallery } from './profile-gallery';
import { ProfileHeader } from './profile-header';
import { ShareDialog } from './share';

export function ProfileView(props: {
  owner: OwnerSummary;
  nav: NavEntry[];
  profile: PublicProfile;
  origin: string;
  /** SparkLink's home page, absolute on the owner's own domain (decision 058). */
  productHome?: string;
  gallery?: PublicGalleryItem[];
  /** The share dialog's script, for the share trigger to fetch at the first "Share". */
  shareScript?: string;
}) {
  const { owner, nav, profile, origin, productHome = '/', gallery, shareScript } = props;
  const { t } = publicText();
  const home = homePath(owner);
  const url = `${origin}${profileHref(owner)}`;
  // On the owner's domain the file is at /resume there; here, the API's address as before.
  const resume = home ? `/api/public/${profile.username}/resume` : '/resume';
  return (
    <div className="sl-page min-h-screen bg-slate-50">
      <ProfileHeader profile={profile} name={owner.displayName} url={url} resume={resume} />
      <PublicNav owner={owner} nav={nav} active="profile" />
      <main className="mx-auto max-w-3xl px-4 py-8">
        <ProfileBody profile={profile} name={owner.displayName} />
        {gallery && gallery.length > 0 && <ProfileGallery home={home} items={gallery} />}
      </main>
      <ShareDialog url={url} qr={`${home}/qr.svg`} script={shareScript} />
      {profile.showPoweredBy && (
        <footer className="pb-8 text-center text-sm text-slate-600">
          {t('public.profile.poweredBy')}{' '}
          <a href={productHome} className="font-semibold text-indigo-700 hover:underline">
            SparkLink
          </a>
        </footer>
      )}
    </div>
  );
}
