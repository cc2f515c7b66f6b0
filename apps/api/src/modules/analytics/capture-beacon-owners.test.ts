import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { BeaconOwners } from './beacon-owners';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

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

  it('a profile made private stops counting from the next beacon, though its owner was looked up just before', async () => {
    const owner = await createUser(t.app, { username: 'adwoa_beacon' });
    const beacon = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/events',
        remoteAddress: ip,
        headers: { 'user-agent': BROWSER },
        payload: { type: 'profile_view', username: 'adwoa_beacon' },
      });
    const counted = async () => {
      await t.app.analyticsWriter.flush();
      const rows = await t.app.db
        .selectFrom('analytics_events')
        .select('id')
        .where('owner_user_id', '=', owner.id)
        .execute();
      return rows.length;
    };
    expect((await beacon('198.51.100.31')).statusCode).toBe(204);
    expect(await counted()).toBe(1);

    const hidden = await t.app.inject({
      method: 'POST',
      url: '/api/profile/publish',
      headers: owner.headers,
      payload: { isPublished: false },
    });
    expect(hidden.statusCode).toBe(200);
    expect((await beacon('198.51.100.32')).statusCode).toBe(204);
    expect(await counted()).toBe(1);
  });
});
