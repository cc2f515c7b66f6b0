import type { FastifyInstance } from 'fastify';
import { signSessionToken } from '../apps/api/src/modules/auth/session-token';
import { createUserWithProfile } from '../apps/api/src/modules/users/user.repository';

/** A typical profile: names, bio, tagline, five social links and three published pages. */
export async function seedBenchOwner(app: FastifyInstance): Promise<string> {
  const user = await app.db.transaction().execute((trx) =>
    createUserWithProfile(trx, {
      email: 'bench@example.com',
      passwordHash: null,
      isVerified: true,
      firstName: 'Adjoa',
      lastName: 'Boateng',
    }),
  );
  const headers = { authorization: `Bearer ${await signSessionToken(app.config.secrets.JWT_SECRET, user)}` };
  const send = (method: 'PUT' | 'POST', url: string, payload: object) =>
    app.inject({ method, url, headers, payload }).then((res) => {
      if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.body}`);
    });
  await send('PUT', '/api/profile', {
    username: 'adjoa',
    bio: 'Product designer in Kumasi. I design calm, fast interfaces for people on cheap phones and slow networks.',
    tagline: 'Product designer',
    country: 'Ghana',
  });
  await send('PUT', '/api/profile/social-links', {
    links: ['github', 'linkedin', 'instagram', 'twitter', 'website'].map((platform) => ({
      platform,
      url: `https://${platform}.example/adjoa`,
    })),
  });
  for (const title of ['About', 'Projects', 'Contact']) {
    await send('POST', '/api/pages', { type: 'CUSTOM', title, slug: title.toLowerCase(), isPublished: true });
  }
  return 'adjoa';
}
