import type { LinkKind, SocialLink } from '@sparklink/contract';
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { inputClasses, selectClasses } from '../../../components/ui/field';
import { focusRing } from '../../../components/ui/focus-ring';
import { DragHandle } from '../../../components/sortable/drag-handle';
import type { DragHandleProps } from '../../../components/sortable/sortable-item';
import { useT } from '../../../i18n/use-t';
import { api, errorMessage } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload';
import { linkDraftError, type LinkDraft } from './link-drafts';
import { KIND_CHOICES, kindLabel, LinkKindIcon } from './link-kinds';
import { LinkCheckStatus } from './link-check-status';
import { LinkBadges, LinkVisibilityFields } from './link-visibility-fields';

interface SocialLinkRowProps {
  draft: LinkDraft;
  /** 0-based position; the labels count from 1. */
  index: number;
  count: number;
  /** The owner's plan verifies links (BLAZE, decision 055). */
  verifies?: boolean;
  handleProps: DragHandleProps;
  onChange: (draft: LinkDraft) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

const iconButton = `rounded-lg p-2 text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 ${focusRing}`;
const URL_PLACEHOLDER: Partial<Record<LinkKind, string>> = {
  instagram: 'https://instagram.com/…',
  tiktok: 'https://tiktok.com/@…',
  x: 'https://x.com/…',
  telegram: 'https://t.me/…',
  snapchat: 'https://snapchat.com/add/…',
  threads: 'https://threads.net/@…',
  spotify: 'https://open.spotify.com/…',
  audiomack: 'https://audiomack.com/…',
  boomplay: 'https://www.boomplay.com/…',
};

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}

