import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import satori from 'satori';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';

/** A share card's size: what Facebook, LinkedIn, X and WhatsApp show large (1.91:1). */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;
export const SHARE_CARD_TYPE = 'image/jpeg';

/** The card's colours. */
export interface ShareCardColours {
  background: string;
  /** A second background colour: the card's background runs from `background` to it. */
  backgroundEnd: string;
  text: string;
  muted: string;
  accent: string;
  /** Text on the accent (the initial of an owner without a photo). */
  onAccent: string;
}

/** What a card shows: every field is in the card's address (share-card.ts), so a change makes a new card. */
export interface ShareCardContent {
  /** The owner's name, or above a page's title. */
  name: string;
  /** A page's title, shown large under the name; null on the portfolio's card. */
  title: string | null;
  tagline: string | null;
  /** Where the portfolio lives, e.g. `sparklink.example/public/ama`. */
  address: string;
  /** The owner's photo and cover, as stored bytes' keys (read through storage), or null. */
  avatarKey: string | null;
  coverKey: string | null;
  colours: ShareCardColours;
}

const require = createRequire(import.meta.url);
const font = (weight: 400 | 700, subset: 'latin' | 'latin-ext') => ({
  name: 'Inter',
  weight,
  style: 'normal' as const,
  // satori reads woff and ttf, not woff2.
  data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
});
let fonts: ReturnType<typeof font>[] | undefined;
/** Inter from the installed package, read once: no system font, no network. */
const interFonts = () =>
  (fonts ??= [font(400, 'latin'), font(700, 'latin'), font(400, 'latin-ext'), font(700, 'latin-ext')]);

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
const div = (style: Record<string, unknown>, children?: unknown): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

const AVATAR = 300;
const AVATAR_LEFT = 96;
const AVATAR_TOP = 150;
const RING = 10;

/** The name's size: long names get smaller so that two lines hold them. */
const nameSize = (text: string) => (text.length <= 18 ? 84 : text.length <= 28 ? 68 : 56);
const initialOf = (name: string) => (Array.from(name.trim())[0] ?? '?').toUpperCase();

/** The card's text and shapes, as satori draws them (an SVG, its text turned into paths). */
function layout(content: ShareCardContent, withCover: boolean, withAvatar: boolean): Node {
  const { colours } = content;
  // On a cover the text is white on the darkened photo; otherwise the palette's.
  const text = withCover ? '#ffffff' : colours.text;
  const muted = withCover ? 'rgba(255,255,255,0.85)' : colours.muted;
  const large = content.title ?? content.name;
  const ring = div(
    {
      position: 'absolute',
      left: AVATAR_LEFT - RING,
      top: AVATAR_TOP - RING,
      width: AVATAR + 2 * RING,
      height: AVATAR + 2 * RING,
      borderRadius: '50%',
      background: '#ffffff',
      alignItems: 'center',
      justifyContent: 'center',
    },
    withAvatar
      ? undefined
      : div(
          {
            width: AVATAR,
            height: AVATAR,
            borderRadius: '50%',
            background: colours.accent,
            color: colours.onAccent,
            fontSize: 150,
            fontWeight: 700,
            alignItems: 'center',
            justifyContent: 'center',
          },
          initialOf(content.name),
        ),
  );
  const words = div(
    {
      position: 'absolute',
      left: AVATAR_LEFT + AVATAR + 72,
      top: 0,
      right: 80,
      bottom: 90,
      flexDirection: 'column',
      justifyContent: 'center',
    },
    [
      content.title
        ? div({ fontSize: 34, fontWeight: 700, color: muted, marginBottom: 14, lineClamp: 1 }, content.name)
        : null,
      div(
        {
          fontSize: nameSize(large),
          fontWeight: 700,
          color: text,
          lineHeight: 1.08,
          letterSpacing: -1.5,
          lineClamp: 2,
        },
        large,
      ),
      content.tagline
        ? div(
            { fontSize: 34, fontWeight: 400, color: muted, marginTop: 24, lineHeight: 1.3, lineClamp: 2 },
            content.tagline,
          )
        : null,
    ].filter(Boolean),
  );
  const footer = div(
    {
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: 0,
      height: 90,
      padding: '0 64px 0 96px',
      alignItems: 'center',
      justifyContent: 'space-between',
      borderTop: withCover ? '1px solid rgba(255,255,255,0.25)' : `1px solid ${colours.muted}33`,
    },
    [
      div({ fontSize: 26, color: muted, maxWidth: 800, lineClamp: 1, wordBreak: 'break-all' }, content.address),
      div({ alignItems: 'center', fontSize: 28, fontWeight: 700, color: text }, [
        div({
          width: 22,
          height: 22,
          borderRadius: 6,
          background: colours.accent,
          marginRight: 12,
          transform: 'rotate(45deg)',
        }),
        'SparkLink',
      ]),
    ],
  );
  const background = withCover
    ? 'linear-gradient(90deg, rgba(15,23,42,0.78) 0%, rgba(15,23,42,0.55) 100%)'
    : `linear-gradient(135deg, ${colours.background} 0%, ${colours.backgroundEnd} 100%)`;
  return div(
    { width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, position: 'relative', background, fontFamily: 'Inter' },
    [
      withCover
        ? null
        : div({
            position: 'absolute',
            left: 0,
            top: 0,
            width: 16,
            height: SHARE_CARD_HEIGHT - 90,
            background: colours.accent,
          }),
      // A soft shadow under the photo: a radial gradient, as a blurred box-shadow costs librsvg more than the rest of the card.
      div({
        position: 'absolute',
        left: AVATAR_LEFT - RING - 28,
        top: AVATAR_TOP - RING - 14,
        width: AVATAR + 2 * RING + 56,
        height: AVATAR + 2 * RING + 56,
        borderRadius: '50%',
        backgroundImage: 'radial-gradient(closest-side, rgba(15,23,42,0.22) 78%, rgba(15,23,42,0) 100%)',
      }),
      ring,
      words,
      footer,
    ].filter(Boolean),
  );
}

