import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, makeTempDir, type TestDatabase } from '../../test/helpers/test-database';
import { newId } from '../lib/ids';
import { createDatabase } from './database';
import { toBool, toDate, toIso } from './values';

describe('one SQL layer on both dialects', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(makeTempDir());
  });
  afterAll(async () => {
    await t.database.close();
    await t.drop();
  });

  it('stores and reads back timestamps, booleans and defaults the same way', async () => {
    const { db } = t.database;
    const now = new Date('2025-07-26T10:15:00.123Z');
    const id = newId();
    await db
      .insertInto('users')
      .values({ id, email: 'a@example.com', is_verified: true, created_at: now, updated_at: now })
      .execute();
    const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(toIso(row.created_at)).toBe('2025-07-26T10:15:00.123Z');
    expect(toBool(row.is_verified)).toBe(true);
    expect(toBool(row.has_verified_badge)).toBe(false);
    expect(row.tier).toBe('STARTER');
    expect(row.token_version).toBe(0);
    const later = await db
      .selectFrom('users')
      .select('id')
      .where('created_at', '<', new Date('2025-07-27T00:00:00Z'))
      .execute();
    expect(later.map((r) => r.id)).toEqual([id]);
    expect(toDate(row.updated_at).getTime()).toBe(now.getTime());
  });

  it('enforces unique e-mail and the tier check in the database', async () => {
    const { db } = t.database;
    const now = new Date();
    await expect(
      db
        .insertInto('users')
        .values({ id: newId(), email: 'a@example.com', created_at: now, updated_at: now })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('users')
        .values({ id: newId(), email: 'b@example.com', tier: 'GOLD' as never, created_at: now, updated_at: now })
        .execute(),
    ).rejects.toThrow();
  });

  it('cascades a user deletion to the profile row', async () => {
    const { db } = t.database;
    const now = new Date();
    const id = newId();
    await db.insertInto('users').values({ id, email: 'c@example.com', created_at: now, updated_at: now }).execute();
    await db.insertInto('profiles').values({ user_id: id, created_at: now, updated_at: now }).execute();
    await db.deleteFrom('users').where('id', '=', id).execute();
    expect(await db.selectFrom('profiles').select('user_id').where('user_id', '=', id).execute()).toEqual([]);
  });
});

describe('the SQLite file', () => {
  it('is created owner-only, in an owner-only folder: it holds password hashes and addresses', async () => {
    const file = path.join(makeTempDir(), 'fresh', 'sparklink.db');
    const database = createDatabase({ sqliteFile: file });
    await database.close();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
  });
});
