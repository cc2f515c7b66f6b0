import { MESSAGES } from '@sparklink/contract';
import { openImage, renderWebps, type ImageSize, type WebpImage } from '../uploads/image-processing';

/** api-contract §1.6: at most 2048 px on the long side, never enlarged. */
export const GALLERY_IMAGE_SIZE: ImageSize = { width: 2048, height: 2048, fit: 'inside' };

/** 480 px wide for the grid; the height cap only narrows extremely tall images. */
export const GALLERY_THUMBNAIL_SIZE: ImageSize = { width: 480, height: 2048, fit: 'inside' };

export interface GalleryImages {
  image: WebpImage;
  thumbnail: WebpImage;
}

/**
 * Both renditions of an upload from one decode; 415 when the bytes are not an accepted image, 400
 * when undecodable.
 */
export async function renderGalleryImages(upload: Buffer): Promise<GalleryImages> {
  const source = await openImage(upload, MESSAGES.imageTypeNotAllowed);
  const [image, thumbnail] = await renderWebps(source, [GALLERY_IMAGE_SIZE, GALLERY_THUMBNAIL_SIZE]);
  return { image, thumbnail };
}
