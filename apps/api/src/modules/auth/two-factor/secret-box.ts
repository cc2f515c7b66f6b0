import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { derivedKey } from '../../../lib/derived-key';

/**
 * The TOTP secret at rest: AES-256-GCM under a key derived from CODE_PEPPER (HKDF, purpose
 * "totp-secret"), so a copy of the database alone cannot mint codes. Stored as
 * `v1.<iv>.<tag>.<ciphertext>` in base64url; the user id is the associated data, so a secret
 * copied onto another account's row does not decrypt.
 */

const keys = new Map<string, Buffer>();
const keyFor = (pepper: string) => {
  let key = keys.get(pepper);
  if (!key) keys.set(pepper, (key = Buffer.from(derivedKey(pepper, 'totp-secret'))));
  return key;
};

export function sealSecret(pepper: string, userId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(pepper), iv);
  cipher.setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function openSecret(pepper: string, userId: string, stored: string): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('unreadable two-factor secret');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(pepper), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}
