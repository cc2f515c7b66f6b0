import sharp from 'sharp';

/** Images that are small to send and large to decode: `side`² pixels of one grey (issue 30). */

const grey = (side: number) => sharp({ create: { width: side, height: side, channels: 3, background: '#808080' } });

/** A greyscale PNG: a few dozen KB. */
export const greyPng = (side: number) => grey(side).toColourspace('b-w').png({ compressionLevel: 9 }).toBuffer();

/** A lossless WebP: a few dozen bytes. */
export const webpBomb = (side: number) => grey(side).webp({ lossless: true, effort: 0 }).toBuffer();

/** A GIF: a few dozen KB, and the most memory to decode of the three (no shrink-on-load). */
export const gifBomb = (side: number) => grey(side).gif().toBuffer();
