import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { BeaconOwners } from './beacon-owners';

describe("the beacon's owner lookups", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads an owner once every 5 seconds, unknown names included, then sees changes', async () => {
    const clock = { now: 1_000_000 };
    const owners = new BeaconOwners(t.app.db, () => clock.now);
    const owner = await createUser(t.app, { username: 'Ekua_Beacon' });
    expect(await owners.find('ekua_beacon')).toMatchObject({ id: owner.id, isPublic: true });
    expect(await owners.find('ghost_beacon')).toBeNull();

    await t.app.db.updateTable('profiles').set({ is_public: false }).where('user_id', '=', owner.id).execute();
    const ghost = await createUser(t.app, { username: 'ghost_beacon' });
    clock.now += 4_999;
    expect(await owners.find(' EKUA_BEACON ')).toMatchObject({ isPublic: true });
    expect(await owners.find('ghost_beacon')).toBeNull();

    clock.now += 1;
    expect(await owners.find('ekua_beacon')).toMatchObject({ isPublic: false });
    expect(await owners.find('ghost_beacon')).toMatchObject({ id: ghost.id });
  });
});
