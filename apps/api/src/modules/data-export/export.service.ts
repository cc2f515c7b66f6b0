import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION } from '@sparklink/contract';
import { ZipArchive, type EntryData, type ZipEntryData } from 'archiver';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import type { UserRow } from '../users/user.repository';
import { ENTRY, README } from './archive-layout';
import { readOwnerDocuments, type OwnerDocuments } from './export-documents';
import { analyticsDailyPages, jsonArray, paymentPages } from './export-records';
import { toJsonResume, toVCard } from './owner-cards';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The download ended before the archive did: the client went away, or the stream failed. */
class ArchiveClosed extends Error {}

/**
 * Resolves once archiver has written the entry, so the next file is opened only then. Rejects
 * when the archive closes first (a client that went away), releasing the source it was handed.
 */
function appendInTurn(archive: ZipArchive, source: Readable | Buffer | string, data: ZipEntryData): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      archive.off('entry', onEntry).off('error', settle).off('close', onClose);
      if (!error) return resolve();
      if (source instanceof Readable) source.destroy();
      reject(error);
    };
    const onEntry = (entry: EntryData) => {
      if (entry.name === data.name) settle();
    };
    const onClose = () => settle(new ArchiveClosed('The export download ended before the archive'));
    archive.on('entry', onEntry).on('error', settle).on('close', onClose);
    archive.append(source, data);
  });
}

/** The stored files one at a time, uncompressed (WebP and PDF do not shrink); a lost file is logged and skipped. */
async function appendFiles(app: FastifyInstance, log: FastifyBaseLogger, archive: ZipArchive, docs: OwnerDocuments) {
  for (const { entry, key } of docs.files) {
    const stored = await app.storage.get(key);
    if (!stored) {
      log.error({ key }, 'a stored file is missing from storage; left out of the export');
      continue;
    }
    await appendInTurn(archive, stored.body, { name: entry, store: true });
  }
}

async function writeArchive(app: FastifyInstance, log: FastifyBaseLogger, archive: ZipArchive, user: UserRow) {
  // The daily counts are current up to yesterday, as the analytics screens show them.
  await app.analyticsRollups.settle(user.id);
  const docs = await readOwnerDocuments(app, user);
  const exportedAt = new Date().toISOString();
  const manifest = {
    format: EXPORT_FORMAT,
    version: EXPORT_FORMAT_VERSION,
    exportedAt,
    source: app.config.publicOrigin,
    email: user.email,
  };
  const card = {
    profile: docs.profile,
    links: docs.socialLinks,
    portfolioUrl: user.username ? `${app.config.publicOrigin}/public/${encodeURIComponent(user.username)}` : null,
    pictureUrl: user.profile_picture_url,
    exportedAt,
  };
  const texts: [string, string][] = [
    [ENTRY.readme, README],
    [ENTRY.manifest, json(manifest)],
    [ENTRY.profile, json(docs.profile)],
    [ENTRY.socialLinks, json(docs.socialLinks)],
    [ENTRY.pages, json(docs.pages)],
    [ENTRY.gallery, json(docs.gallery)],
    [ENTRY.resume, json(docs.resume)],
    [ENTRY.settings, json(docs.settings)],
    [ENTRY.jsonResume, json(toJsonResume(card))],
    [ENTRY.vcard, toVCard(card)],
  ];
  for (const [name, text] of texts) archive.append(text, { name });
  await appendInTurn(archive, Readable.from(jsonArray(paymentPages(app.db, user.id))), { name: ENTRY.payments });
  await appendInTurn(archive, Readable.from(jsonArray(analyticsDailyPages(app.db, user.id))), {
    name: ENTRY.analyticsDaily,
  });
  await appendFiles(app, log, archive, docs);
  await archive.finalize();
}

/**
 * The caller's archive as a stream: the response starts at once and the files flow through
 * (api-contract extension, decision 020). A failure after the first bytes can only cut the
 * download short, so it is logged and the stream destroyed; the client sees a broken download.
 */
export function exportArchive(app: FastifyInstance, log: FastifyBaseLogger, user: UserRow): Readable {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  archive.on('warning', (warning) => log.warn({ err: warning }, 'export archive warning'));
  writeArchive(app, log, archive, user).catch((error: unknown) => {
    if (error instanceof ArchiveClosed) return log.info('export download ended early');
    log.error({ err: error }, 'export archive failed');
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return archive;
}

/** `sparklink-export-<username or id>-<yyyy-mm-dd>.zip` */
export function exportFileName(user: UserRow, now = new Date()): string {
  const who = (user.username ?? user.id).replace(/[^A-Za-z0-9_-]/g, '');
  return `sparklink-export-${who}-${now.toISOString().slice(0, 10)}.zip`;
}
