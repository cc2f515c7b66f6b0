import { DATA_EXPORT_MESSAGES as M, EXPORT_FORMAT, EXPORT_FORMAT_VERSION } from '@sparklink/contract';
import type { z } from 'zod';
import { AppError, invalidField } from '../../lib/app-error';
import { findUnstorableText } from '../../lib/parse';
import { ENTRY } from './archive-layout';
import { IMPORTED_DOCUMENTS, ManifestSchema } from './archive-schemas';
import type { ArchiveReader } from './archive-reader';

type Documents = typeof IMPORTED_DOCUMENTS;
export type ImportedDocuments = { [K in keyof Documents]: z.infer<Documents[K]> };

const refuse = (message: string) => invalidField('archive', message);

async function readJson(reader: ArchiveReader, name: string, missing: string): Promise<unknown> {
  const bytes = await reader.read(name);
  if (!bytes) throw refuse(missing);
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw refuse(M.archiveDamaged);
  }
}

/**
 * The manifest decides whether the archive is ours, in a version this server reads, and the
 * caller's: it restores only into an account with the e-mail address it was exported from, so a
 * copied archive cannot dress a stranger's account up as its owner.
 */
async function assertOurs(reader: ArchiveReader, email: string): Promise<void> {
  const manifest = await readJson(reader, ENTRY.manifest, M.archiveNotOurs);
  const format = (manifest as { format?: unknown } | null)?.format;
  if (format !== EXPORT_FORMAT) throw refuse(M.archiveNotOurs);
  const parsed = ManifestSchema.safeParse(manifest);
  if (!parsed.success) throw refuse(M.archiveDamaged);
  if (parsed.data.version !== EXPORT_FORMAT_VERSION) throw refuse(M.archiveVersion);
  if (parsed.data.email.toLowerCase() !== email.toLowerCase()) throw new AppError('FORBIDDEN', M.archiveOtherAccount);
}

/**
 * Every document the import restores, read and checked before anything is written: a damaged
 * or incomplete archive is refused whole, never half imported. Text that no database can store
 * (NUL, lone surrogates) is refused the same way.
 */
export async function readImportedDocuments(reader: ArchiveReader, email: string): Promise<ImportedDocuments> {
  await assertOurs(reader, email);
  const names: Record<keyof Documents, string> = {
    profile: ENTRY.profile,
    socialLinks: ENTRY.socialLinks,
    pages: ENTRY.pages,
    gallery: ENTRY.gallery,
    resume: ENTRY.resume,
    settings: ENTRY.settings,
  };
  const documents: Partial<Record<keyof Documents, unknown>> = {};
  for (const [key, name] of Object.entries(names) as [keyof Documents, string][]) {
    const parsed = IMPORTED_DOCUMENTS[key].safeParse(await readJson(reader, name, M.archiveDamaged));
    if (!parsed.success || findUnstorableText(parsed.data) !== undefined) throw refuse(M.archiveDamaged);
    documents[key] = parsed.data;
  }
  return documents as ImportedDocuments;
}
