import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { derivedKey } from '../../../lib/derived-key';

/**
 * A secret at rest: AES-256-GCM under a key derived from CODE_PEPPER (HKDF, one purpose per kind
 * of secret: "totp-secret" for the TOTP secret, "payment-authorization" for a kept card's
 * Paystack authorization code), so a copy of the database alone cannot mint codes or charge cards. Stored as
 * `v1.<iv>.<tag>.<ciphertext>` in base64url; the user id is the associated data, so a secret
 * copied onto another account's row does not decrypt.
 */

export type SecretPurpose = 'totp-secret' | 'payment-authorization';

const keys = new Map<string, Buffer>();
const keyFor = (pepper: string, purpose: SecretPurpose) => {
  let key = keys.get(`${purpose}:${pepper}`);
  if (!key) keys.set(`${purpose}:${pepper}`, (key = Buffer.from(derivedKey(pepper, purpose))));
  return key;
};

export function sealSecret(
  pepper: string,
  userId: string,
  secret: string,
  purpose: SecretPurpose = 'totp-secret',
): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(pepper, purpose), iv);
  cipher.setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function openSecret(
  pepper: string,
  userId: string,
  stored: string,
  purpose: SecretPurpose = 'totp-secret',
): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error(`unreadable sealed ${purpose}`);
  const decipher = createDecipheriv('aes-256-gcm', keyFor(pepper, purpose), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}
