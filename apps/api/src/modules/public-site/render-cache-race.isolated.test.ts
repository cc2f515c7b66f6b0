import { MESSAGES } from '@sparklink/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

/**
 * The render of /public/:username can be held once it has read everything it shows (owner,
 * profile, links, pages), before it renders and fills the cache: the window in which an owner's
 * write used to be overtaken by an older render (issue 10, hole 7).
 */
const { gate, storedGate, throughGate } = vi.hoisted(() => {
  type Gate = { next: null | { reached(): void; released: Promise<void> } };
  /** `read`, held after it has read while the gate is armed (once), until the gate is released. */
  const throughGate =
    <Args extends unknown[], Result>(on: Gate, read: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      const result = await read(...args);
      const held = on.next;
      on.next = null;
      if (held) {
        held.reached();
        await held.released;
      }
      return result;
    };
  return { gate: { next: null } as Gate, storedGate: { next: null } as Gate, throughGate };
});

vi.mock('../public/document-reads', async (importOriginal) => {
  const original = await importOriginal<typeof import('../public/document-reads')>();
  return { ...original, findProfileDocument: throughGate(gate, original.findProfileDocument) };
});

// The same on reading a document stored at the owner's last write (decision 032).
vi.mock('./stored-documents', async (importOriginal) => {
  const original = await importOriginal<typeof import('./stored-documents')>();
  return { ...original, readStoredDocument: throughGate(storedGate, original.readStoredDocument) };
});

/** Arms a gate for the next read through it: resolves `reached` when it waits, until `release()`. */
function holdNext(on: typeof gate) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => (on.next = { reached: resolve, released }));
  return { reached, release };
}

describe('render cache against an owner write racing a render (issue 10, hole 7)', () => {
  let t: TestApp;
  /** Set by a test: a visitor's GET to make while the owner's publish answer is on its way out. */
  const whileAnswering: { url: string | null; visitor: LightMyRequestResponse | null } = { url: null, visitor: null };

  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      // Registered after the app's own hooks, so it runs after them, just before the bytes leave.
      app.addHook('onSend', async (request) => {
        if (!whileAnswering.url || request.url !== '/api/profile/publish') return;
        const url = whileAnswering.url;
        whileAnswering.url = null;
        whileAnswering.visitor = await app.inject({ method: 'GET', url });
      });
    });
  });
  afterAll(() => t.close());

  async function publicOwner(username: string): Promise<TestUser> {
    const owner = await createUser(t.app, { username, firstName: 'Esi' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: owner.headers,
      payload: { tagline: `Tagline of ${username}` },
    });
    expect(res.statusCode).toBe(200);
    return owner;
  }

  const unpublish = (owner: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/profile/publish',
      headers: owner.headers,
      payload: { isPublished: false },
    });

  function expectPrivate(res: LightMyRequestResponse, username: string) {
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain(MESSAGES.profilePrivate);
    expect(res.body).not.toContain(`Tagline of ${username}`);
  }

  async function isPublicInDb(owner: TestUser) {
    const row = await t.app.db
      .selectFrom('profiles')
      .select('is_public')
      .where('user_id', '=', owner.id)
      .executeTakeFirst();
    return Boolean(row!.is_public);
  }

  /**
   * Holds a second view (one the cache would keep) after its read through `on`, makes the owner
   * private meanwhile, then lets it finish: it is served as read, and nothing it read is kept.
   */
  async function raceUnpublishWith(on: typeof gate, owner: TestUser, username: string) {
    expect((await t.app.inject({ method: 'GET', url: `/public/${username}` })).statusCode).toBe(200);
    const gated = holdNext(on);
    const inFlight = t.app.inject({ method: 'GET', url: `/public/${username}` });
    await gated.reached;

    const saved = await unpublish(owner);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(MESSAGES.profileUnpublished);
    expect(await isPublicInDb(owner)).toBe(false);

    gated.release();
    // The visitor whose request overlapped the write still gets what was read: the race was staged.
    const stale = await inFlight;
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain(`Tagline of ${username}`);
    return stale;
  }

  it('a document stored before the owner made it private is served to no view after, nor kept', async () => {
    const owner = await publicOwner('esi-stored');
    const stale = await raceUnpublishWith(storedGate, owner, 'esi-stored');
    expectPrivate(await t.app.inject({ method: 'GET', url: '/public/esi-stored' }), 'esi-stored');
    expectPrivate(
      await t.app.inject({
        method: 'GET',
        url: '/public/esi-stored',
        headers: { 'if-none-match': stale.headers.etag as string },
      }),
      'esi-stored',
    );
    expect(await t.app.publicCache.get('profile:esi-stored')).toBeUndefined();
  });

  it('a render that read the profile before the owner made it private never refills the cache', async () => {
    const owner = await publicOwner('esi-race');
    // No stored render (as after a deploy, decision 032), so both views render.
    await t.app.db.deleteFrom('rendered_documents').where('owner_id', '=', owner.id).execute();
    const stale = await raceUnpublishWith(gate, owner, 'esi-race');

    expectPrivate(await t.app.inject({ method: 'GET', url: '/public/esi-race' }), 'esi-race');
    // The tag of the stale render revalidates nothing: the private answer goes out in full.
    const revalidate = await t.app.inject({
      method: 'GET',
      url: '/public/esi-race',
      headers: { 'if-none-match': stale.headers.etag as string },
    });
    expectPrivate(revalidate, 'esi-race');
    // Only a 200 is revalidated (RFC 9110 §13.2.1): the private answer goes out in full even to its own tag.
    const privateTag = revalidate.headers.etag as string;
    expectPrivate(
      await t.app.inject({ method: 'GET', url: '/public/esi-race', headers: { 'if-none-match': privateTag } }),
      'esi-race',
    );
    expect(await t.app.publicCache.get('profile:esi-race')).toBeUndefined();
  });

  it('a visitor asking while the owner’s "saved" answer is on its way gets the private page', async () => {
    const owner = await publicOwner('esi-answer');
    // Twice: a profile is kept from its second view.
    await t.app.inject({ method: 'GET', url: '/public/esi-answer' });
    const cached = await t.app.inject({ method: 'GET', url: '/public/esi-answer' });
    expect(cached.statusCode).toBe(200);
    expect(await t.app.publicCache.get('profile:esi-answer')).toBeDefined();

    whileAnswering.url = '/public/esi-answer';
    const saved = await unpublish(owner);
    expect(saved.statusCode).toBe(200);
    expect(whileAnswering.visitor).not.toBeNull();
    expectPrivate(whileAnswering.visitor!, 'esi-answer');
  });

  it('a second view that began after the write is kept, so the cache still serves the hot path', async () => {
    const owner = await publicOwner('esi-after');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: owner.headers,
      payload: { tagline: 'Changed before the visit' },
    });
    expect(saved.statusCode).toBe(200);
    const first = await t.app.inject({ method: 'GET', url: '/public/esi-after' });
    expect(first.body).toContain('Changed before the visit');
    expect(await t.app.publicCache.get('profile:esi-after')).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/public/esi-after' })).body).toBe(first.body);
    expect((await t.app.publicCache.get('profile:esi-after'))?.etag).toBe(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/public/esi-after',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});
