import { MESSAGES } from '@sparklink/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../lib/app-error';

/** Pixel-flood guard (api-contract §1.6): larger images are refused before they are decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;

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

/** Re-encodes to WebP, which drops EXIF and every other metadata block; 400 if it cannot be decoded. */
export async function renderWebp(image: Sharp, size: ImageSize): Promise<WebpImage> {
  try {
    const { data, info } = await image
      .resize(size.width, size.height, { fit: size.fit, position: 'centre', withoutEnlargement: size.fit === 'inside' })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { body: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    throw new AppError('VALIDATION_ERROR', MESSAGES.imageNotProcessable);
  }
}