/** Reads an image, or null when it cannot be read or decoded (the card is drawn without it). */
async function decodable(read: () => Promise<Buffer | null>): Promise<Sharp | null> {
  try {
    const bytes = await read();
    if (!bytes) return null;
    const image = sharp(bytes, { limitInputPixels: 40_000_000 });
    await image.metadata();
    return image;
  } catch {
    return null;
  }
}

const circleMask = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR}" height="${AVATAR}"><circle cx="${AVATAR / 2}" cy="${AVATAR / 2}" r="${AVATAR / 2}"/></svg>`,
);

/**
 * Draws a card: satori lays out the words and shapes with the bundled Inter; sharp draws that SVG
 * over the cover (when there is one) and puts the photo in its circle. Returns JPEG bytes.
 */
export async function drawShareCard(
  content: ShareCardContent,
  read: (key: string) => Promise<Buffer | null>,
): Promise<Buffer> {
  const [cover, avatar] = await Promise.all([
    content.coverKey ? decodable(() => read(content.coverKey!)) : null,
    content.avatarKey ? decodable(() => read(content.avatarKey!)) : null,
  ]);
  const svg = await satori(layout(content, cover !== null, avatar !== null) as never, {
    width: SHARE_CARD_WIDTH,
    height: SHARE_CARD_HEIGHT,
    fonts: interFonts(),
  });
  const layers: OverlayOptions[] = [];
  let base: Sharp;
  if (cover) {
    base = cover.rotate().resize(SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT, { fit: 'cover' }).blur(2);
    layers.push({ input: Buffer.from(svg), left: 0, top: 0 });
  } else {
    base = sharp(Buffer.from(svg));
  }
  if (avatar) {
    const circle = await avatar
      .rotate()
      .resize(AVATAR, AVATAR, { fit: 'cover' })
      .composite([{ input: circleMask, blend: 'dest-in' }])
      .png({ compressionLevel: 1 })
      .toBuffer();
    layers.push({ input: circle, left: AVATAR_LEFT, top: AVATAR_TOP });
  }
  // JPEG: a third of the PNG's bytes for the same card (decision 046); no chroma subsampling, so
  // coloured text stays sharp. mozjpeg would save a tenth of the bytes for five times the CPU.
  return base
    .composite(layers)
    .flatten({ background: content.colours.background })
    .jpeg({ quality: 86, chromaSubsampling: '4:4:4' })
    .toBuffer();
}
