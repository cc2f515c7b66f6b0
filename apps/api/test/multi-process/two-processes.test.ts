import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@sparklink/contract';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, type Database } from '../../src/db/database';
import { migrations } from '../../src/db/migrations';
import type { DB } from '../../src/db/schema';
import { startSession } from '../../src/modules/auth/auth-session';
import { insertUser, type UserOptions } from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import { TEST_REDIS_URL } from '../helpers/redis';
import { S3_KEYS, startLocalS3, type LocalS3 } from '../helpers/s3';
import { startServer, type ServerProcess } from '../helpers/server-process';

/**
 * Two real server processes behind one product (issue 14, decision 023): one PostgreSQL schema,
 * one Redis, one S3 bucket. Writes go through one, reads through the other.
 */
const url = process.env.TEST_DATABASE_URL;
const schema = `mp_${randomBytes(5).toString('hex')}`;
const JWT_SECRET = randomBytes(32).toString('base64url');
const BUCKET = 'multi-media';

let s3: LocalS3 | undefined;
let database: Database | undefined;
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;
let users = 0;

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

beforeAll(async () => {
  if (!url) throw new Error('The multi-process test needs TEST_DATABASE_URL (the api-postgres project)');
  // An empty schema: both processes migrate it as they start, at the same moment.
  await adminQuery(`create schema ${schema}`);
  s3 = await startLocalS3([BUCKET]);
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'debug',
    PUBLIC_ORIGIN: 'http://sparklink.localhost',
    DATABASE_URL: url,
    DATABASE_SCHEMA: schema,
    REDIS_URL: TEST_REDIS_URL,
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    JWT_SECRET,
    LOGIN_TICKET_SECRET: randomBytes(32).toString('base64url'),
    CODE_PEPPER: randomBytes(32).toString('base64url'),
    COOKIE_SECRET: randomBytes(32).toString('base64url'),
  };
  const started = await Promise.allSettled([startServer(env), startServer(env)]);
  [a, b] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  database = createDatabase({ url, schema, sqliteFile: 'unused.db' });
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
  await s3?.close();
  if (url) await adminQuery(`drop schema if exists ${schema} cascade`);
}, 60_000);

const db = (): Kysely<DB> => database!.db;

async function owner(options: UserOptions = {}) {
  users += 1;
  const username = `multi_${users}_${randomBytes(3).toString('hex')}`;
  const row = await insertUser(db(), {
    email: `${username}@example.com`,
    password: 'correct-horse-battery',
    username,
    ...options,
  });
  const token = await startSession(db(), JWT_SECRET, row, { userAgent: undefined });
  return { id: row.id, username, auth: { authorization: `Bearer ${token}` } };
}

