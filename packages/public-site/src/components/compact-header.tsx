/** @jsxImportSource @sparklink/public-site/html */
import { publicText } from '../public-text';
import { profileHref, type OwnerSummary } from '../public-view';
import { OwnerAvatar } from './owner-avatar';

/**
 * The header of the pages under the profile (a page, the gallery, a locked page): the owner's face
 * and name, which lead back to the profile, and the way back said in words. One line on a 360 px phone.
 */
export function CompactHeader({ owner, wide = false }: { owner: OwnerSummary; wide?: boolean }) {
  const { t } = publicText();
  const profile = profileHref(owner);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className={`mx-auto flex items-center gap-3 px-4 py-3 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}>
        <a href={profile} className="flex min-w-0 items-center gap-3 rounded-full pr-2 hover:opacity-90">
          <OwnerAvatar owner={owner} />
          <span className="truncate font-semibold text-slate-900">{owner.displayName}</span>
        </a>
        <a
          href={profile}
          className="ml-auto shrink-0 rounded-full px-3 py-2 text-sm font-medium text-indigo-700 hover:bg-indigo-50"
        >
          {t('public.gallery.backToProfile')}
        </a>
      </div>
    </header>
  );
}