/** One link: its kind (with its mark), title, and the address, e-mail or number its kind needs. */
export function SocialLinkRow({
  draft,
  index,
  count,
  verifies = false,
  handleProps,
  onChange,
  onMove,
  onRemove,
}: SocialLinkRowProps) {
  const n = index + 1;
  const { t, message } = useT();
  const problem = draft.touched ? linkDraftError(draft) : undefined;
  const error = problem && message(problem.message);
  const id = (field: string) => `${draft.key}-${field}`;
  const errorId = id('error');
  const invalid = (field: string) =>
    problem?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  const set = (fields: Partial<LinkDraft>) => onChange({ ...draft, ...fields });
  const leave = () => set({ touched: true });
  const name = draft.title.trim() || kindLabel(draft.kind, t);

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3">
      {/* On a phone the platform takes a line of its own under the handle and buttons, so its name is never cut. */}
      <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
        <DragHandle label={t('profile.links.drag', { name })} handleProps={handleProps} />
        <LinkKindIcon kind={draft.kind} className="h-6 w-6" />
        <label htmlFor={id('kind')} className="sr-only">
          {t('profile.links.platform', { n })}
        </label>
        <select
          id={id('kind')}
          value={draft.kind}
          onChange={(e) => set({ kind: e.target.value as LinkKind })}
          className={selectClasses(undefined, 'order-last min-w-0 sm:order-none sm:w-auto sm:max-w-60 sm:flex-1')}
        >
          {/* The twelve older platforms' `twitter` shows as X: it is the same site. */}
          {(draft.kind === 'twitter' ? [...KIND_CHOICES, 'twitter' as const] : KIND_CHOICES).map((kind) => (
            <option key={kind} value={kind}>
              {kindLabel(kind, t)}
            </option>
          ))}
        </select>
        <div className="ml-auto flex shrink-0 items-center">
          <button
            type="button"
            aria-label={t('profile.links.moveUp', { n })}
            disabled={index === 0}
            onClick={() => onMove(-1)}
            className={iconButton}
          >
            <ArrowUp aria-hidden className="h-4 w-4" />
          </button>
          <button
            type="button"
            aria-label={t('profile.links.moveDown', { n })}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
            className={iconButton}
          >
            <ArrowDown aria-hidden className="h-4 w-4" />
          </button>
          <button
            type="button"
            aria-label={t('profile.links.remove', { n })}
            onClick={onRemove}
            className={`${iconButton} text-red-600 hover:bg-red-50`}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
          </button>
        </div>
      </div>
      <LinkBadges draft={draft} />
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <Field
          id={id('title')}
          label={t(draft.kind === 'custom' ? 'profile.links.titleRequired' : 'profile.links.title', { n })}
        >
          <input
            id={id('title')}
            value={draft.title}
            maxLength={100}
            placeholder={kindLabel(draft.kind, t)}
            onChange={(e) => set({ title: e.target.value })}
            onBlur={leave}
            {...invalid('title')}
            className={inputClasses(problem?.field === 'title' ? error : undefined)}
          />
        </Field>
        {draft.kind === 'email' ? (
          <Field id={id('email')} label={t('profile.links.email', { n })}>
            <input
              id={id('email')}
              type="email"
              value={draft.email}
              placeholder="you@example.com"
              onChange={(e) => set({ email: e.target.value })}
              onBlur={leave}
              {...invalid('email')}
              className={inputClasses(problem?.field === 'email' ? error : undefined)}
            />
          </Field>
        ) : draft.kind === 'whatsapp' || draft.kind === 'phone' ? (
          <Field
            id={id('phone')}
            label={t(draft.kind === 'whatsapp' ? 'profile.links.whatsappNumber' : 'profile.links.phoneNumber', { n })}
          >
            <input
              id={id('phone')}
              type="tel"
              inputMode="tel"
              value={draft.phone}
              placeholder="024 123 4567"
              onChange={(e) => set({ phone: e.target.value })}
              onBlur={leave}
              {...invalid('phone')}
              className={inputClasses(problem?.field === 'phone' ? error : undefined)}
            />
          </Field>
        ) : (
          <Field id={id('url')} label={t('profile.links.url', { n })}>
            <input
              id={id('url')}
              type="url"
              inputMode="url"
              placeholder={URL_PLACEHOLDER[draft.kind] ?? 'https://'}
              value={draft.url}
              onChange={(e) => set({ url: e.target.value })}
              onBlur={leave}
              {...invalid('url')}
              className={inputClasses(problem?.field === 'url' ? error : undefined)}
            />
          </Field>
        )}
      </div>
      {draft.kind === 'whatsapp' && (
        <div className="mt-3">
          <Field id={id('message')} label={t('profile.links.whatsappMessage', { n })}>
            <textarea
              id={id('message')}
              value={draft.message}
              maxLength={500}
              rows={2}
              placeholder={t('profile.links.whatsappMessagePlaceholder')}
              onChange={(e) => set({ message: e.target.value })}
              className={inputClasses()}
            />
          </Field>
        </div>
      )}
      {draft.kind === 'custom' && <ThumbnailField draft={draft} n={n} onChange={onChange} />}
      {draft.kind !== 'email' && draft.kind !== 'whatsapp' && draft.kind !== 'phone' && (
        <label className="mt-3 flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={draft.relMe}
            onChange={(e) => set({ relMe: e.target.checked })}
            className={`h-4 w-4 rounded border-slate-300 text-brand-600 ${focusRing}`}
          />
          {t('profile.links.relMe', { n })}
        </label>
      )}
      <LinkVisibilityFields
        draft={draft}
        n={n}
        name={name}
        endsError={problem?.field === 'endsAt' ? error : undefined}
        onChange={set}
      />
      {verifies && draft.kind !== 'whatsapp' && draft.kind !== 'phone' && (
        <LinkCheckStatus draft={draft} n={n} onChange={onChange} />
      )}
      {error && problem?.field !== 'endsAt' && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A saved custom link's thumbnail, sent through the image pipeline on its own (the server decides
 * the type from the bytes); a link not saved yet has no id to hang it on, and says so.
 */
function ThumbnailField({ draft, n, onChange }: { draft: LinkDraft; n: number; onChange: (draft: LinkDraft) => void }) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!draft.id) return <p className="mt-3 text-sm text-slate-600">{t('profile.links.thumbnailAfterSave')}</p>;
  const path = `/profile/social-links/${draft.id}/thumbnail`;
  const run = async (request: () => Promise<{ data: { socialLink: SocialLink } }>) => {
    setBusy(true);
    setFailure(null);
    try {
      const { data } = await request();
      onChange({ ...draft, thumbnailUrl: data.socialLink.thumbnailUrl });
    } catch (error) {
      setFailure(errorMessage(error, t('profile.links.thumbnailFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      {draft.thumbnailUrl && (
        <img src={draft.thumbnailUrl} alt="" width={48} height={48} className="h-12 w-12 rounded-lg object-cover" />
      )}
      <label
        className={`inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-500 ${busy ? 'opacity-60' : ''}`}
      >
        <ImagePlus aria-hidden className="h-4 w-4" />
        {t(draft.thumbnailUrl ? 'profile.links.thumbnailReplace' : 'profile.links.thumbnailAdd', { n })}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void run(() => uploadFile<{ socialLink: SocialLink }>(path, { field: 'image', file }));
          }}
        />
      </label>
      {draft.thumbnailUrl && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void run(() => api<{ socialLink: SocialLink }>('DELETE', path))}
          className={`rounded-lg px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50 ${focusRing}`}
        >
          {t('profile.links.thumbnailRemove', { n })}
        </button>
      )}
      {failure && (
        <p role="alert" className="w-full text-sm text-red-600">
          {failure}
        </p>
      )}
    </div>
  );
}
