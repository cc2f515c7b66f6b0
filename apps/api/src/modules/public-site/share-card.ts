import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { singlePalette, type OwnerLook } from '@sparklink/public-site/render';
import type { FastifyInstance } from 'fastify';
import { portfolioAddress } from './portfolio-address';
import { removeStoredFiles } from '../../plugins/storage';
import { isValidStorageKey } from '../../plugins/storage/storage';
import type { PageRow } from '../pages/pages.repository';
import { displayName, type PublicOwner } from '../public/public-owner';
import { isProtected } from '../public/public-pages.service';
import { decodeSlots } from '../uploads/decode-slots';
import { drawShareCard, SHARE_CARD_TYPE, type ShareCardColours, type ShareCardContent } from './share-card-image';

/** Changes when the card's design does, so every card is drawn again with it. */
const DESIGN = 1;

/** The columns of the profile a card shows. */
export interface CardProfile {
  profile_picture_url: string | null;
  tagline: string | null;
  background_image_url: string | null;
}

/** A card: what it shows, and its address, made from what it shows (so a change is a new address). */
export interface ShareCard {
  /** Which of the owner's cards: `profile`, or `page:<page id>`. */
  slot: string;
  content: ShareCardContent;
  /** The card's name: a hash of its content and design, then `.jpg`. */
  file: string;
  /** Where visitors and crawlers load it: an absolute URL. */
  url: string;
}

/**
 * The card's colours: the owner's look (decision 043), in the variant the owner chose (light when
 * it follows the visitor's device, which a crawler does not have), with their own accent.
 */
export function shareCardColours(look: OwnerLook): ShareCardColours {
  const palette = singlePalette(look);
  return {
    background: palette.bg,
    backgroundEnd: palette.bg2,
    text: palette.text,
    muted: palette.muted,
    accent: palette.accent,
    // The look's text on accent fills.
    onAccent: palette.surface,
  };
}

/** The storage key of one of our stored files from its public URL; null for another site's (a Google picture). */
function storedKeyOf(app: FastifyInstance, url: string | null): string | null {
  const base = `${app.config.mediaBaseUrl}/`;
  if (!url?.startsWith(base)) return null;
  const key = url.slice(base.length);
  return isValidStorageKey(key) ? key : null;
}

function cardOf(
  app: FastifyInstance,
  owner: PublicOwner,
  slot: string,
  path: string,
  content: ShareCardContent,
): ShareCard {
  const hash = createHash('sha256')
    .update(JSON.stringify([DESIGN, owner.id, content]))
    .digest('base64url')
    .slice(0, 22);
  const file = `${hash}.jpg`;
  return { slot, content, file, url: `${app.config.publicOrigin}${path}/card/${file}` };
}

/** The address printed on the card: on the owner's own domain while it is verified (decision 058). */
function printedAddress(app: FastifyInstance, owner: PublicOwner, path: string): string {
  const where = portfolioAddress(app, owner);
  const rest = path.slice(`/public/${owner.username}`.length);
  return `${new URL(where.origin).host}${where.home}${rest}`;
}

function common(app: FastifyInstance, owner: PublicOwner, profile: CardProfile, path: string) {
  return {
    name: displayName(owner),
    address: printedAddress(app, owner, path),
    avatarKey: storedKeyOf(app, profile.profile_picture_url),
    colours: shareCardColours(owner.look),
  };
}

/** The portfolio's card: name, tagline, photo, cover. Also the card of its protected pages. */
export function profileCard(app: FastifyInstance, owner: PublicOwner, profile: CardProfile): ShareCard {
  const path = `/public/${owner.username}`;
  return cardOf(app, owner, 'profile', path, {
    ...common(app, owner, profile, path),
    title: null,
    tagline: profile.tagline?.trim() || null,
    coverKey: storedKeyOf(app, profile.background_image_url),
  });
}

/** An open page's card: the owner's name and photo over the page's title. */
export function pageCard(
  app: FastifyInstance,
  owner: PublicOwner,
  profile: CardProfile,
  page: { id: string; slug: string; title: string },
) {
  const path = `/public/${owner.username}/pages/${page.slug}`;
  return cardOf(app, owner, `page:${page.id}`, path, {
    ...common(app, owner, profile, path),
    title: page.title,
    tagline: null,
    coverKey: null,
  });
}

/** The card a page shares with: its own when open, the portfolio's when behind a password. */
export const pageShareCard = (app: FastifyInstance, owner: PublicOwner, profile: CardProfile, row: PageRow) =>
  isProtected(row) ? profileCard(app, owner, profile) : pageCard(app, owner, profile, row);

async function bytesOf(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Notes the card's key as the slot's stored card and deletes the one it replaces from storage, so
 * an owner keeps one file a card, and deleting the account deletes them (findStoredFileKeys).
 */
async function replaceStoredCard(app: FastifyInstance, ownerId: string, slot: string, key: string): Promise<void> {
  const previous = await app.db
    .selectFrom('share_cards')
    .select('storage_key')
    .where('owner_id', '=', ownerId)
    .where('card', '=', slot)
    .executeTakeFirst();
  await app.db
    .insertInto('share_cards')
    .values({ owner_id: ownerId, card: slot, storage_key: key })
    .onConflict((oc) => oc.columns(['owner_id', 'card']).doUpdateSet({ storage_key: key }))
    .execute();
  if (previous && previous.storage_key !== key) await removeStoredFiles(app.storage, [previous.storage_key], app.log);
}

/** Cards being drawn now, by storage key: a second request for one waits for the same drawing. */
const drawing = new Map<string, Promise<Buffer>>();

/**
 * The card's bytes: stored ones, else drawn now and stored (decision 046). Drawing takes one of
 * the process's decode slots (decision 035), as an upload's decode does.
 */
export async function shareCardBytes(app: FastifyInstance, owner: PublicOwner, card: ShareCard): Promise<Buffer> {
  const key = `share-cards/${owner.id}/${card.file}`;
  const stored = await app.storage.get(key);
  if (stored) return bytesOf(stored.body);
  let pending = drawing.get(key);
  if (!pending) {
    pending = decodeSlots
      .run(() =>
        drawShareCard(card.content, async (imageKey) => {
          const image = await app.storage.get(imageKey);
          return image ? bytesOf(image.body) : null;
        }),
      )
      .then(async (bytes) => {
        await app.storage.put(key, bytes, SHARE_CARD_TYPE);
        await replaceStoredCard(app, owner.id, card.slot, key);
        return bytes;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}
