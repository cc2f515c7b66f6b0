import { MESSAGES, type PreviewDocument } from '@sparklink/contract';
import { useEffect, useState } from 'react';
import { translator } from '../../i18n/use-t';
import { api, ApiError } from '../../lib/api-client';
import { inertPreviewHtml } from './inert-preview';

/** How long typing must pause before the preview asks again: one request a pause, not a keystroke. */
export const PREVIEW_PAUSE_MS = 400;

export interface LivePreview {
  /** The last preview rendered (kept while a newer one loads or fails), ready for the frame. */
  html: string | null;
  updating: boolean;
  /** Why the last attempt failed, in the reader's language; null once one succeeds. */
  problem: string | null;
}

/**
 * The public document of `draft` from `path` (POST /api/profile/preview or /api/pages/preview),
 * asked again when the draft changes and typing pauses. A draft the server refuses (a field the
 * form already marks as wrong) keeps the last preview; only the newest request's answer is shown.
 * Nothing is asked while `enabled` is false (a phone's preview that is not open).
 */
export function useLivePreview(path: string, draft: unknown, enabled = true): LivePreview {
  const body = JSON.stringify(draft);
  const [state, setState] = useState<LivePreview>({ html: null, updating: true, problem: null });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((current) => ({ ...current, updating: true }));
    const timer = setTimeout(() => {
      api<PreviewDocument>('POST', path, { body: JSON.parse(body) as unknown, signal: controller.signal })
        .then(({ data }) => setState({ html: inertPreviewHtml(data.html), updating: false, problem: null }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const { message } = translator();
          const problem =
            error instanceof ApiError && error.code === 'VALIDATION_ERROR'
              ? null
              : error instanceof ApiError && error.code === 'CONFLICT'
                ? error.message
                : message(MESSAGES.previewFailed);
          setState((current) => ({ ...current, updating: false, problem }));
        });
    }, PREVIEW_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [path, body, enabled]);

  return state;
}
