import { DATA_EXPORT_MESSAGES as M, IMPORT_LIMITS } from '@sparklink/contract';
import { open as openFile } from 'node:fs/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError, invalidField } from '../../lib/app-error';

const unsafe = () => invalidField('archive', M.archiveUnsafe);
const damaged = () => invalidField('archive', M.archiveDamaged);

/** `PK\x03\x04`: a zip's first local file header. The bytes decide, never the name or the declared type. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

// Letters, digits, `.`, `_`, `-` in `/`-separated segments; no segment is `.` or `..`, none is empty.
const SAFE_NAME = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

/** The most an entry may hold once inflated: files are uploads, everything else a JSON document or text. */
const maxSizeOf = (name: string) => (name.startsWith('files/') ? IMPORT_LIMITS.fileBytes : IMPORT_LIMITS.documentBytes);

async function startsLikeZip(path: string): Promise<boolean> {
  const handle = await openFile(path, 'r');
  try {
    const head = Buffer.alloc(ZIP_SIGNATURE.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(ZIP_SIGNATURE);
  } finally {
    await handle.close();
  }
}

/** Checks one central-directory entry before anything of it is inflated. */
function assertSafeEntry(entry: Entry, seen: Map<string, Entry>, declaredTotal: number): void {
  if (seen.size >= IMPORT_LIMITS.entries) throw unsafe();
  const name = entry.fileName;
  if (!SAFE_NAME.test(name) || seen.has(name) || entry.isEncrypted()) throw unsafe();
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) throw unsafe();
  if (entry.uncompressedSize > maxSizeOf(name)) throw unsafe();
  if (declaredTotal + entry.uncompressedSize > IMPORT_LIMITS.totalBytes) throw unsafe();
  // A real document compresses about tenfold; a bomb by thousands. Tiny entries cannot hurt.
  const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
  if (entry.uncompressedSize > 64 * 1024 && ratio > IMPORT_LIMITS.maxRatio) throw unsafe();
}

/**
 * A zip opened for reading by name only: its directory is checked in full first (entry count,
 * names without paths that climb or start at the root, declared sizes, ratios, no encryption),
 * and each entry is then read with its size enforced as it inflates (yauzl also fails an entry
 * whose actual size differs from the declared one). Names are looked up, never joined to a path.
 *
 * Each entry is inflated at most once, and the bytes inflated are counted as they come, across
 * entries: past `inflatedCap` the archive is refused whatever its directory said (decision 035).
 */
export class ArchiveReader {
  #inflated = 0;
  readonly #read = new Set<string>();

  private constructor(
    private readonly zip: ZipFile,
    private readonly entries: Map<string, Entry>,
    private readonly inflatedCap: number,
  ) {}

  static async open(path: string, inflatedCap: number = IMPORT_LIMITS.totalBytes): Promise<ArchiveReader> {
    if (!(await startsLikeZip(path))) throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.archiveNotZip);
    const zip = await new Promise<ZipFile>((resolve, reject) =>
      yauzl.open(
        path,
        { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true },
        (error, opened) => (error || !opened ? reject(damaged()) : resolve(opened)),
      ),
    );
    try {
      return new ArchiveReader(zip, await readDirectory(zip), inflatedCap);
    } catch (error) {
      zip.close();
      throw error;
    }
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** True once `read` inflated the entry: the one time it may. */
  wasRead(name: string): boolean {
    return this.#read.has(name);
  }

  /** Bytes inflated so far, every entry together. */
  get inflated(): number {
    return this.#inflated;
  }

  /**
   * The entry's bytes, or null when the archive holds no such entry. A second read of one entry
   * is a caller's mistake (its documents named the entry twice and nobody refused them), so it
   * throws rather than inflating the entry again.
   */
  async read(name: string): Promise<Buffer | null> {
    const entry = this.entries.get(name);
    if (!entry) return null;
    if (this.#read.has(name)) throw new Error(`archive entry ${name} was already read`);
    this.#read.add(name);
    const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      this.zip.openReadStream(entry, (error, opened) => (error || !opened ? reject(damaged()) : resolve(opened))),
    );
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        this.#inflated += chunk.length;
        if (size > entry.uncompressedSize || this.#inflated > this.inflatedCap) throw unsafe();
        chunks.push(chunk);
      }
    } catch (error) {
      throw error instanceof AppError ? error : damaged();
    }
    return Buffer.concat(chunks, size);
  }

  close(): void {
    this.zip.close();
  }
}

function readDirectory(zip: ZipFile): Promise<Map<string, Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    let declaredTotal = 0;
    zip.on('entry', (entry: Entry) => {
      try {
        // Directory entries carry nothing; every file names its full path.
        if (!entry.fileName.endsWith('/')) {
          assertSafeEntry(entry, entries, declaredTotal);
          entries.set(entry.fileName, entry);
          declaredTotal += entry.uncompressedSize;
        }
        zip.readEntry();
      } catch (error) {
        reject(error);
      }
    });
    zip.on('end', () => resolve(entries));
    // yauzl refuses absolute names, `..` segments and backslashes itself: those are unsafe too.
    zip.on('error', (error: Error) => reject(/file ?name|path/i.test(error.message) ? unsafe() : damaged()));
    zip.readEntry();
  });
}
