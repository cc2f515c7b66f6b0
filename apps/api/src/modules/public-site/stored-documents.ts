import { gzipSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { DB } from '../../db/schema';
import { toBool, toDate } from '../../db/values';
import { usernameKeyOf, type PublicOwner } from '../public/public-owner';
import { utf8Bytes, type RenderedHtml } from './render-cache';

/**
 * Public documents rendered at their owner's write and kept in the database (decision 032), so a
 * first view on any process reads one row instead of rendering. Only what every visitor gets alike
 * is stored: an open 200 (the profile, a page that is not protected, the gallery's first page).
 */

/** The name of each stored document of an owner. */
export const storedName = {
  profile: 'profile',
  page: (slug: string) => `page:${slug}`,
  gallery: 'gallery',
} as const;

/** A stored document as a first view sends it, with the owner it belongs to. */
export type StoredDocument = RenderedHtml & { body: Buffer; gzip: Buffer; ownerId: string };

// The owner's current version must be the one the document was rendered at: a document rendered
// before any later write of its owner never matches, whichever process stored it.
const storedDocument = compiledOnce({ usernameKey: String, document: String, renderer: String }, (db, p) =>
  db
    .selectFrom('users')
    .innerJoin('rendered_documents', (join) =>
      join
        .onRef('rendered_documents.owner_id', '=', 'users.id')
        .onRef('rendered_documents.version', '=', 'users.documents_version'),
    )
    .select([
      'users.id',
      'rendered_documents.html',
      'rendered_documents.gzip',
      'rendered_documents.etag',
      'rendered_documents.noindex',
      'rendered_documents.valid_until',
    ])
    .where('users.username_key', '=', p.usernameKey)
    .where('rendered_documents.document', '=', p.document)
    .where('rendered_documents.renderer', '=', p.renderer),
);

/** The X-Robots-Tag an owner's documents carry when they asked search engines to stay away. */
export const ownerHeaders = (owner: Pick<PublicOwner, 'allowIndexing'>): Record<string, string> =>
  owner.allowIndexing ? {} : { 'X-Robots-Tag': 'noindex' };

/**
 * The owner's stored document as current as their last write, rendered by `renderer`, or
 * undefined: none was rendered since, another build rendered it, or the plan it showed has ended.
 */
export async function readStoredDocument(
  db: Kysely<DB>,
  username: string,
  document: string,
  renderer: string,
): Promise<StoredDocument | undefined> {
  const row = await storedDocument.executeTakeFirst(db, { usernameKey: usernameKeyOf(username), document, renderer });
  const validUntil = row?.valid_until == null ? null : toDate(row.valid_until);
  if (!row || (validUntil !== null && validUntil <= new Date())) return undefined;
  const headers = ownerHeaders({ allowIndexing: !toBool(row.noindex) });
  return { status: 200, body: row.html, gzip: row.gzip, etag: row.etag, headers, ownerId: row.id, validUntil };
}

/**
 * Keeps a document rendered from rows read at `owner.documentsVersion`. An older render never
 * replaces a newer one; one older than the owner's current version is kept but never served, and
 * goes at their next write.
 */
export async function storeDocument(
  db: Kysely<DB>,
  owner: PublicOwner,
  document: string,
  renderer: string,
  rendered: RenderedHtml,
): Promise<void> {
  const html = typeof rendered.body === 'string' ? utf8Bytes(rendered.body) : rendered.body;
  const row = {
    owner_id: owner.id,
    document,
    version: owner.documentsVersion,
    renderer,
    html,
    gzip: gzipSync(html),
    etag: rendered.etag,
    noindex: !owner.allowIndexing,
    // The plan's end or the owner's next schedule transition (decision 056), whichever is first.
    valid_until: owner.validUntil,
  };
  await db
    .insertInto('rendered_documents')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['owner_id', 'document'])
        .doUpdateSet({ ...row })
        .where('rendered_documents.version', '<=', row.version),
    )
    .execute();
}

/**
 * Records an owner's write: their version moves on, so nothing rendered before it is served again,
 * and their stored documents go. Called after the write has committed, before its answer leaves.
 */
export async function ownerDocumentsChanged(db: Kysely<DB>, ownerId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ documents_version: eb('documents_version', '+', 1) }))
    .where('id', '=', ownerId)
    .execute();
  await db.deleteFrom('rendered_documents').where('owner_id', '=', ownerId).execute();
}
