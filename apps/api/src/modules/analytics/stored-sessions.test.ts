import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createDatabase, type Database } from '../../db/database';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { makeTempDir } from '../../../test/helpers/test-database';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { newId } from '../../lib/ids';
import type { EventRow } from './event-writer';
import { latestStoredSessions, storedSessionsQuery } from './stored-sessions';

const MINUTE = 60_000;

describe('stored sessions a new session may continue', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  const now = Date.now();
  beforeAll(async () => {
    t = await createTestApp();
    [owner, other] = [await createUser(t.app, { username: 'esi_sessions' }), await createUser(t.app)];
  });
  afterAll(() => t.close());

  const event = (ownerId: string, visitor: string, minutesAgo: number, session: string): EventRow => ({
    id: newId(),
    owner_user_id: ownerId,
    type: 'profile_view',
    visitor_hash: visitor,
    session_id: session,
    source: 'direct',
    device: 'Mobile',
    created_at: new Date(now - minutesAgo * MINUTE),
  });

  it("returns the batch's visitors' events on their owners' portfolios since the time given, latest first", async () => {
    await t.app.db
      .insertInto('analytics_events')
      .values([
        event(owner.id, 'visitor-a', 20, 'a-older'),
        event(owner.id, 'visitor-a', 5, 'a-latest'),
        event(owner.id, 'visitor-a', 45, 'a-too-old'),
        event(owner.id, 'visitor-b', 10, 'b'),
        event(owner.id, 'visitor-c', 1, 'not-in-the-batch'),
        event(other.id, 'visitor-a', 2, 'another-portfolio'),
      ])
      .execute();
    const rows = await latestStoredSessions(
      t.app.db,
      [owner.id],
      ['visitor-a', 'visitor-b'],
      new Date(now - 30 * MINUTE),
    );
    expect(rows.map((row) => row.session_id)).toEqual(['a-latest', 'b', 'a-older']);
  });

  describe('on SQLite, the embedded database', () => {
    let sqlite: Database;
    beforeAll(() => {
      const file = path.join(makeTempDir(), 'plan.db');
      copyFileSync(inject('sqliteTemplate'), file);
      sqlite = createDatabase({ sqliteFile: file });
    });
    afterAll(() => sqlite.close());

    it("goes straight to each visitor through the owner-visitor index, never walking the owner's recent events", async () => {
      const query = storedSessionsQuery(sqlite.db, ['o1'], ['v1', 'v2', 'v3'], new Date(now)).compile();
      const { rows } = await sqlite.db.executeQuery<{ detail: string }>({
        ...query,
        sql: `explain query plan ${query.sql}`,
      });
      expect(rows.map((row) => row.detail)).toEqual([
        'SEARCH analytics_events USING INDEX analytics_events_owner_visitor_idx (owner_user_id=? AND visitor_hash=? AND created_at>?)',
      ]);
    });
  });
});
