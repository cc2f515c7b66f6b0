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
const gate = vi.hoisted(() => ({ next: null as null | { reached(): void; released: Promise<void> } }));

vi.mock('../public/document-reads', async (importOriginal) => {
  const original = await importOriginal<typeof import('../public/document-reads')>();
  return {
    ...original,
    findProfileDocument: async (...args: Parameters<typeof original.findProfileDocument>) => {
      const document = await original.findProfileDocument(...args);
      const held = gate.next;
      gate.next = null;
      if (held) {
        held.reached();
        await held.released;
      }
      return document;
    },
  };
});

/** Arms the gate for the next profile render: resolves `reached` when it waits, until `release()`. */
function holdNextRender() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => (gate.next = { reached: resolve, released }));
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

  it('a render that read the profile before the owner made it private never refills the cache', async () => {
    const owner = await publicOwner('esi-race');
    // Viewed once before, so the held render is a second view: one the cache would keep.
    expect((await t.app.inject({ method: 'GET', url: '/public/esi-race' })).statusCode).toBe(200);
    const gated = holdNextRender();
    const inFlight = t.app.inject({ method: 'GET', url: '/public/esi-race' });
    await gated.reached;

    const saved = await unpublish(owner);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(MESSAGES.profileUnpublished);
    expect(await isPublicInDb(owner)).toBe(false);

    gated.release();
    // The visitor whose request overlapped the write still gets what was read: the race was staged.
    const stale = await inFlight;
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('Tagline of esi-race');

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