const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe('two server processes on one PostgreSQL, one Redis and one S3', () => {
  it('started at once on an empty schema, they applied each migration once', async () => {
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db());
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
  });

  it('an owner’s write through one is on the other’s public page at once, though it had the page cached', async () => {
    const user = await owner();
    const page = () => b!.fetch(`/public/${user.username}`);
    expect((await a!.fetch('/api/profile', json('PUT', { tagline: 'First words' }, user.auth))).status).toBe(200);
    // Twice: a document is kept from its second view (decision 030).
    expect(await (await page()).text()).toContain('First words');
    expect(await (await page()).text()).toContain('First words');

    // Changed behind both processes' backs: the other one still serves its cached page.
    await db()
      .updateTable('profiles')
      .set({ tagline: 'Written behind the app' })
      .where('user_id', '=', user.id)
      .execute();
    expect(await (await page()).text()).toContain('First words');

    expect((await a!.fetch('/api/profile', json('PUT', { tagline: 'Second words' }, user.auth))).status).toBe(200);
    expect(await (await page()).text()).toContain('Second words');

    const unpublished = await a!.fetch('/api/profile/publish', json('POST', { isPublished: false }, user.auth));
    expect((await unpublished.json()).message).toBe(MESSAGES.profileUnpublished);
    const hidden = await page();
    expect(hidden.status).toBe(403);
    const body = await hidden.text();
    expect(body).toContain(MESSAGES.profilePrivate);
    expect(body).not.toContain('Second words');
  });

  it('the documents one renders at an owner’s write are what the other sends at their first view', async () => {
    const user = await owner();
    expect((await a!.fetch('/api/profile', json('PUT', { tagline: 'Rendered at the write' }, user.auth))).status).toBe(
      200,
    );
    // Changed behind both processes' backs before anyone looked: only a render would show it.
    await db()
      .updateTable('profiles')
      .set({ tagline: 'Written behind the app' })
      .where('user_id', '=', user.id)
      .execute();
    const first = await b!.fetch(`/public/${user.username}`);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('Rendered at the write');
    const stored = await db()
      .selectFrom('rendered_documents')
      .select('document')
      .where('owner_id', '=', user.id)
      .orderBy('document')
      .execute();
    expect(stored.map((row) => row.document)).toEqual(['gallery', 'profile']);

    expect((await a!.fetch('/api/profile', json('PUT', { bio: 'A later write' }, user.auth))).status).toBe(200);
    const after = await (await b!.fetch(`/public/${user.username}`)).text();
    expect(after).toContain('A later write');
    expect(after).toContain('Written behind the app');
  });

  it('a page edit and a page title in the gallery’s bar, written through one, are on the other at once', async () => {
    const user = await owner();
    const created = await a!.fetch(
      '/api/pages',
      json(
        'POST',
        { type: 'ABOUT', title: 'Notes', slug: 'notes', isPublished: true, content: 'First words' },
        user.auth,
      ),
    );
    const pageId = (await created.json()).data.page.id as string;
    const page = async () => (await b!.fetch(`/public/${user.username}/pages/notes`)).text();
    const gallery = async () => (await b!.fetch(`/public/${user.username}/gallery`)).text();
    // Twice: a document is kept from its second view (decision 030).
    for (let view = 0; view < 2; view++) {
      expect(await page()).toContain('First words');
      expect(await gallery()).toContain('>Notes</span></a>');
    }

    // Changed behind both processes' backs: the other one still serves its cached documents.
    await db().updateTable('pages').set({ title: 'Written behind the app' }).where('id', '=', pageId).execute();
    expect(await page()).not.toContain('Written behind the app');
    expect(await gallery()).toContain('>Notes</span></a>');

    const edit = await a!.fetch(
      `/api/pages/${pageId}`,
      json('PUT', { title: 'Journal', content: 'Second' }, user.auth),
    );
    expect(edit.status).toBe(200);
    expect(await page()).toContain('Second');
    expect(await gallery()).toContain('>Journal</span></a>');
  });

  it('page unlock guesses counted on one are counted on the other', async () => {
    const user = await owner({ tier: 'RISE' });
    const created = await a!.fetch(
      '/api/pages',
      json(
        'POST',
        {
          type: 'CUSTOM',
          title: 'Vault',
          slug: 'vault',
          isPublished: true,
          isPasswordProtected: true,
          password: 'right pass',
        },
        user.auth,
      ),
    );
    expect(created.status).toBe(201);
    const guess = (server: ServerProcess, password: string) =>
      server.fetch('/api/public/access-protected', json('POST', { username: user.username, slug: 'vault', password }));
    for (let i = 0; i < 5; i += 1) expect((await guess(a!, `wrong ${i}`)).status).toBe(403);
    expect((await guess(b!, 'wrong again')).status).toBe(429);
    const right = await guess(b!, 'right pass');
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject({
      status: 'ERROR',
      message: 'Too many requests. Please try again later.',
    });
  });

  it('an upload stored in S3 through one is served by the other', async () => {
    const user = await owner();
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const form = multipart([{ field: 'image', filename: 'me.png', contentType: 'image/png', body: png }]);
    const uploaded = await a!.fetch('/api/profile/upload/profile-picture', {
      method: 'POST',
      headers: { ...user.auth, ...form.headers },
      body: new Uint8Array(form.payload),
    });
    expect(uploaded.status).toBe(200);
    const key = new URL((await uploaded.json()).data.imageUrl).pathname.replace('/media/', '');
    expect(s3!.requests).toContainEqual({ method: 'PUT', host: '127.0.0.1', path: `/${BUCKET}/${key}` });
    const served = await b!.fetch(`/media/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('a test checkout opened on one is paid on the other and verified on the first', async () => {
    const user = await owner();
    const opened = await a!.fetch(
      '/api/subscriptions/initialize',
      json('POST', { plan: 'RISE', billingCycle: 'monthly' }, user.auth),
    );
    expect(opened.status).toBe(200);
    const { authorizationUrl, reference } = (await opened.json()).data as {
      authorizationUrl: string;
      reference: string;
    };
    const checkoutPath = new URL(authorizationUrl).pathname;
    expect((await b!.fetch(checkoutPath)).status).toBe(200);
    const paid = await b!.fetch(checkoutPath, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=pay',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect((await a!.fetch(`/api/subscriptions/verify/${reference}`, { headers: user.auth })).status).toBe(200);
    const row = await db().selectFrom('users').select('tier').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.tier).toBe('RISE');
  });

  it('ran each scheduled job due at start once between them, not once each', async () => {
    const runsOf = (job: string) =>
      [...a!.logs, ...b!.logs].filter((line) => line.msg === 'scheduled job: this process runs it' && line.job === job);
    await vi.waitFor(() => expect(runsOf('analytics-salts')).toHaveLength(1), { timeout: 10_000 });
    // Both processes checked at start; give a slow second claimant time to show up if it could.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(runsOf('subscriptions')).toHaveLength(1);
    expect(runsOf('analytics-salts')).toHaveLength(1);
    expect(runsOf('two-factor-recovery-reminders')).toHaveLength(1);
    expect(runsOf('link-verification')).toHaveLength(1);
    expect(runsOf('scheduled-pages')).toHaveLength(1);
    expect(runsOf('custom-domains')).toHaveLength(1);
    const jobs = await db().selectFrom('scheduled_jobs').select('name').orderBy('name').execute();
    expect(jobs.map((job) => job.name)).toEqual([
      'analytics-salts',
      'custom-domains',
      'link-verification',
      'mail-outbox',
      'scheduled-pages',
      'subscriptions',
      'two-factor-recovery-reminders',
    ]);
  });
});
