import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { insertRows } from './gallery.test-support';
import { visibleCategoryCountsOf, visibleItemsOf } from './gallery.repository';

const ALL = { limit: 500, offset: 0 };

/** Migration 0017: a gallery's whole order in one index, so a listing is read in order, never sorted again. */
describe('the gallery order index', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists an owner’s items straight from the index, in sort order, newest first on a tie', async () => {
    const owner = await createUser(t.app);
    await insertRows(t.app, owner.id, 3); // Row 0..2, created a millisecond apart
    await new Promise((resolve) => setTimeout(resolve, 20)); // past the first rows' timestamps
    await insertRows(t.app, owner.id, 2, 1); // Row 0..1 again at orders 1 and 2, created later
    const rows = await visibleItemsOf(t.app.db, owner.id, ALL).execute();
    expect(rows.map((row) => [row.sort_order, row.title])).toEqual([
      [0, 'Row 0'],
      [1, 'Row 0'],
      [1, 'Row 1'],
      [2, 'Row 1'],
      [2, 'Row 2'],
    ]);
    if (t.app.dialect === 'sqlite') {
      const query = visibleItemsOf(t.app.db, owner.id, ALL).compile();
      const plan = await t.app.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      expect(plan.rows.map((row) => row.detail)).toEqual([
        'SEARCH gallery_items USING INDEX gallery_items_user_full_order_idx (user_id=?)',
      ]);
    } else {
      const index = await sql<{ indexdef: string }>`
        select indexdef from pg_indexes
        where schemaname = current_schema() and indexname = 'gallery_items_user_full_order_idx'`.execute(t.app.db);
      expect(index.rows[0]?.indexdef).toContain('(user_id, sort_order, created_at DESC, id DESC)');
      const old =
        await sql`select 1 from pg_indexes where schemaname = current_schema() and indexname = 'gallery_items_user_order_idx'`.execute(
          t.app.db,
        );
      expect(old.rows).toEqual([]);
    }
  });

  /** Migration 0018: the public gallery's count per category reads the index alone. */
  it('counts an owner’s visible items per category from an index, without reading their rows', async () => {
    const owner = await createUser(t.app);
    await insertRows(t.app, owner.id, 4);
    await t.app.db
      .updateTable('gallery_items')
      .set({ category: 'Art' })
      .where('title', 'in', ['Row 0', 'Row 1'])
      .execute();
    await t.app.db.updateTable('gallery_items').set({ is_visible: false }).where('title', '=', 'Row 1').execute();
    const counts = await visibleCategoryCountsOf(t.app.db, owner.id).execute();
    expect(new Map(counts.map((row) => [row.category, Number(row.count)]))).toEqual(
      new Map<string | null, number>([
        ['Art', 1],
        [null, 2],
      ]),
    );
    if (t.app.dialect === 'sqlite') {
      const query = visibleCategoryCountsOf(t.app.db, owner.id).compile();
      const plan = await t.app.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      expect(plan.rows.map((row) => row.detail)).toEqual([
        'SEARCH gallery_items USING COVERING INDEX gallery_items_user_visible_category_idx (user_id=? AND is_visible=?)',
      ]);
    } else {
      const index = await sql<{ indexdef: string }>`
        select indexdef from pg_indexes
        where schemaname = current_schema() and indexname = 'gallery_items_user_visible_category_idx'`.execute(
        t.app.db,
      );
      expect(index.rows[0]?.indexdef).toContain('(user_id, is_visible, category)');
    }
  });
});
