import { LINKS_LAYOUTS, planFor, type LinksLayout } from '@sparklink/contract';
import { LayoutGrid, Plus, Rows3 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { SortableItem } from '../../../components/sortable/sortable-item';
import { SortableList } from '../../../components/sortable/sortable-list';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/session/auth-context';
import { addDraft, moveDraft, type LinkDraft } from './link-drafts';
import { kindLabel } from './link-kinds';
import { SocialLinkRow } from './social-link-row';

interface SocialLinksEditorProps {
  drafts: LinkDraft[];
  onChange: (drafts: LinkDraft[]) => void;
  layout: LinksLayout;
  onLayoutChange: (layout: LinksLayout) => void;
}

const LAYOUT_ICONS = { buttons: Rows3, icons: LayoutGrid } as const;

/**
 * Add, edit, reorder (drag or keyboard, like pages) and remove links, and choose how the public
 * profile shows them; Add stops at the plan's limit (api-contract §12).
 */
export function SocialLinksEditor({ drafts, onChange, layout, onLayoutChange }: SocialLinksEditorProps) {
  const { user } = useAuth();
  const { t } = useT();
  const limit = planFor(user?.subscription).limits.socialLinks;
  const atLimit = limit !== null && drafts.length >= limit;
  // Verified links (decision 055): BLAZE owners' web links are checked; others are told where it is.
  const verifies = planFor(user?.subscription).limits.verifiedBadge;
  const sortable = drafts.map((draft) => ({ ...draft, id: draft.key, savedId: draft.id }));

  return (
    <section aria-labelledby="social-links-heading" className="rounded-2xl bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="social-links-heading" className="text-lg font-semibold text-slate-900">
          {t('profile.links.heading')}
        </h2>
        <p className="text-sm text-slate-500">
          {limit === null
            ? t('profile.links.count', { count: drafts.length })
            : t('profile.links.countOfLimit', { count: drafts.length, limit })}
        </p>
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-slate-700">{t('profile.links.layout')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:max-w-md">
          {LINKS_LAYOUTS.map((choice) => {
            const Icon = LAYOUT_ICONS[choice];
            return (
              <label
                key={choice}
                className="flex cursor-pointer items-center gap-2 rounded-xl border border-slate-200 px-3 py-2 text-sm font-medium text-slate-800 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
              >
                <input
                  type="radio"
                  name="links-layout"
                  value={choice}
                  checked={layout === choice}
                  onChange={() => onLayoutChange(choice)}
                  className="sr-only"
                />
                <Icon aria-hidden className="h-4 w-4" />
                {t(choice === 'buttons' ? 'profile.links.layoutButtons' : 'profile.links.layoutIcons')}
              </label>
            );
          })}
        </div>
      </fieldset>
      {verifies ? (
        user?.username && (
          <p className="mt-3 text-sm wrap-anywhere text-slate-600">
            {t('profile.links.verifyHint', { url: `${window.location.origin}/public/${user.username}` })}
          </p>
        )
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          {`${t('profile.links.verifyBlaze')} `}
          <TextLink to="/dashboard/subscription">{t('profile.links.verifyBlazeLink')}</TextLink>
        </p>
      )}
      {drafts.length === 0 && <p className="mt-3 text-sm text-slate-600">{t('profile.links.empty')}</p>}
      <SortableList
        items={sortable}
        labelOf={(item) => item.title.trim() || kindLabel(item.kind, t)}
        onReorder={(items) =>
          onChange(
            items.map(({ id: key, savedId, ...draft }) => ({ ...draft, key, ...(savedId ? { id: savedId } : {}) })),
          )
        }
      >
        <ul className="mt-4 space-y-3">
          {drafts.map((draft, index) => (
            <SortableItem key={draft.key} id={draft.key}>
              {({ handleProps }) => (
                <SocialLinkRow
                  draft={draft}
                  index={index}
                  count={drafts.length}
                  verifies={verifies}
                  handleProps={handleProps}
                  onChange={(changed) => onChange(drafts.map((d) => (d.key === draft.key ? changed : d)))}
                  onMove={(step) => onChange(moveDraft(drafts, index, step))}
                  onRemove={() => onChange(drafts.filter((d) => d.key !== draft.key))}
                />
              )}
            </SortableItem>
          ))}
        </ul>
      </SortableList>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button variant="secondary" disabled={atLimit} onClick={() => onChange(addDraft(drafts))}>
          <Plus aria-hidden className="h-4 w-4" />
          {t('profile.links.add')}
        </Button>
        {atLimit && (
          <p className="text-sm text-slate-600">
            {`${t('profile.links.limitReached', { limit })} `}
            <TextLink to="/dashboard/subscription">{t('profile.links.upgrade')}</TextLink>{' '}
            {t('profile.links.upgradeRest')}
          </p>
        )}
      </div>
    </section>
  );
}
