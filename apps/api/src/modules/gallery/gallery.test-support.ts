import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { GalleryItem } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { TestUser } from '../../../test/helpers/factories';
import { multipart, type FormPart } from '../../../test/helpers/multipart';
import { newId } from '../../lib/ids';

/** Test support for the gallery suites: real images, uploads, direct rows, stored files. */

export const solidImage = (width: number, height: number, format: 'png' | 'jpeg' = 'png', color = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();

export const imagePart = (body: Buffer, filename = 'photo.png', contentType = 'image/png'): FormPart => ({
  field: 'image',
  filename,
  contentType,
  body,
});

export function upload(app: FastifyInstance, user: TestUser, parts: FormPart[]) {
  const { payload, headers } = multipart(parts);
  return app.inject({ method: 'POST', url: '/api/gallery/upload', headers: { ...user.headers, ...headers }, payload });
}

/** Uploads a small PNG with the given text fields and returns the created item. */
export async function addItem(
  app: FastifyInstance,
  user: TestUser,
  fields: Record<string, string> = {},
): Promise<GalleryItem> {
  const text = Object.entries({ title: 'Untitled', ...fields }).map(([field, value]) => ({ field, value }));
  const res = await upload(app, user, [imagePart(await solidImage(64, 48)), ...text]);
  if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return res.json().data as GalleryItem;
}

/** Every file under DATA_DIR/uploads, relative to it. */
export function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  let entries: string[];
  try {
    entries = readdirSync(root, { recursive: true }) as string[];
  } catch {
    return [];
  }
  return entries.filter((entry) => statSync(path.join(root, entry)).isFile()).sort();
}

/** The storage key behind a /media URL. */
export const keyOf = (url: string) => new URL(url).pathname.replace(/^\/media\//, '');

/** Rows written straight to the table (for quota and listing cases), without files. */
export async function insertRows(app: FastifyInstance, userId: string, count: number, startOrder = 0) {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, index) => ({
    id: newId(),
    user_id: userId,
    title: `Row ${index}`,
    description: null,
    category: null,
    tags: '[]',
    image_url: 'http://localhost:3000/media/gallery/none.webp',
    thumbnail_url: 'http://localhost:3000/media/gallery/thumbnails/none.webp',
    storage_key: 'gallery/none.webp',
    thumbnail_key: 'gallery/thumbnails/none.webp',
    width: 1,
    height: 1,
    bytes: 1,
    sort_order: startOrder + index,
    created_at: new Date(now + index),
    updated_at: new Date(now + index),
  }));
  await app.db.insertInto('gallery_items').values(rows).execute();
}
