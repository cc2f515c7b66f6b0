import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { makeTempDir } from '../../../test/helpers/test-database';
import { hasPageAccess, issuePageAccess } from './page-access';

describe('page-access tokens', () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: makeTempDir() });
  const forge = (secret: string) =>
    new SignJWT({ typ: 'page_access', pageId: 'page-1', pv: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));

  it('accepts its own token for the page and password version it was issued for, and nothing else', async () => {
    const { token } = await issuePageAccess(config, 'page-1', 1);
    expect(await hasPageAccess(config, token, 'page-1', 1)).toBe(true);
    expect(await hasPageAccess(config, token, 'page-2', 1)).toBe(false);
    expect(await hasPageAccess(config, token, 'page-1', 2)).toBe(false);
  });

  it('has a key of its own: a token signed with the raw cookie or session secret is refused', async () => {
    expect(await hasPageAccess(config, await forge(config.secrets.COOKIE_SECRET), 'page-1', 1)).toBe(false);
    expect(await hasPageAccess(config, await forge(config.secrets.JWT_SECRET), 'page-1', 1)).toBe(false);
  });
});
