import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type { GalleryItemsTable, PagesTable } from '../apps/api/src/db/schema';
import sharp from 'sharp';
import { multipart } from '../apps/api/test/helpers/multipart';
import { newId } from '../apps/api/src/lib/ids';
import { startSession } from '../apps/api/src/modules/auth/auth-session';
import { createUserWithProfile } from '../apps/api/src/modules/users/user.repository';

type OwnerHeaders = { authorization: string };

/** A typical profile: names, bio, tagline, five social links and three published pages. */
export async function seedBenchOwner(app: FastifyInstance): Promise<{ username: string; headers: OwnerHeaders }> {
  const user = await app.db.transaction().execute((trx) =>
    createUserWithProfile(trx, {
      email: 'bench@example.com',
      passwordHash: null,
      isVerified: true,
      firstName: 'Adjoa',
      lastName: 'Boateng',
    }),
  );
  const token = await startSession(app.db, app.config.secrets.JWT_SECRET, user, { userAgent: undefined });
  const headers = { authorization: `Bearer ${token}` };
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
  return { username: 'adjoa', headers };
}

const UPLOADED = 20;

/**
 * A gallery of `count` items: the first ones uploaded through the product's own pipeline (sharp,
 * storage), the rest copies of their rows (the upload limit stops one owner at a few dozen an
 * hour, and the page renders rows, not files).
 */
export async function seedGallery(app: FastifyInstance, headers: OwnerHeaders, count: number): Promise<void> {
  for (let i = 0; i < Math.min(count, UPLOADED); i++) {
    const image = await sharp({
      create: { width: 64, height: 48, channels: 3, background: `hsl(${(i * 37) % 360}, 60%, 50%)` },
    })
      .png()
      .toBuffer();
    const form = multipart([
      { field: 'image', filename: `work-${i}.png`, contentType: 'image/png', body: image },
      { field: 'title', value: `Work ${i + 1}` },
      { field: 'description', value: 'A piece from the portfolio, with a line about how it was made.' },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/gallery/upload',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    if (res.statusCode !== 201) throw new Error(`gallery upload ${i}: ${res.body}`);
  }
  const uploaded = await app.db.selectFrom('gallery_items').selectAll().orderBy('sort_order').execute();
  const copies = Array.from({ length: count - uploaded.length }, (_, i) => {
    const from = uploaded[i % uploaded.length]!;
    const n = uploaded.length + i;
    return {
      ...from,
      id: newId(),
      title: `Work ${n + 1}`,
      sort_order: n,
      created_at: new Date(),
      updated_at: new Date(),
    };
  });
  // Rows read back as they were stored (tags as JSON text), so they go back in unchanged.
  if (copies.length)
    await app.db
      .insertInto('gallery_items')
      .values(copies as Insertable<GalleryItemsTable>[])
      .execute();
}

/**
 * Owners with a minimal public profile each, so every request to one of them is a first view.
 * Each gets copies of `like`'s pages, and the first `galleries` of them copies of its gallery, so
 * a first view of their page or gallery renders what the seeded owner's does.
 */
export async function seedOwnersToRender(
  app: FastifyInstance,
  count: number,
  like?: { username: string; galleries: number },
  prefix = 'visitor',
): Promise<string[]> {
  const usernames = Array.from({ length: count }, (_, i) => `${prefix}${i}`);
  const model =
    like &&
    (await app.db.selectFrom('users').select('id').where('username', '=', like.username).executeTakeFirstOrThrow());
  const pages = model ? await app.db.selectFrom('pages').selectAll().where('user_id', '=', model.id).execute() : [];
  const items = model
    ? await app.db.selectFrom('gallery_items').selectAll().where('user_id', '=', model.id).execute()
    : [];
  await app.db.transaction().execute(async (trx) => {
    for (const [i, username] of usernames.entries()) {
      const user = await createUserWithProfile(trx, {
        email: `${username}@example.com`,
        passwordHash: null,
        isVerified: true,
        firstName: 'Kofi',
        lastName: username,
      });
      await trx.updateTable('users').set({ username, username_key: username }).where('id', '=', user.id).execute();
      await trx
        .updateTable('profiles')
        .set({ bio: 'Designer and photographer in Accra.' })
        .where('user_id', '=', user.id)
        .execute();
      // Rows read back as they were stored, so they go back in unchanged.
      const copy = <T extends { id: string; user_id: string }>(rows: T[]) =>
        rows.map((row) => ({ ...row, id: newId(), user_id: user.id }));
      if (pages.length)
        await trx
          .insertInto('pages')
          .values(copy(pages) as Insertable<PagesTable>[])
          .execute();
      if (like && i < like.galleries && items.length)
        await trx
          .insertInto('gallery_items')
          .values(copy(items) as Insertable<GalleryItemsTable>[])
          .execute();
    }
  });
  return usernames;
}

/**
 * What the product does after each owner's write, for owners seeded straight into the database:
 * their caches emptied and their landing documents rendered and stored (decision 032).
 */
export async function afterOwnersWrote(app: FastifyInstance, usernames: string[]): Promise<void> {
  const owners = await app.db.selectFrom('users').select('id').where('username', 'in', usernames).execute();
  for (const { id } of owners) await app.publicCache.invalidateOwner(id);
}
