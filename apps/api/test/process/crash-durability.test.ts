import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/db/database';
import { CHROME_DESKTOP } from '../../src/modules/analytics/analytics.test-support';
import { startSession } from '../../src/modules/auth/auth-session';
import { insertUser } from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import {
  createProcessDatabase,
  startServerProcess,
  type ProcessDatabase,
  type ServerProcess,
} from '../helpers/server-process';

const JWT_SECRET = 'crash-durability-jwt-secret-0123456789';
const ENV = { JWT_SECRET, TRUST_PROXY_HOPS: '1' };
const LOAD_MS = 2500;

let address = 0;
/** Each request from an address of its own, so no per-address limit meets this load. */
const fromNewAddress = () => {
  address += 1;
  return { 'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` };
};

/** Everything the server answered 2xx for while it ran. */
interface Answered {
  signUps: string[];
  pageVersions: Map<string, number>;
  galleryItems: string[];
  beacons: number;
  /** Writes refused with 429 by the owner's budget. */
  rateLimited: number;
  /** Before the crash: lanes that ended and answers other than 2xx or 429, and why. */
  endings: string[];
}

/**
 * Runs `step` again and again until `stopped()`; a failed request (the crash) ends the lane.
 * What ended it before the crash is kept for the assertion messages.
 */
async function lane(stopped: () => boolean, step: () => Promise<void>, endings: string[]) {
  while (!stopped()) {
    try {
      await step();
    } catch (error) {
      if (!stopped()) endings.push(String(error));
      return;
    }
  }
}

describe('kill -9 during a sustained write load', () => {
  let database: ProcessDatabase;
  let handle: Database;
  let server: ServerProcess;
  let headers: { authorization: string };
  let image: Buffer;

  beforeAll(async () => {
    database = await createProcessDatabase();
    handle = createDatabase(database.settings);
    const owner = await insertUser(handle.db, {
      email: 'durable@example.com',
      password: 'correct-horse-battery',
      tier: 'BLAZE',
      username: 'durable',
    });
    headers = { authorization: `Bearer ${await startSession(handle.db, JWT_SECRET, owner, { userAgent: undefined })}` };
    image = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    server = await startServerProcess(database, ENV);
  });
  afterAll(async () => {
    await server.stop();
    await handle.close();
    await database.drop();
  });

  async function writeUntilKilled(origin: string): Promise<Answered> {
    const answered: Answered = {
      signUps: [],
      pageVersions: new Map(),
      galleryItems: [],
      beacons: 0,
      rateLimited: 0,
      endings: [],
    };
    let killed = false;
    const stopped = () => killed;
    // A 429 is the owner's write budget (300 a minute) doing its job on a fast machine: not a
    // write to look for after the restart, and not a failure of the load.
    const refused = async (what: string, res: Response) => {
      if (res.status === 429) answered.rateLimited += 1;
      else answered.endings.push(`${what} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    };
    const post = (url: string, body: unknown, extra: Record<string, string> = {}) =>
      fetch(`${origin}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...fromNewAddress(), ...extra },
        body: JSON.stringify(body),
      });

    const signUp = async () => {
      const email = `signup-${address}-${Date.now()}@example.com`;
      const res = await post('/api/auth/register', { email, password: 'Sparkl1ng!pass' });
      if (res.status === 201) answered.signUps.push(email);
      else await refused('sign-up', res);
    };
    const pageEdits = async () => {
      const created = await post('/api/pages', { type: 'CUSTOM', title: 'v0', slug: `lane-${address}` }, headers);
      if (created.status !== 201) throw new Error(`page create answered ${created.status}`);
      const id = ((await created.json()) as { data: { page: { id: string } } }).data.page.id;
      answered.pageVersions.set(id, 0);
      for (let version = 1; !stopped(); version++) {
        const res = await fetch(`${origin}/api/pages/${id}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ title: `v${version}` }),
        });
        if (res.status === 200) answered.pageVersions.set(id, version);
        else await refused('page edit', res);
      }
    };
    const uploadImage = async () => {
      const form = multipart([
        { field: 'image', filename: 'photo.png', contentType: 'image/png', body: image },
        { field: 'title', value: 'Crash test' },
      ]);
      const res = await fetch(`${origin}/api/gallery/upload`, {
        method: 'POST',
        headers: { ...headers, ...form.headers },
        body: new Uint8Array(form.payload),
      });
      if (res.status === 201) answered.galleryItems.push(((await res.json()) as { data: { id: string } }).data.id);
      else await refused('upload', res);
    };
    const beacon = async () => {
      const res = await post(
        '/api/public/events',
        { type: 'profile_view', username: 'durable' },
        { 'user-agent': CHROME_DESKTOP },
      );
      if (res.status === 204) answered.beacons += 1;
      else await refused('beacon', res);
    };

    const steps = [signUp, signUp, pageEdits, pageEdits, uploadImage, beacon, beacon, beacon, beacon];
    const lanes = steps.map((step) => lane(stopped, step, answered.endings));
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
    killed = true;
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    await Promise.all(lanes);
    return answered;
  }

  it('keeps every write that was answered 2xx and references no half-written upload', async () => {
    const answered = await writeUntilKilled(server.origin);
    expect(answered.endings).toEqual([]);
    expect(answered.signUps.length).toBeGreaterThan(0);
    expect(answered.pageVersions.size).toBe(2);
    expect(answered.galleryItems.length).toBeGreaterThan(0);
    expect(answered.beacons).toBeGreaterThan(0);

    server = await startServerProcess(database, ENV);
    const db = handle.db;
    const users = await db.selectFrom('users').select('email').execute();
    const emails = new Set(users.map((user) => user.email));
    expect(answered.signUps.filter((email) => !emails.has(email))).toEqual([]);

    for (const [id, version] of answered.pageVersions) {
      const page = await db.selectFrom('pages').select('title').where('id', '=', id).executeTakeFirstOrThrow();
      // A write that committed but whose answer was lost to the crash may be newer still.
      expect(Number(page.title.slice(1))).toBeGreaterThanOrEqual(version);
    }

    const items = await db.selectFrom('gallery_items').select(['id', 'storage_key', 'thumbnail_key']).execute();
    expect(answered.galleryItems.filter((id) => !items.some((item) => item.id === id))).toEqual([]);
    for (const item of items) {
      for (const key of [item.storage_key, item.thumbnail_key]) {
        const file = path.join(database.dataDir, 'uploads', key);
        expect(existsSync(file), `${key} of gallery item ${item.id}`).toBe(true);
        expect((await sharp(file).metadata()).width).toBeGreaterThan(0);
      }
    }

    const events = await db
      .selectFrom('analytics_events')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('type', '=', 'profile_view')
      .executeTakeFirstOrThrow();
    expect(Number(events.count)).toBeGreaterThanOrEqual(answered.beacons);

    // The restarted server serves what survived.
    const health = await fetch(`${server.origin}/api/health`);
    expect(health.status).toBe(200);
  });
});
