import { MESSAGES } from '@sparklink/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { AppError } from '../../lib/app-error';
import { decodeSlots } from './decode-slots';

// One libvips thread a decode: the decode slots decide how many cores decodes take. (sharp picks
// one per core itself once MALLOC_ARENA_MAX is set, as scripts/serve.mjs sets it.) No operation
// cache: every upload is a new image, and the cache only kept its decoded pixels alive.
sharp.concurrency(1);
sharp.cache(false);

/**
 * Pixel-flood guard: larger images are refused from their header, before they are decoded. 24 MP
 * is a 6000×4000 camera photo, and more than the 2048 px we store needs; api-contract §1.6 says
 * 50 MP, which let one upload take some 600 MB while it decoded (decision 035).
 */
export const MAX_INPUT_PIXELS = 24_000_000;

const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

export interface ImageSize {
  width: number;
  height: number;
  /** `cover` crops to exactly this size around the centre; `inside` only shrinks to fit. */
  fit: 'cover' | 'inside';
}

export const AVATAR_SIZE: ImageSize = { width: 400, height: 400, fit: 'cover' };
export const BACKGROUND_SIZE: ImageSize = { width: 1500, height: 500, fit: 'cover' };

export interface WebpImage {
  body: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/**
 * Checks the type from the bytes (never the name or declared type): JPEG, PNG, WebP or GIF, else
 * 415 with the endpoint's message. SVG, HEIC and everything else are refused. Returns the decoder,
 * upright per EXIF and limited to the first frame, for `renderWebp` (clone it for several sizes).
 */
export async function openImage(buffer: Buffer, unsupportedMessage: string): Promise<Sharp> {
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', unsupportedMessage);
  return sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 }).rotate();
}

/**
 * The pixels an image's header claims for the frame we decode, read without decoding it: what an
 * import adds up before its first decode. 0 for bytes that are no accepted image or no readable
 * header, which the pipeline refuses before decoding anything.
 */
export async function pixelsClaimed(buffer: Buffer): Promise<number> {
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) return 0;
  try {
    const { width = 0, height = 0 } = await sharp(buffer, { pages: 1, limitInputPixels: false }).metadata();
    return width * height;
  } catch {
    return 0;
  }
}

const notProcessable = () => new AppError('VALIDATION_ERROR', MESSAGES.imageNotProcessable);

const resized = (image: Sharp, size: ImageSize) =>
  image.resize(size.width, size.height, {
    fit: size.fit,
    position: 'centre',
    withoutEnlargement: size.fit === 'inside',
  });

async function encodeWebp(image: Sharp, size: ImageSize): Promise<WebpImage> {
  try {
    const { data, info } = await resized(image, size).webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    return { body: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    throw notProcessable();
  }
}

/**
 * Re-encodes to WebP, which drops EXIF and every other metadata block; 400 if it cannot be
 * decoded. The decode waits for one of the process's decode slots.
 */
export function renderWebp(image: Sharp, size: ImageSize): Promise<WebpImage> {
  return decodeSlots.run(() => encodeWebp(image, size));
}

/**
 * Several renditions from one decode, in one decode slot: the image is decoded and resized once
 * to the first size, and every size is encoded from those pixels (a second pipeline on the same
 * input would decode it again). The first size must hold the others: `inside` fits, largest first.
 */
export function renderWebps<const Sizes extends readonly [ImageSize, ...ImageSize[]]>(
  image: Sharp,
  sizes: Sizes,
): Promise<{ [K in keyof Sizes]: WebpImage }> {
  return decodeSlots.run(async () => {
    let pixels: { data: Buffer; info: OutputInfo };
    try {
      pixels = await resized(image, sizes[0]).raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
    } catch {
      throw notProcessable();
    }
    const { data, info } = pixels;
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const renditions = await Promise.all(sizes.map((size) => encodeWebp(sharp(data, { raw }), size)));
    return renditions as { [K in keyof Sizes]: WebpImage };
  });
}
