import { isHttpUrl, MESSAGES, type SocialLink, type SocialPlatform } from '@sparklink/contract';

/** A social link being edited. `key` is stable across reorders; `id` is absent for new links. */
export interface LinkDraft {
  key: string;
  id?: string;
  platform: SocialPlatform;
  url: string;
  /** Link directly with rel="me" (identity verification) instead of through the click counter. */
  relMe: boolean;
  /** Show the URL's error once the field was left or a save was tried. */
  touched: boolean;
}

let nextKey = 0;
const newKey = () => `link-${++nextKey}`;

export function toDrafts(links: readonly SocialLink[]): LinkDraft[] {
  return [...links]
    .sort((a, b) => a.order - b.order)
    .map((link) => ({
      key: newKey(),
      id: link.id,
      platform: link.platform,
      url: link.url,
      relMe: link.relMe,
      touched: false,
    }));
}

/** A new link defaults to platform website and an empty URL (spec 1 §3); its order is the count. */
export function addDraft(drafts: readonly LinkDraft[]): LinkDraft[] {
  return [...drafts, { key: newKey(), platform: 'website', url: '', relMe: false, touched: false }];
}

export function moveDraft(drafts: readonly LinkDraft[], index: number, step: -1 | 1): LinkDraft[] {
  const target = index + step;
  if (target < 0 || target >= drafts.length) return [...drafts];
  const next = [...drafts];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function linkUrlError(draft: LinkDraft): string | undefined {
  return isHttpUrl(draft.url.trim()) ? undefined : MESSAGES.linkUrlInvalid;
}

/** Whether the edited list differs from the saved one in membership, order, platform, URL or rel="me". */
export function draftsChanged(drafts: readonly LinkDraft[], saved: readonly SocialLink[]): boolean {
  const original = [...saved].sort((a, b) => a.order - b.order);
  if (drafts.length !== original.length) return true;
  return drafts.some((draft, i) => {
    const link = original[i]!;
    return (
      draft.id !== link.id ||
      draft.platform !== link.platform ||
      draft.url.trim() !== link.url ||
      draft.relMe !== link.relMe
    );
  });
}

/** The body of PUT /api/profile/social-links: the whole list, numbered in its shown order. */
export function toLinksPayload(drafts: readonly LinkDraft[]) {
  return {
    links: drafts.map((draft, order) => ({
      ...(draft.id ? { id: draft.id } : {}),
      platform: draft.platform,
      url: draft.url.trim(),
      order,
      relMe: draft.relMe,
    })),
  };
}
