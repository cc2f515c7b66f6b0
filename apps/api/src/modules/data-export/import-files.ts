import { DATA_EXPORT_MESSAGES as M, GALLERY_LIMITS } from '@sparklink/contract';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { invalidField } from '../../lib/app-error';
import { pixelsClaimed } from '../uploads/image-processing';
import type { ArchiveReader } from './archive-reader';
import type { ImportedDocuments } from './import-documents';

/** A file the documents name, where they name it (`gallery[12].file`), and whether it is decoded as an image. */
interface FileReference {
  name: string;
  field: string;
  image: boolean;
}

/**
 * The archive's gallery items in the order they are imported, with their index in the document;
 * only the first `GALLERY_LIMITS.itemsPerUser` can come in, the rest are over the gallery limit.
 */
export function galleryInImportOrder(docs: ImportedDocuments) {
  return docs.gallery.map((item, index) => ({ item, index })).sort((a, b) => a.item.order - b.item.order);
}

/**
 * Every file the documents name, in the documents' own order (so a refusal names the second
 * mention of a name, not the first), and those the import uses: the gallery only up to its limit.
 */
function referencesOf(docs: ImportedDocuments): { all: FileReference[]; used: FileReference[] } {
  const { profilePicture, backgroundImage } = docs.profile;
  const profile: FileReference[] = [];
  if (profilePicture) profile.push({ name: profilePicture, field: 'profile.profilePicture', image: true });
  if (backgroundImage) profile.push({ name: backgroundImage, field: 'profile.backgroundImage', image: true });
  const galleryReference = (item: ImportedDocuments['gallery'][number], index: number): FileReference[] =>
    item.file ? [{ name: item.file, field: `gallery[${index}].file`, image: true }] : [];
  const resume: FileReference[] = docs.resume?.file
    ? [{ name: docs.resume.file, field: 'resume.file', image: false }]
    : [];
  const gallery = docs.gallery.flatMap(galleryReference);
  const galleryUsed = galleryInImportOrder(docs)
    .slice(0, GALLERY_LIMITS.itemsPerUser)
    .flatMap(({ item, index }) => galleryReference(item, index));
  return { all: [...profile, ...gallery, ...resume], used: [...profile, ...galleryUsed, ...resume] };
}

/**
 * One entry named twice would be inflated and decoded once per mention (issue 30): a SparkLink
 * export names every file once, so an archive that names one twice, or names a document it was
 * read as, is refused with the second mention's path rather than reused.
 */
function assertNamedOnce(reader: ArchiveReader, references: FileReference[]): void {
  const seen = new Set<string>();
  for (const { name, field } of references) {
    if (seen.has(name) || reader.wasRead(name)) throw invalidField(field, M.archiveFileRepeated);
    seen.add(name);
  }
}

/** The files an import restores, inflated once each, before anything was written. */
export class ImportFiles {
  constructor(private readonly spooled: Map<string, string>) {}

  /** The entry's bytes, or null when the archive does not hold it (or the import does not use it). */
  async read(name: string): Promise<Buffer | null> {
    const file = this.spooled.get(name);
    return file === undefined ? null : readFile(file);
  }
}

/**
 * Reads every file the import will use before the first write, so that a refusal leaves the
 * account as it was: each entry is inflated once (the reader counts the bytes against its cap)
 * into the import's temporary directory, and the images' headers must claim no more pixels in all
 * than `pixelBudget` (decision 035). Only the headers are read here; decoding comes later, in the
 * decode slots every upload shares.
 */
export async function prepareFiles(
  reader: ArchiveReader,
  docs: ImportedDocuments,
  dir: string,
  pixelBudget: number,
): Promise<ImportFiles> {
  const { all, used } = referencesOf(docs);
  assertNamedOnce(reader, all);
  const spooled = new Map<string, string>();
  let pixels = 0;
  for (const reference of used) {
    const bytes = await reader.read(reference.name);
    if (!bytes) continue;
    if (reference.image) {
      pixels += await pixelsClaimed(bytes);
      if (pixels > pixelBudget) throw invalidField('archive', M.archiveTooManyPixels);
    }
    const file = path.join(dir, `entry-${spooled.size}`);
    await writeFile(file, bytes);
    spooled.set(reference.name, file);
  }
  return new ImportFiles(spooled);
}
