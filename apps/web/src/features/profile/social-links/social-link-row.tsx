import { SOCIAL_PLATFORMS, type SocialPlatform } from '@sparklink/contract';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { inputClasses, selectClasses } from '../../../components/ui/field';
import { focusRing } from '../../../components/ui/focus-ring';
import { useT } from '../../../i18n/use-t';
import { linkUrlError, type LinkDraft } from './link-drafts';
import { PLATFORM_DETAILS, platformLabel } from './social-platforms';

interface SocialLinkRowProps {
  draft: LinkDraft;
  /** 0-based position; the labels count from 1. */
  index: number;
  count: number;
  onChange: (draft: LinkDraft) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

const iconButton = `rounded-lg p-2 text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 ${focusRing}`;

export function SocialLinkRow({ draft, index, count, onChange, onMove, onRemove }: SocialLinkRowProps) {
  const n = index + 1;
  const { t, message } = useT();
  const Icon = PLATFORM_DETAILS[draft.platform].icon;
  const urlError = draft.touched ? linkUrlError(draft) : undefined;
  const error = urlError && message(urlError);
  const platformId = `${draft.key}-platform`;
  const urlId = `${draft.key}-url`;
  const errorId = `${draft.key}-error`;

  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="flex items-center gap-2 sm:w-56 sm:shrink-0">
          <Icon aria-hidden className="h-5 w-5 shrink-0 text-slate-500" />
          <label htmlFor={platformId} className="sr-only">
            {t('profile.links.platform', { n })}
          </label>
          <select
            id={platformId}
            value={draft.platform}
            onChange={(e) => onChange({ ...draft, platform: e.target.value as SocialPlatform })}
            className={selectClasses()}
          >
            {SOCIAL_PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {platformLabel(platform, t)}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={urlId} className="sr-only">
            {t('profile.links.url', { n })}
          </label>
          <input
            id={urlId}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={draft.url}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => onChange({ ...draft, url: e.target.value })}
            onBlur={() => onChange({ ...draft, touched: true })}
            className={inputClasses(error)}
          />
        </div>
        <div className="flex shrink-0 items-center justify-end">
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
      <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={draft.relMe}
          onChange={(e) => onChange({ ...draft, relMe: e.target.checked })}
          className={`h-4 w-4 rounded border-slate-300 text-brand-600 ${focusRing}`}
        />
        {t('profile.links.relMe', { n })}
      </label>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
    </li>
  );
}
