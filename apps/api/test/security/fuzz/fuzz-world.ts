import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { addItem, keyOf, solidImage } from '../../../src/modules/gallery/gallery.test-support';
import { pdfBytes, resumePart, uploadResume } from '../../../src/modules/resume/resume.test-support';
import { createUser, type TestUser } from '../../helpers/factories';
import type { TestApp } from '../../helpers/test-app';
import type { Fixtures } from './bodies';

/**
 * The people and objects the fuzzer aims at. `owner` is the signed-in caller of every owner route;
 * its page and gallery item come back whenever a fuzzed DELETE removes them, so the handlers keep
 * being reached. `target` is the public portfolio the anonymous routes read; no token of it is
 * ever sent, so its pages, links and files stay put. `leaver` takes the account deletions.
 */
export interface FuzzWorld {
  owner: TestUser;
  target: TestUser & { username: string; slugs: string[]; linkId: string; mediaKeys: string[] };
  leaver: TestUser;
  fixtures: Fixtures;
}

const send = async (app: FastifyInstance, user: TestUser, method: 'POST' | 'PUT', url: string, payload: object) => {
  const res = await app.inject({ method, url, headers: user.headers, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json().data;
};

/** A page, a gallery item, a social link and a resume, each created through the API. */
async function furnish(t: TestApp, user: TestUser) {
  const pages = [
    { type: 'ABOUT', title: 'Open', slug: 'open', isPublished: true, content: { headline: 'Hi' } },
    {
      type: 'CUSTOM',
      title: 'Locked',
      slug: 'locked',
      isPublished: true,
      isPasswordProtected: true,
      password: 'sesame',
    },
  ];
  for (const page of pages) await send(t.app, user, 'POST', '/api/pages', page);
  const item = await addItem(t.app, user, { title: 'Shown', category: 'Art' });
  const links = { links: [{ platform: 'github', url: 'https://github.com/example' }] };
  const { socialLinks } = await send(t.app, user, 'PUT', '/api/profile/social-links', links);
  const resume = await uploadResume(t, user, [resumePart(pdfBytes())]);
  if (resume.statusCode !== 200) throw new Error(`resume upload answered ${resume.statusCode}`);
  return {
    slugs: pages.map((page) => page.slug),
    linkId: socialLinks[0].id as string,
    mediaKeys: [keyOf(item.imageUrl)],
  };
}

export async function buildFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const owner = await createUser(t.app, { tier: 'RISE', username: 'fuzz_owner' });
  await furnish(t, owner);
  const target = await createUser(t.app, { tier: 'RISE', username: 'fuzz_target' });
  const furnished = await furnish(t, target);
  const samples = { png: await solidImage(16, 12), jpeg: await solidImage(16, 12, 'jpeg'), pdf: pdfBytes() };
  // Bodies and queries sometimes name the target, so lookups succeed and the services behind run.
  const known = {
    username: fc.constantFrom('fuzz_target', 'FUZZ_TARGET'),
    slug: fc.constantFrom(...furnished.slugs),
    email: fc.constant(target.email),
    url: fc.webUrl(),
  };
  return {
    owner,
    target: { ...target, username: 'fuzz_target', ...furnished },
    leaver: await createUser(t.app),
    fixtures: { samples, known },
  };
}

/** The owner's first page and item, made again when a fuzzed DELETE has removed the last one. */
export async function ownerObjectIds(t: TestApp, world: FuzzWorld): Promise<{ pageId: string; itemId: string }> {
  const ownerId = world.owner.id;
  let page = await t.app.db.selectFrom('pages').select('id').where('user_id', '=', ownerId).executeTakeFirst();
  if (!page) {
    const payload = { type: 'ABOUT', title: 'Again', slug: `again-${Date.now()}` };
    page = { id: (await send(t.app, world.owner, 'POST', '/api/pages', payload)).page.id };
  }
  let item = await t.app.db.selectFrom('gallery_items').select('id').where('user_id', '=', ownerId).executeTakeFirst();
  item ??= { id: (await addItem(t.app, world.owner)).id };
  return { pageId: page.id, itemId: item.id };
}

/**
 * Routes that can end the session they are called with (deleting the account, signing out, or a
 * proof of identity whose wrong answers end a stolen-looking session): `leaver` takes them, so the
 * owner's token keeps working for every other route.
 */
export const endsItsSession = (route: { url: string }): boolean =>
  route.url === '/api/auth/account' ||
  route.url === '/api/auth/logout' ||
  route.url.startsWith('/api/auth/confirm-identity');

/** Marks the users' sessions as having proved who they are now (decision 034). */
export async function confirmSessions(t: TestApp, userIds: string[]): Promise<void> {
  await t.app.db.updateTable('sessions').set({ confirmed_at: new Date() }).where('user_id', 'in', userIds).execute();
}

/** A new leaver once a fuzzed request has ended its session (or deleted its account). */
export async function replaceLeaverIfGone(t: TestApp, world: FuzzWorld): Promise<void> {
  const session = await t.app.db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', world.leaver.id)
    .executeTakeFirst();
  if (session) return;
  world.leaver = await createUser(t.app);
}
