import { isCheckableAddress, type LinkCheckReason, type SocialLink } from '@sparklink/contract';
import type { MessageId } from '@sparklink/contract/i18n';
import { BadgeCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { focusRing } from '../../../components/ui/focus-ring';
import { useT } from '../../../i18n/use-t';
import { api, errorMessage } from '../../../lib/api-client';
import type { LinkDraft } from './link-drafts';

const REASONS: Record<LinkCheckReason, MessageId> = {
  'no-back-link': 'profile.links.reason.noBackLink',
  unreachable: 'profile.links.reason.unreachable',
  timeout: 'profile.links.reason.timeout',
  'bad-status': 'profile.links.reason.badStatus',
  'not-html': 'profile.links.reason.notHtml',
  'too-many-redirects': 'profile.links.reason.tooManyRedirects',
  refused: 'profile.links.reason.refused',
};

/** How often, and how many times, a pending check is asked about (the server gives up after 5 s). */
export const POLL_MS = 1_500;
const POLL_TIMES = 20;

const verificationOf = (links: SocialLink[], id: string) => links.find((link) => link.id === id)?.verification ?? null;

/**
 * A BLAZE owner's saved web link: "Checking…", then "Verified" or why not in plain words, and
 * "Check again" (decision 055). While pending it asks the profile again every POLL_MS.
 */
export function LinkCheckStatus({
  draft,
  n,
  onChange,
}: {
  draft: LinkDraft;
  n: number;
  onChange: (d: LinkDraft) => void;
}) {
  const { t } = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The latest draft and onChange, for answers that arrive after other edits.
  const latest = useRef({ draft, onChange });
  latest.current = { draft, onChange };
  const [gaveUp, setGaveUp] = useState(false);
  const pending = draft.verification?.status === 'pending';

  useEffect(() => {
    if (!pending || !draft.id) return;
    let times = 0;
    const timer = setInterval(() => {
      times += 1;
      if (times > POLL_TIMES) {
        // The server gives up on a site after 5 s; a check still pending this long is stuck.
        clearInterval(timer);
        setGaveUp(true);
        return;
      }
      void api<{ profile: { socialLinks: SocialLink[] } }>('GET', '/profile')
        .then(({ data }) => {
          const verification = verificationOf(data.profile.socialLinks, draft.id!);
          if (verification?.status === 'pending') return;
          clearInterval(timer);
          latest.current.onChange({ ...latest.current.draft, verification });
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [pending, draft.id]);

  if (!isCheckableAddress(draft.url.trim()) || draft.kind === 'email') return null;
  if (!draft.id || draft.url.trim() !== draft.savedUrl)
    return <p className="mt-2 text-sm text-slate-600">{t('profile.links.checkAfterSave')}</p>;

  const checkAgain = async () => {
    setBusy(true);
    setGaveUp(false);
    setFailure(null);
    try {
      const { data } = await api<{ socialLinks: SocialLink[] }>('POST', `/profile/social-links/${draft.id}/verify`);
      onChange({ ...draft, verification: verificationOf(data.socialLinks, draft.id!) });
    } catch (error) {
      setFailure(errorMessage(error, t('profile.links.checkFailed')));
    } finally {
      setBusy(false);
    }
  };
  const verification = draft.verification;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <p role="status" className="text-slate-700">
        {pending && t(gaveUp ? 'profile.links.checkingTooLong' : 'profile.links.checking')}
        {verification?.status === 'verified' && (
          <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
            <BadgeCheck aria-hidden className="h-4 w-4" />
            {t('profile.links.verified')}
          </span>
        )}
        {verification?.status === 'failed' &&
          t(verification.reason ? REASONS[verification.reason] : 'profile.links.reason.unknown')}
      </p>
      {(!pending || gaveUp) && (
        <button
          type="button"
          disabled={busy}
          aria-label={t('profile.links.checkAgainLabel', { n })}
          onClick={() => void checkAgain()}
          className={`rounded-lg px-2 py-1 font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60 ${focusRing}`}
        >
          {t('profile.links.checkAgain')}
        </button>
      )}
      {failure && (
        <p role="alert" className="w-full text-red-600">
          {failure}
        </p>
      )}
    </div>
  );
}
