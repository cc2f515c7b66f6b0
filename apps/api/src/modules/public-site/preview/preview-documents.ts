import type { PagePreviewInput, ProfilePreviewInput, SocialLinkInput } from '@sparklink/contract';
import { MESSAGES, PAGE_MESSAGES } from '@sparklink/contract';
import { renderPublicPage, type PublicAssets } from '@sparklink/public-site/render';
import type { FastifyInstance } from 'fastify';
import { fromJson, toJson } from '../../../db/values';
import { serverTranslator } from '../../../i18n/server-i18n';
import { AppError, notFound } from '../../../lib/app-error';
import { signedPageImages } from '../../pages/page-images.service';
import { listPages, type PageRow } from '../../pages/pages.repository';
import { getProfileData } from '../../profile/profile.service';
import type { PublicSocialLinkRow } from '../../profile/social-links.repository';
import { inDisplayOrder, valuesOf } from '../../profile/social-links.service';
import { findProfileDocument, type ProfileDocument } from '../../public/document-reads';
import { visibleOf } from '../../public/public-pages.service';
import type { UserRow } from '../../users/user.repository';
import { profileView } from '../profile-page';
import { openPageView, pageCommon } from '../public-views';

/**
 * Live previews (decision 047): the owner's public document rendered by the same renderer and
 * view builders as /public/*, from what is saved with the editor's unsaved values laid over it.
 * Nothing is written and nothing is cached: a preview is only ever seen by its owner.
 */

/** The owner's saved profile document; an owner without a username has no public address yet. */
async function savedProfileDocument(app: FastifyInstance, user: UserRow): Promise<ProfileDocument> {
  const document = user.username ? await findProfileDocument(app.db, user.username) : null;
  if (!document) throw new AppError('CONFLICT', MESSAGES.previewNeedsUsername);
  return document;
}

/** A draft link's start or end: absent keeps the saved one, as a save would. */
const draftInstant = (sent: string | null | undefined, saved: Date | number | null | undefined) =>
  sent === undefined ? (saved ?? null) : sent === null ? null : new Date(sent);

/**
 * Draft links as the rows the public profile reads, in the order a save would give them and with
 * the values it would store (a WhatsApp number in E.164, its wa.me address built): an invalid
 * number is refused with the save's own message.
 */
function draftLinkRows(links: SocialLinkInput[], saved: PublicSocialLinkRow[]): PublicSocialLinkRow[] {
  const savedById = new Map(saved.map((link) => [link.id, link]));
  return inDisplayOrder(links).map(({ link, index }, sortOrder) => {
    const values = valuesOf(link, index, sortOrder);
    const stored = link.id ? savedById.get(link.id) : undefined;
    return {
      // A link not saved yet has no id: its button points at the counter of no link, never another's.
      id: stored?.id ?? `preview-${sortOrder}`,
      platform: values.platform,
      url: values.url,
      title: values.title,
      // A custom link keeps its saved thumbnail; a new one has none until it is saved and given one.
      thumbnail_key: values.platform === 'custom' ? (stored?.thumbnail_key ?? null) : null,
      sort_order: sortOrder,
      rel_me: link.relMe,
      // A proof holds only for the address it was made for: a changed address shows none.
      verify_status: stored?.verify_status ?? null,
      verify_url: stored?.verify_url ?? null,
      // The preview shows what the public would see now: a switched-off or not-yet-started link is hidden.
      is_enabled: link.isEnabled ?? stored?.is_enabled ?? true,
      starts_at: draftInstant(link.startsAt, stored?.starts_at),
      ends_at: draftInstant(link.endsAt, stored?.ends_at),
    };
  });
}

