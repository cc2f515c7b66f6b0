import type { Config } from '../../../config';

/**
 * A cookie only our exact origin can set or read. `__Host-` forbids a Domain attribute, so a
 * sibling subdomain cannot plant or overwrite it; browsers accept that prefix only with Secure, so
 * plain-http development and tests use the bare name (production insists on an https
 * PUBLIC_ORIGIN). Lax lets it ride the top-level return from the provider.
 */
export function hostCookie(config: Pick<Config, 'publicOrigin'>, name: string) {
  const secure = new URL(config.publicOrigin).protocol === 'https:';
  return {
    name: secure ? `__Host-${name}` : name,
    options: { httpOnly: true, secure, sameSite: 'lax', path: '/' } as const,
  };
}
