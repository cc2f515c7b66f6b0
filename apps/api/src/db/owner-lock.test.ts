import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, makeTempDir, type TestDatabase } from '../../test/helpers/test-database';
import { newId } from '../lib/ids';
import { createDatabase, type Database } from './database';
import { lockOwner } from './owner-lock';
import type { DB } from './schema';
import { toDate } from './values';

describe('lockOwner: one writer per owner at a time, on both dialects', () => {
  let t: TestDatabase;
  let other: Database;
  const owner = newId();
  const created = new Date('2025-01-02T03:04:05.678Z');
  beforeAll(async () => {
    t = await createTestDatabase(makeTempDir());
    // A second connection to the same database, as another process or pool connection would be.
    other = createDatabase(t.settings);
    await t.database.db
      .insertInto('users')
      .values({ id: owner, email: 'owner@example.com', created_at: created, updated_at: created })
      .execute();
  });
  afterAll(async () => {
    await other.close();
    await t.database.close();
    await t.drop();
  });

  /** Tries to take the lock from the other connection, giving up quickly instead of waiting. */
  const lockWithoutWaiting = (db: Kysely<DB>) =>
    db.transaction().execute(async (trx) => {
      const giveUpAt =
        other.dialect === 'postgres' ? sql`set local lock_timeout = '200ms'` : sql`pragma busy_timeout = 0`;
      await giveUpAt.execute(trx);
      await lockOwner(trx, owner);
    });

  it('holds the lock from its first statement until commit, without blocking readers or changing the row', async () => {
    await t.database.db.transaction().execute(async (trx) => {
      await lockOwner(trx, owner);
      const busy = other.dialect === 'postgres' ? '55P03' : 'SQLITE_BUSY'; // lock_not_available
      await expect(lockWithoutWaiting(other.db)).rejects.toMatchObject({ code: busy });
      const read = await other.db.selectFrom('users').select('email').where('id', '=', owner).executeTakeFirst();
      expect(read?.email).toBe('owner@example.com');
    });
    await expect(lockWithoutWaiting(other.db)).resolves.toBeUndefined();
    const row = await t.database.db.selectFrom('users').select('updated_at').where('id', '=', owner).executeTakeFirst();
    expect(toDate(row!.updated_at).getTime()).toBe(created.getTime());
  });
});
