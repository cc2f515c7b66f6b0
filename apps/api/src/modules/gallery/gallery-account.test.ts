import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { confirmIdentity, createUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { addItem, keyOf, storedFiles } from './gallery.test-support';

describe('account deletion and the gallery (api-contract §2 "Delete account")', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("removes the account's gallery rows and both files of every item, and nobody else's", async () => {
    const owner = await createUser(t.app);
    const bystander = await createUser(t.app);
    const items = [await addItem(t.app, owner), await addItem(t.app, owner, { isVisible: 'false' })];
    const kept = await addItem(t.app, bystander);
    const ownerFiles = items.flatMap((item) => [keyOf(item.imageUrl), keyOf(item.thumbnailUrl)]);
    expect(storedFiles(t.config.dataDir)).toEqual(expect.arrayContaining(ownerFiles));

    await confirmIdentity(t.app, owner);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const rows = await t.app.db.selectFrom('gallery_items').select('user_id').execute();
    expect(rows).toEqual([{ user_id: bystander.id }]);
    await vi.waitFor(() => {
      const left = storedFiles(t.config.dataDir);
      for (const file of ownerFiles) expect(left).not.toContain(file);
    });
    expect(storedFiles(t.config.dataDir)).toEqual([keyOf(kept.imageUrl), keyOf(kept.thumbnailUrl)].sort());
  });
});
