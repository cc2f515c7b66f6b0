import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config';
import { derivedKey } from '../../lib/derived-key';

/**
 * The unlock of a protected page (api-contract §8.2 "Unlock"): a signed, page-scoped token
 * {pageId, pv} that lives an hour. `pv` is the page's password_version, so changing or removing
 * the password ends every unlock already given.
 */
const TTL_SECONDS = 3600;

const keys = new WeakMap<Config, Uint8Array>();
/** Its own key: a cookie signed by @fastify/cookie with COOKIE_SECRET is never a page-access token. */
function key(config: Config): Uint8Array {
  let derived = keys.get(config);
  if (!derived) keys.set(config, (derived = derivedKey(config.secrets.COOKIE_SECRET, 'page-access')));
  return derived;
}

export async function issuePageAccess(config: Config, pageId: string, passwordVersion: number) {
  const expiresAt = new Date(Date.now() + TTL_SECONDS * 1000);
  const token = await new SignJWT({ typ: 'page_access', pageId, pv: passwordVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(config));
  return { token, expiresAt };
}

export async function hasPageAccess(
  config: Config,
  token: string | undefined,
  pageId: string,
  passwordVersion: number,
) {
  if (!token) return false;
  try {
    const { payload } = await jwtVerify(token, key(config), { algorithms: ['HS256'] });
    return payload.typ === 'page_access' && payload.pageId === pageId && payload.pv === passwordVersion;
  } catch {
    return false;
  }
}

/** `__Host-` needs Secure, which needs HTTPS; plain-HTTP development uses the bare name. */
export function pageAccessCookie(config: Config, pageId: string) {
  const secure = config.publicOrigin.startsWith('https://');
  return {
    name: `${secure ? '__Host-sl_pa_' : 'sl_pa_'}${pageId}`,
    options: { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge: TTL_SECONDS },
  };
}
