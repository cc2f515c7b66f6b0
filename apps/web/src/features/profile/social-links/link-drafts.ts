import {
  isHttpUrl,
  LEGACY_PLATFORMS,
  MESSAGES,
  scheduleInOrder,
  type LinkKind,
  type LinksLayout,
  type LinkVerification,
  type SocialLink,
} from '@sparklink/contract';

/** A link being edited. `key` is stable across reorders; `id` is absent for new links. */
export interface LinkDraft {
  key: string;
  id?: string;
  kind: LinkKind;
  /** The address for URL kinds; unused by e-mail, WhatsApp and phone links. */
  url: string;
  title: string;
  email: string;
  /** WhatsApp and phone: the number as the owner writes it (024 123 4567 or +233 24 123 4567). */
  phone: string;
  /** WhatsApp: the prefilled message. */
  message: string;
  /** A saved custom link's thumbnail (uploaded on its own, not part of the save). */
  thumbnailUrl: string | null;
  /** Link directly with rel="me" (identity verification) instead of through the click counter. */
  relMe: boolean;
  /** Show the field's error once it was left or a save was tried. */
  touched: boolean;
  /** The saved link's back-link check (decision 055), never sent back by a save. */
  verification?: LinkVerification | null;
  /** The address that was saved, so a check is shown only while the address is unchanged. */
  savedUrl?: string;
  /** Decision 059: the on/off switch, and the BLAZE schedule as ISO instants ('' for none). */
  isEnabled: boolean;
  startsAt: string;
  endsAt: string;
}

let nextKey = 0;
const newKey = () => `link-${++nextKey}`;

const isLegacy = (kind: LinkKind) => (LEGACY_PLATFORMS as readonly string[]).includes(kind);

export function toDrafts(links: readonly SocialLink[]): LinkDraft[] {
  return [...links]
    .sort((a, b) => a.order - b.order)
    .map((link) => ({
      key: newKey(),
      id: link.id,
      kind: link.kind,
      url: link.kind === 'email' || link.kind === 'whatsapp' || link.kind === 'phone' ? '' : link.url,
      title: link.title ?? '',
      email: link.kind === 'email' ? link.url.replace(/^mailto:/, '') : '',
      phone: link.phone ?? '',
      message: link.message ?? '',
      thumbnailUrl: link.thumbnailUrl,
      relMe: link.relMe,
      touched: false,
      verification: link.verification ?? null,
      savedUrl: link.url,
      isEnabled: link.isEnabled ?? true,
      startsAt: link.startsAt ?? '',
      endsAt: link.endsAt ?? '',
    }));
}

/** A new link defaults to platform website and an empty URL (spec 1 §4); its order is the count. */
export function addDraft(drafts: readonly LinkDraft[]): LinkDraft[] {
  return [
    ...drafts,
    {
      key: newKey(),
      kind: 'website',
      url: '',
      title: '',
      email: '',
      phone: '',
      message: '',
      thumbnailUrl: null,
      relMe: false,
      touched: false,
      isEnabled: true,
      startsAt: '',
      endsAt: '',
    },
  ];
}

export function moveDraft(drafts: readonly LinkDraft[], index: number, step: -1 | 1): LinkDraft[] {
  const target = index + step;
  if (target < 0 || target >= drafts.length) return [...drafts];
  const next = [...drafts];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The first problem the browser can see in a link (the server checks again, and normalises phone
 * numbers): an address of the right scheme, a custom link's title, an e-mail address, a number.
 */
export function linkDraftError(
  draft: LinkDraft,
): { field: 'url' | 'title' | 'email' | 'phone' | 'endsAt'; message: string } | undefined {
  return targetError(draft) ?? scheduleError(draft);
}

/** The schedule's one rule the browser can check: the end comes after the start (decision 059). */
function scheduleError(draft: LinkDraft): { field: 'endsAt'; message: string } | undefined {
  return scheduleInOrder(draft.startsAt, draft.endsAt)
    ? undefined
    : { field: 'endsAt', message: MESSAGES.linkEndsBeforeStarts };
}

function targetError(draft: LinkDraft): { field: 'url' | 'title' | 'email' | 'phone'; message: string } | undefined {
  switch (draft.kind) {
    case 'email':
      return EMAIL_PATTERN.test(draft.email.trim())
        ? undefined
        : { field: 'email', message: MESSAGES.linkEmailInvalid };
    case 'whatsapp':
      return /\d{6,}/.test(draft.phone.replace(/\D/g, ''))
        ? undefined
        : { field: 'phone', message: MESSAGES.linkWhatsappNumberInvalid };
    case 'phone':
      return /\d{6,}/.test(draft.phone.replace(/\D/g, ''))
        ? undefined
        : { field: 'phone', message: MESSAGES.linkPhoneNumberInvalid };
    default: {
      const url = draft.url.trim();
      if (isLegacy(draft.kind)) return isHttpUrl(url) ? undefined : { field: 'url', message: MESSAGES.linkUrlInvalid };
      if (!/^https:\/\//i.test(url) || !isHttpUrl(url)) return { field: 'url', message: MESSAGES.linkHttpsUrlInvalid };
      if (draft.kind === 'custom' && !draft.title.trim())
        return { field: 'title', message: MESSAGES.linkTitleRequired };
      return undefined;
    }
  }
}

/** The URL error of a draft, for the callers that only check addresses. */
export function linkUrlError(draft: LinkDraft): string | undefined {
  return linkDraftError(draft)?.message;
}

/** One draft as PUT /api/profile/social-links takes it from the dashboard (with `kind`, decision 044). */
function toLinkPayload(draft: LinkDraft, order: number) {
  const base = {
    ...(draft.id ? { id: draft.id } : {}),
    kind: draft.kind,
    title: draft.title.trim() || null,
    order,
    relMe: draft.relMe,
    // Sent every time: an absent switch or time would keep the stored one (decision 059).
    isEnabled: draft.isEnabled,
    startsAt: draft.startsAt || null,
    endsAt: draft.endsAt || null,
  };
  if (draft.kind === 'email') return { ...base, email: draft.email.trim() };
  if (draft.kind === 'phone') return { ...base, phone: draft.phone.trim() };
  if (draft.kind === 'whatsapp') return { ...base, phone: draft.phone.trim(), message: draft.message.trim() || null };
  return { ...base, url: draft.url.trim() };
}

/** Whether the edited list (or the layout) differs from the saved one in anything a save sends. */
export function draftsChanged(
  drafts: readonly LinkDraft[],
  saved: readonly SocialLink[],
  layout?: LinksLayout,
  savedLayout?: LinksLayout,
): boolean {
  if (layout !== savedLayout) return true;
  const original = toDrafts(saved);
  if (drafts.length !== original.length) return true;
  return drafts.some(
    (draft, i) => JSON.stringify(toLinkPayload(draft, i)) !== JSON.stringify(toLinkPayload(original[i]!, i)),
  );
}

/** The body of PUT /api/profile/social-links: the whole list, numbered in its shown order, and the layout. */
export function toLinksPayload(drafts: readonly LinkDraft[], layout?: LinksLayout) {
  return { links: drafts.map(toLinkPayload), ...(layout ? { layout } : {}) };
}