/** The saved document with the unsaved values over it; a value left out stays as saved. */
function withDraft(document: ProfileDocument, draft: ProfilePreviewInput, images: ProfileImages): ProfileDocument {
  const fields = draft.profile ?? {};
  const keep = <T>(value: T | undefined, saved: T): T => (value === undefined ? saved : value);
  return {
    ...document,
    owner: {
      ...document.owner,
      firstName: keep(fields.firstName, document.owner.firstName),
      lastName: keep(fields.lastName, document.owner.lastName),
      avatar: images.profilePicture,
      look: {
        lookId: keep(fields.lookId, document.owner.look.lookId),
        colorMode: keep(fields.colorMode, document.owner.look.colorMode),
        // As toOwner: STARTER pages show the look's own accent whatever is stored or sent.
        accentColor:
          document.owner.tier === 'STARTER' ? null : keep(fields.accentColor, document.owner.look.accentColor),
        coverImage: images.backgroundImage,
      },
    },
    profile: {
      ...document.profile,
      bio: keep(fields.bio, document.profile.bio),
      tagline: keep(fields.tagline, document.profile.tagline),
      country: keep(fields.country, document.profile.country),
      profile_picture_url: images.profilePicture,
      background_image_url: images.backgroundImage,
      links_layout: draft.layout ?? document.profile.links_layout,
    },
    links: draft.links ? draftLinkRows(draft.links, document.links) : document.links,
  };
}

interface ProfileImages {
  profilePicture: string | null;
  backgroundImage: string | null;
}

/**
 * The owner's images as the owner may load them: the public URL while the profile is public (so a
 * saved public profile's preview is the very document the public gets), a signed one while it is
 * not (decision 037).
 */
async function ownerImages(app: FastifyInstance, userId: string): Promise<ProfileImages> {
  const data = await getProfileData(app, userId);
  return { profilePicture: data.user.profilePicture, backgroundImage: data.profile.backgroundImage };
}

export async function profilePreview(
  app: FastifyInstance,
  assets: PublicAssets,
  user: UserRow,
  draft: ProfilePreviewInput,
): Promise<string> {
  const [document, images] = await Promise.all([savedProfileDocument(app, user), ownerImages(app, user.id)]);
  return renderPublicPage(profileView(app, withDraft(document, draft, images)), assets, serverTranslator);
}

/** The page being edited as saved (or a new one), with the unsaved values over it. */
function draftPage(rows: PageRow[], user: UserRow, draft: PagePreviewInput): PageRow {
  const saved = draft.id === undefined ? undefined : rows.find((row) => row.id === draft.id);
  if (draft.id !== undefined && !saved) throw notFound(PAGE_MESSAGES.notFound);
  const now = new Date();
  const base: PageRow = saved ?? {
    id: 'preview',
    user_id: user.id,
    type: draft.page.type ?? 'CUSTOM',
    title: '',
    slug: '',
    content: toJson({}),
    sort_order: rows.length,
    is_published: false,
    published_at: null,
    is_password_protected: false,
    password_hash: null,
    password_version: 0,
    created_at: now,
    updated_at: now,
    publish_at: null,
    unpublish_at: null,
    live_notice_for: null,
  };
  const { page } = draft;
  return {
    ...base,
    type: page.type ?? base.type,
    title: page.title ?? base.title,
    slug: page.slug ?? base.slug,
    // Stored as JSON text, as a save stores it (a page's words may be a plain string).
    content: page.content === undefined ? base.content : toJson(page.content),
  };
}

export async function pagePreview(
  app: FastifyInstance,
  assets: PublicAssets,
  user: UserRow,
  draft: PagePreviewInput,
): Promise<string> {
  const rows = await listPages(app.db, user.id);
  // Another account's page id is "not found" whatever else is missing (api-contract §1).
  const draftRow = draftPage(rows, user, draft);
  // The page's own uploaded images that are not public yet load by signed URL (decision 054).
  const content = fromJson<unknown>(draftRow.content as string | null);
  const shown = await signedPageImages(app, draft.id, content);
  const page = shown === content ? draftRow : { ...draftRow, content: toJson(shown) };
  const document = await savedProfileDocument(app, user);
  // The navigation as the public would see it, with the page's unsaved title where it is listed.
  const visible = visibleOf(rows, document.owner).map((row) => (row.id === page.id ? page : row));
  const view = openPageView(pageCommon(app, document.owner, visible), page, {
    app,
    owner: document.owner,
    profile: document.profile,
  });
  return renderPublicPage(view, assets, serverTranslator);
}
