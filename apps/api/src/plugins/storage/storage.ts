import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Where uploaded files live: local disk by default, an S3-compatible bucket when configured. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored object, or null when the key is unknown. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; an unknown key is not an error. */
  delete(key: string): Promise<void>;
  /** The absolute URL visitors load the object from (`${MEDIA_BASE_URL}/${key}`). */
  publicUrl(key: string): string;
}

export interface StoredObject {
  body: Buffer | Readable;
  contentType: string;
  size: number;
}

/** Keys under this prefix are never served by GET /media; their module serves them itself. */
export const PRIVATE_PREFIX = 'private/';

const EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

const CONTENT_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(EXTENSIONS).map(([type, extension]) => [extension, type]),
);

/** A fresh unguessable key such as `avatars/<uuid>.webp`; never built from a user's file name. */
export function newStorageKey(folder: string, contentType: string): string {
  const extension = EXTENSIONS[contentType];
  if (!extension) throw new Error(`No storage extension for ${contentType}`);
  return `${folder}/${randomUUID()}.${extension}`;
}

// Segments of letters, digits, `_` and `-`, then one extension: no `..`, no absolute paths.
const KEY_PATTERN = /^(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export const isValidStorageKey = (key: string): boolean => key.length <= 512 && KEY_PATTERN.test(key);

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** The content type a key's extension stands for (local disk keeps no other metadata). */
export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
