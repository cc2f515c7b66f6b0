import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/helpers/factories';
import { createUser } from '../../../test/helpers/factories';
import { createPortfolioOwner, PROTECTED_PAGE } from '../../../test/helpers/portfolio';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { addItem } from '../gallery/gallery.test-support';
import { findPublicOwnerById } from '../public/public-owner';
import { renderedHtml } from './render-cache';
import { storeDocument } from './stored-documents';

/**
 * Documents rendered at the owner's write (decision 032): every write stores the owner's landing
 * documents, and a first view on any process sends the stored bytes while they are current. A row
 * changed behind the product's back (no owner write) is not seen by a stored document, which shows
 * a first view was the stored one.
 */
describe('public documents rendered at the owner’s write', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    const portfolio = await createPortfolioOwner(t.app, [
      { type: 'ABOUT', title: 'Notes', slug: 'notes', isPublished: true, content: 'First words' },
      { type: 'CUSTOM', title: 'Draft', slug: 'draft', isPublished: false, content: 'Not yet' },
      PROTECTED_PAGE,
    ]);
    owner = portfolio.owner;
    await addItem(t.app, owner, { title: 'Harbour', category: 'Travel' });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const editTagline = async (tagline: string, as = owner) => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/profile', headers: as.headers, payload: { tagline } });
    expect(res.statusCode).toBe(200);
  };
  const stored = (ownerId = owner.id) =>
    t.app.db
      .selectFrom('rendered_documents')
      .select(['document', 'version', 'etag'])
      .where('owner_id', '=', ownerId)
      .orderBy('document')
      .execute();
  const version = async (ownerId = owner.id) =>
    Number(
      (
        await t.app.db
          .selectFrom('users')
          .select('documents_version')
          .where('id', '=', ownerId)
          .executeTakeFirstOrThrow()
      ).documents_version,
    );
  /** Changes the tagline directly, as no product path does: only a render shows it. */
  const taglineBehindTheBack = (tagline: string) =>
    t.app.db.updateTable('profiles').set({ tagline }).where('user_id', '=', owner.id).execute();

  it('stores the profile, each page readable without a password and the gallery’s first page, at the owner’s version', async () => {
    await editTagline('Stored at the write');
    const current = await version();
    const rows = await stored();
    expect(rows.map((row) => row.document)).toEqual(['gallery', 'page:notes', 'profile']);
    expect(rows.every((row) => Number(row.version) === current)).toBe(true);
  });

  it('answers a first view with the stored bytes, the same bytes and ETag a render gives', async () => {
    await editTagline('Stored, then seen');
    for (const url of ['/public/ama', '/public/ama/pages/notes', '/public/ama/gallery']) {
      const fromStore = await get(url);
      expect(fromStore.statusCode).toBe(200);
      // Rendered now instead: nothing stored, and the memory cache emptied.
      await t.app.publicCache.coordination.ownerChanged(owner.id);
      await t.app.db.deleteFrom('rendered_documents').where('owner_id', '=', owner.id).execute();
      const rendered = await get(url);
      expect(rendered.body).toBe(fromStore.body);
      expect(rendered.headers.etag).toBe(fromStore.headers.etag);
      await editTagline('Stored, then seen');
    }
    expect(await stored()).toHaveLength(3);
    // The write emptied the memory cache, so the next view is a first view: only the store has the
    // tagline as it was at the write.
    await taglineBehindTheBack('Changed behind the back');
    const fromStore = await get('/public/ama');
    expect(fromStore.body).toContain('Stored, then seen');
    expect(fromStore.body).not.toContain('Changed behind the back');
  });

  it('sends the stored gzip with its own tag, and 304 to a stored tag', async () => {
    await editTagline('Compressed ahead');
    const plain = await get('/public/ama/pages/notes');
    await t.app.publicCache.invalidateOwner(owner.id);
    const gzipped = await get('/public/ama/pages/notes', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-gzip"`);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    await t.app.publicCache.invalidateOwner(owner.id);
    const revalidated = await get('/public/ama/pages/notes', { 'if-none-match': plain.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
  });

  it('serves nothing stored before the owner’s next write, whichever way the rows changed', async () => {
    await editTagline('Before the next write');
    await taglineBehindTheBack('After the next write');
    // What any write does to the version, without the render that follows it.
    await t.app.db
      .updateTable('users')
      .set((eb) => ({ documents_version: eb('documents_version', '+', 1) }))
      .where('id', '=', owner.id)
      .execute();
    await t.app.publicCache.coordination.ownerChanged(owner.id);
    expect((await get('/public/ama')).body).toContain('After the next write');
  });

  it('serves nothing another build rendered', async () => {
    await editTagline('Rendered by this build');
    await taglineBehindTheBack('Rendered now');
    await t.app.db
      .updateTable('rendered_documents')
      .set({ renderer: 'another build' })
      .where('owner_id', '=', owner.id)
      .execute();
    expect((await get('/public/ama')).body).toContain('Rendered now');
  });

  it('serves nothing past the end of the plan it showed', async () => {
    const planEnd = new Date(Date.now() + 86_400_000);
    await t.app.db.updateTable('users').set({ tier_expires_at: planEnd }).where('id', '=', owner.id).execute();
    await editTagline('On Rise');
    const [row] = await t.app.db
      .selectFrom('rendered_documents')
      .select('valid_until')
      .where('owner_id', '=', owner.id)
      .where('document', '=', 'profile')
      .execute();
    expect(new Date(row!.valid_until!).getTime()).toBe(planEnd.getTime());
    await taglineBehindTheBack('The plan has ended');
    await t.app.db
      .updateTable('rendered_documents')
      .set({ valid_until: new Date(Date.now() - 1000) })
      .where('owner_id', '=', owner.id)
      .execute();
    expect((await get('/public/ama')).body).toContain('The plan has ended');
  });

  it('stores a document with nothing stored (as after a deploy) on its second view, not its first', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/pages',
      headers: owner.headers,
      payload: { type: 'CUSTOM', title: 'Diary', slug: 'diary', isPublished: true, content: 'Dear diary' },
    });
    expect(created.statusCode).toBe(201);
    // What a deploy leaves: documents of another build, which are not served.
    await t.app.db
      .updateTable('rendered_documents')
      .set({ renderer: 'the last build' })
      .where('owner_id', '=', owner.id)
      .execute();
    const renderedBy = async () =>
      (
        await t.app.db
          .selectFrom('rendered_documents')
          .select('renderer')
          .where('owner_id', '=', owner.id)
          .where('document', '=', 'page:diary')
          .executeTakeFirstOrThrow()
      ).renderer;
    await get('/public/ama/pages/diary');
    expect(await renderedBy()).toBe('the last build');
    const second = await get('/public/ama/pages/diary');
    expect(await renderedBy()).not.toBe('the last build');
    // Another process (its memory empty) sends the stored bytes, not a render of the rows now.
    await t.app.publicCache.coordination.ownerChanged(owner.id);
    await t.app.db.updateTable('pages').set({ title: 'Changed behind the back' }).where('slug', '=', 'diary').execute();
    const third = await get('/public/ama/pages/diary');
    expect(third.body).toBe(second.body);
    expect(third.body).not.toContain('Changed behind the back');
  });

  it('never replaces a newer render by an older one', async () => {
    await editTagline('Newest');
    const before = await stored();
    const ownerNow = (await findPublicOwnerById(t.app.db, owner.id))!;
    const older = { ...ownerNow, documentsVersion: ownerNow.documentsVersion - 1 };
    const renderer = (
      await t.app.db
        .selectFrom('rendered_documents')
        .select('renderer')
        .where('owner_id', '=', owner.id)
        .executeTakeFirstOrThrow()
    ).renderer;
    await storeDocument(t.app.db, older, 'profile', renderer, renderedHtml(200, '<p>older</p>'));
    expect(await stored()).toEqual(before);
    expect((await get('/public/ama')).body).toContain('Newest');
  });

  it('stores nothing for a private profile, and a noindex owner’s documents keep their header', async () => {
    const shy = await createUser(t.app, { username: 'shy', firstName: 'Shy' });
    const quiet = await createUser(t.app, { username: 'quiet', firstName: 'Quiet' });
    const unpublished = await t.app.inject({
      method: 'POST',
      url: '/api/profile/publish',
      headers: shy.headers,
      payload: { isPublished: false },
    });
    expect(unpublished.statusCode).toBe(200);
    expect(await stored(shy.id)).toEqual([]);
    expect((await get('/public/shy')).statusCode).toBe(403);

    await t.app.db.updateTable('profiles').set({ allow_indexing: false }).where('user_id', '=', quiet.id).execute();
    await editTagline('Not for search engines', quiet);
    expect((await stored(quiet.id)).map((row) => row.document)).toEqual(['gallery', 'profile']);
    const first = await get('/public/quiet');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-robots-tag']).toBe('noindex');
    expect(first.body).toContain('Not for search engines');
  });

  it('goes with the account', async () => {
    const leaving = await createUser(t.app, { username: 'leaving', firstName: 'Leaving' });
    await editTagline('Here for now', leaving);
    expect(await stored(leaving.id)).toHaveLength(2);
    await t.app.db.deleteFrom('users').where('id', '=', leaving.id).execute();
    expect(await stored(leaving.id)).toEqual([]);
    expect((await get('/public/leaving')).statusCode).toBe(404);
  });
});
