/** @jsxImportSource @sparklink/public-site/html */
import type { LinksLayout, PublicSocialLink } from '@sparklink/contract';
import { LINK_BRAND_NAMES, linkDisplayName } from '@sparklink/contract/link-buttons';
import { publicText } from '../../public-text';
import { BadgeCheck } from 'lucide-react';
import { StaticIcon } from '../../static-icon';
import { LinkBadge } from './link-icons';

/** What a link says on its button: the owner's title, else the brand, else a word or the site's host. */
function labelOf(link: PublicSocialLink, t: ReturnType<typeof publicText>['t']): string {
  if (link.title) return link.title;
  const brand = LINK_BRAND_NAMES[link.kind];
  if (brand) return brand;
  if (link.kind === 'email') return t('public.platform.email');
  if (link.kind === 'phone') return t('public.platform.phone');
  if (link.kind === 'website') return linkDisplayName({ kind: link.kind, title: null, url: link.url });
  return t('public.platform.website');
}

/**
 * The check mark of a link whose page links back to this portfolio with rel="me" (decision 055):
 * an image with a name, so a screen reader says what it proves.
 */
function VerifiedMark({ link, className = '' }: { link: PublicSocialLink; className?: string }) {
  const { t } = publicText();
  if (!link.verified) return null;
  return (
    <span
      role="img"
      aria-label={t('public.profile.linkVerified')}
      title={t('public.profile.linkVerified')}
      className={`link-verified inline-flex w-6 shrink-0 justify-center text-sky-700 ${className}`}
    >
      <StaticIcon icon={BadgeCheck} className="h-5 w-5" />
    </span>
  );
}

/**
 * The owner's links, as large labelled buttons or as a row of icons (the owner's choice). Real
 * links, so they work without JavaScript: through the click redirect (which counts the click), or
 * straight to the site with rel="me" when the owner marked the link for identity verification.
 */
export function SocialIcons({
  links,
  layout,
  ownerName,
}: {
  links: PublicSocialLink[];
  layout: LinksLayout;
  ownerName: string;
}) {
  const { t } = publicText();
  if (!links.length) return null;
  const hrefOf = (link: PublicSocialLink) => (link.relMe ? link.url : link.clickUrl);
  const relOf = (link: PublicSocialLink) => (link.relMe ? 'me noopener' : 'noopener noreferrer ugc');
  if (layout === 'icons')
    return (
      <ul aria-label={t('public.profile.socialLinks')} className="link-icons flex flex-wrap justify-center gap-3">
        {links.map((link) => {
          const label = labelOf(link, t);
          return (
            <li className="relative">
              <a
                href={hrefOf(link)}
                rel={relOf(link)}
                aria-label={t('public.profile.onPlatform', { name: ownerName, platform: label })}
                title={label}
                className="flex h-12 w-12 items-center justify-center rounded-full hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                <LinkBadge kind={link.kind} />
              </a>
              <VerifiedMark link={link} className="absolute -top-1 -right-1 rounded-full bg-white" />
            </li>
          );
        })}
      </ul>
    );
  return (
    <ul aria-label={t('public.profile.socialLinks')} className="link-buttons flex w-full max-w-md flex-col gap-3">
      {links.map((link) => (
        <li>
          <a
            href={hrefOf(link)}
            rel={relOf(link)}
            className="link-button flex min-h-14 items-center gap-3 rounded-2xl border border-slate-200 bg-white p-2 pr-4 font-semibold text-slate-900 shadow-sm transition hover:-translate-y-px hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {link.thumbnailUrl ? (
              <img
                src={link.thumbnailUrl}
                alt=""
                width={40}
                height={40}
                className="h-10 w-10 shrink-0 rounded-xl object-cover"
              />
            ) : (
              <LinkBadge kind={link.kind} />
            )}
            <span className="min-w-0 flex-1 text-center break-words">{labelOf(link, t)}</span>
            {link.verified ? <VerifiedMark link={link} /> : <span aria-hidden="true" className="w-6 shrink-0" />}
          </a>
        </li>
      ))}
    </ul>
  );
}
