/** @jsxImportSource @sparklink/public-site/html */
import type { PublicProfile } from '@sparklink/contract';
import { Check, ExternalLink, MapPin, ShieldCheck, Share2, X } from 'lucide-react';
import { StaticIcon } from '../../static-icon';
import type { Child } from '../../html/jsx-runtime';
import { publicText } from '../../public-text';

function Tile({ icon, label, children }: { icon: Child; label: string; children: Child }) {
  return (
    <div className="rounded-xl bg-white p-4 text-center shadow-sm ring-1 ring-slate-200">
      <dt className="text-sm text-slate-600">
        <span className="mx-auto mb-2 flex h-9 w-9 items-center justify-center rounded-full bg-indigo-50 text-indigo-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** 'Welcome to my profile!', the website link and the four stat tiles (spec 2 §2 "Public profile"). */
export function ProfileBody({ profile, name }: { profile: PublicProfile; name: string }) {
  const { t } = publicText();
  const greeting = profile.bio || t('public.profile.greeting', { name });
  return (
    <div className="space-y-6">
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-xl font-semibold text-slate-900">{t('public.profile.welcome')}</h2>
        <p className="mt-2 whitespace-pre-line text-slate-700">{greeting}</p>
        {profile.website && (
          <a
            href={profile.website}
            rel="noopener noreferrer ugc"
            className="mt-4 inline-flex items-center gap-1 font-semibold text-indigo-700 hover:underline"
          >
            {t('public.profile.visitWebsite')}
            <StaticIcon icon={ExternalLink} className="h-4 w-4" />
          </a>
        )}
      </section>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Tile icon={<StaticIcon icon={MapPin} className="h-5 w-5" />} label={t('public.profile.location')}>
          {profile.country || '—'}
        </Tile>
        <Tile icon={<StaticIcon icon={Share2} className="h-5 w-5" />} label={t('public.profile.socialLinks')}>
          {profile.socialLinks.length}
        </Tile>
        <Tile icon={<StaticIcon icon={ShieldCheck} className="h-5 w-5" />} label={t('public.profile.verifications')}>
          {/* The proofs: badges, links that link back (decision 055) and a verified own domain (057). */}
          {profile.verificationBadges.length +
            profile.socialLinks.filter((link) => link.verified).length +
            (profile.verifiedDomain ? 1 : 0)}
        </Tile>
        <Tile
          icon={
            profile.hasResume ? (
              <StaticIcon icon={Check} className="h-5 w-5" />
            ) : (
              <StaticIcon icon={X} className="h-5 w-5" />
            )
          }
          label={t('public.profile.resume')}
        >
          {profile.hasResume ? t('public.profile.resumeAvailable') : t('public.profile.resumeNotAvailable')}
        </Tile>
      </dl>
    </div>
  );
}
