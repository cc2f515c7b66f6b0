import sharp from 'sharp';

/** A real PNG, made on the spot, for upload specs. */
export async function makePng(width = 640, height = 480, color = '#4f46e5'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}
