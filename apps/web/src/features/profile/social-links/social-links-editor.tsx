import { planFor } from '@sparklink/contract';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/session/auth-context';
import { addDraft, moveDraft, type LinkDraft } from './link-drafts';
import { SocialLinkRow } from './social-link-row';

interface SocialLinksEditorProps {
  drafts: LinkDraft[];
  onChange: (drafts: LinkDraft[]) => void;
}

/** Add, edit, reorder and remove links; Add stops at the plan's limit (api-contract §12). */
export function SocialLinksEditor({ drafts, onChange }: SocialLinksEditorProps) {
  const { user } = useAuth();
  const { t } = useT();
  const limit = planFor(user?.subscription).limits.socialLinks;
  const atLimit = limit !== null && drafts.length >= limit;

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
      {drafts.length === 0 && <p className="mt-3 text-sm text-slate-600">{t('profile.links.empty')}</p>}
      <ul className="mt-4 space-y-3">
        {drafts.map((draft, index) => (
          <SocialLinkRow
            key={draft.key}
            draft={draft}
            index={index}
            count={drafts.length}
            onChange={(changed) => onChange(drafts.map((d) => (d.key === draft.key ? changed : d)))}
            onMove={(step) => onChange(moveDraft(drafts, index, step))}
            onRemove={() => onChange(drafts.filter((d) => d.key !== draft.key))}
          />
        ))}
      </ul>
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
