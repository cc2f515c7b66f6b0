import { NoResultError, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createTestDatabase, makeTempDir, type TestDatabase } from '../../test/helpers/test-database';
import { compiledOnce } from './compiled-once';
import { createDatabase, type Database } from './database';

describe('compiledOnce: one compilation per database, the values bound by name, on both dialects', () => {
  let t: TestDatabase;
  const now = new Date('2025-01-02T03:04:05.678Z');
  const owners = ['owner-a', 'owner-b'];

  beforeAll(async () => {
    t = await createTestDatabase(makeTempDir());
    const db = t.database.db;
    for (const owner of owners) {
      await db
        .insertInto('users')
        .values({ id: owner, email: `${owner}@example.com`, created_at: now, updated_at: now })
        .execute();
      // Each owner: "about" (published), "draft" (not published), "notes" (published).
      for (const [order, slug, published] of [
        [0, 'about', true],
        [1, 'draft', false],
        [2, 'notes', true],
      ] as const) {
        await db
          .insertInto('pages')
          .values({
            id: `${owner}-${slug}`,
            user_id: owner,
            type: 'custom',
            title: `${slug} of ${owner}`,
            slug,
            content: '{}',
            sort_order: order,
            is_published: published,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
    }
  });
  afterAll(async () => {
    await t.database.close();
    await t.drop();
  });

  let builds = 0;
  /** userId twice (the page's owner, and in a subquery), constants before, between and after. */
  const publishedPage = compiledOnce({ userId: String, slug: String }, (db, p) => {
    builds++;
    return db
      .selectFrom('pages')
      .select(['id', 'title'])
      .where('is_published', '=', true)
      .where('user_id', '=', p.userId)
      .where('slug', '!=', 'draft')
      .where('slug', '=', p.slug)
      .where((eb) => eb.exists(db.selectFrom('users').select('users.id').where('users.id', '=', p.userId)))
      .where('type', '=', 'custom');
  });

  it('binds each run its own values, by name, and compiles once per Kysely instance', async () => {
    const db = t.database.db;
    const aboutOfA = await publishedPage.executeTakeFirst(db, { userId: 'owner-a', slug: 'about' });
    const notesOfB = await publishedPage.execute(db, { userId: 'owner-b', slug: 'notes' });
    const draftOfA = await publishedPage.execute(db, { userId: 'owner-a', slug: 'draft' });
    const unknown = await publishedPage.executeTakeFirst(db, { userId: 'owner-c', slug: 'about' });
    expect(aboutOfA).toEqual({ id: 'owner-a-about', title: 'about of owner-a' });
    expect(notesOfB).toEqual([{ id: 'owner-b-notes', title: 'notes of owner-b' }]);
    expect(draftOfA).toEqual([]);
    expect(unknown).toBeUndefined();
    expect(builds).toBe(1);
    expectTypeOf(notesOfB).toEqualTypeOf<{ id: string; title: string }[]>();

    // Another instance (another pool, or the other dialect) compiles its own.
    const other: Database = createDatabase(t.settings);
    try {
      const again = await publishedPage.execute(other.db, { userId: 'owner-b', slug: 'about' });
      expect(again).toEqual([{ id: 'owner-b-about', title: 'about of owner-b' }]);
      expect(builds).toBe(2);
    } finally {
      await other.close();
    }
  });

  it('answers the first row or throws NoResultError, as executeTakeFirstOrThrow', async () => {
    const db = t.database.db;
    const found = await publishedPage.executeTakeFirstOrThrow(db, { userId: 'owner-b', slug: 'about' });
    expect(found).toEqual({ id: 'owner-b-about', title: 'about of owner-b' });
    await expect(
      publishedPage.executeTakeFirstOrThrow(db, { userId: 'owner-b', slug: 'draft' }),
    ).rejects.toBeInstanceOf(NoResultError);
  });

  it('binds numbers and booleans as the builder would', async () => {
    const firstPages = compiledOnce({ userId: String, published: Boolean, count: Number }, (db, p) =>
      db
        .selectFrom('pages')
        .select('slug')
        .where('user_id', '=', p.userId)
        .where('is_published', '=', p.published)
        .orderBy('sort_order')
        .limit(p.count),
    );
    const db = t.database.db;
    expect(await firstPages.execute(db, { userId: 'owner-a', published: true, count: 1 })).toEqual([{ slug: 'about' }]);
    expect(await firstPages.execute(db, { userId: 'owner-a', published: true, count: 5 })).toEqual([
      { slug: 'about' },
      { slug: 'notes' },
    ]);
    expect(await firstPages.execute(db, { userId: 'owner-b', published: false, count: 5 })).toEqual([
      { slug: 'draft' },
    ]);
  });

  it('runs inside a transaction, seeing its uncommitted rows', async () => {
    const titleOf = compiledOnce({ id: String }, (db, p) =>
      db.selectFrom('pages').select('title').where('id', '=', p.id),
    );
    const db = t.database.db;
    const rolledBack = new Error('roll back');
    const seen = db.transaction().execute(async (trx) => {
      await trx.updateTable('pages').set({ title: 'changed' }).where('id', '=', 'owner-a-notes').execute();
      expect(await titleOf.executeTakeFirst(trx, { id: 'owner-a-notes' })).toEqual({ title: 'changed' });
      throw rolledBack;
    });
    await expect(seen).rejects.toBe(rolledBack);
    expect(await titleOf.executeTakeFirst(db, { id: 'owner-a-notes' })).toEqual({ title: 'notes of owner-a' });
  });

  describe('never sends a placeholder as a value', () => {
    it('refuses a run without one of the values', async () => {
      const values = { userId: 'owner-a' } as unknown as { userId: string; slug: string };
      await expect(publishedPage.execute(t.database.db, values)).rejects.toThrow(
        'compiledOnce: no value for the parameter "slug"',
      );
    });

    it('refuses a query that does not use a declared parameter', async () => {
      const query = compiledOnce({ userId: String, slug: String }, (db, p) =>
        db.selectFrom('pages').select('id').where('user_id', '=', p.userId),
      );
      await expect(query.execute(t.database.db, { userId: 'owner-a', slug: 'about' })).rejects.toThrow(
        'compiledOnce: the query does not use the parameter "slug"',
      );
    });

    it('refuses a parameter changed before it was bound', async () => {
      const query = compiledOnce({ prefix: String }, (db, p) =>
        db.selectFrom('pages').select('id').where('slug', 'like', `${p.prefix}%`),
      );
      await expect(query.execute(t.database.db, { prefix: 'ab' })).rejects.toThrow(
        'compiledOnce: a parameter was changed before it was bound',
      );
    });

    it('refuses a parameter written into the SQL text', async () => {
      const query = compiledOnce({ slug: String }, (db, p) =>
        db.selectFrom('pages').select('id').where('slug', '=', sql.lit(p.slug)),
      );
      await expect(query.execute(t.database.db, { slug: 'about' })).rejects.toThrow(
        'compiledOnce: a parameter was written into the SQL text',
      );
    });
  });
});
