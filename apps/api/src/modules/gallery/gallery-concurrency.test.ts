import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { addItem, imagePart, insertRows, solidImage, storedFiles, upload } from './gallery.test-support';

describe('gallery quota and item order under parallel requests (issue 10, hole 6)', () => {
  let t: TestApp;
  let image: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    image = await solidImage(64, 48);
  });
  afterAll(() => t.close());

  const uploadInParallel = (user: TestUser, count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        upload(t.app, user, [imagePart(image), { field: 'title', value: `#${i}` }]),
      ),
    );
  const storedOrders = async (userId: string) =>
    (await t.app.db.selectFrom('gallery_items').select('sort_order').where('user_id', '=', userId).execute())
      .map((row) => Number(row.sort_order))
      .sort((a, b) => a - b);
  const upTo = (n: number) => Array.from({ length: n }, (_, i) => i);
  /** The files the rows point at (rows written by insertRows have none): nothing else may be left on disk. */
  const filesOfRows = async () =>
    (await t.app.db.selectFrom('gallery_items').select(['storage_key', 'thumbnail_key']).execute())
      .filter((row) => row.storage_key !== 'gallery/none.webp')
      .flatMap((row) => [row.storage_key, row.thumbnail_key])
      .sort();

  it('lets exactly two of 10 parallel uploads through at 498 items, and keeps no file of the refused ones', async () => {
    const user = await createUser(t.app);
    await insertRows(t.app, user.id, 498);

    const answers = await uploadInParallel(user, 10);

    const created = answers.filter((res) => res.statusCode === 201);
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(created).toHaveLength(2);
    expect(refused).toHaveLength(8);
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 'ERROR', code: 'FORBIDDEN', message: 'Gallery limit reached (500 items)' });
    }
    expect(created.map((res) => res.json().data.order as number).sort((a, b) => a - b)).toEqual([498, 499]);
    expect(await storedOrders(user.id)).toEqual(upTo(500));
    expect(storedFiles(t.config.dataDir)).toEqual(await filesOfRows());
  });

  it('gives 12 parallel uploads to an empty gallery 12 distinct, contiguous orders', async () => {
    const user = await createUser(t.app);

    const answers = await uploadInParallel(user, 12);

    expect(answers.map((res) => res.statusCode)).toEqual(Array(12).fill(201));
    expect(answers.map((res) => res.json().data.order as number).sort((a, b) => a - b)).toEqual(upTo(12));
    expect(await storedOrders(user.id)).toEqual(upTo(12));
  });

  it('keeps orders 0..n-1 when uploads, deletes and a reorder of one owner run at the same time', async () => {
    const user = await createUser(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await addItem(t.app, user, { title: `old ${i}` })).id);

    const answers = await Promise.all([
      t.app.inject({ method: 'DELETE', url: `/api/gallery/${ids[0]}`, headers: user.headers }),
      upload(t.app, user, [imagePart(image), { field: 'title', value: 'new 0' }]),
      t.app.inject({
        method: 'POST',
        url: '/api/gallery/reorder',
        headers: user.headers,
        payload: { itemOrders: [{ id: ids[4], order: 0 }] },
      }),
      t.app.inject({ method: 'DELETE', url: `/api/gallery/${ids[2]}`, headers: user.headers }),
      upload(t.app, user, [imagePart(image), { field: 'title', value: 'new 1' }]),
    ]);

    expect(answers.map((res) => res.statusCode)).toEqual([200, 201, 200, 200, 201]);
    expect(await storedOrders(user.id)).toEqual(upTo(5));
    expect(storedFiles(t.config.dataDir)).toEqual(await filesOfRows());
  });
});
