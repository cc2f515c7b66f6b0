import { IMPORT_ARCHIVE_FIELD } from '@sparklink/contract';
import { ZipArchive } from 'archiver';
import { crc32, deflateRawSync } from 'node:zlib';
import yauzl from 'yauzl';
import { confirmIdentity, type TestUser } from '../../../test/helpers/factories';
import { multipart } from '../../../test/helpers/multipart';
import type { TestApp } from '../../../test/helpers/test-app';

/** Test support for archives: read one into a map, write honest and hostile ones, send one to import. */

/** Every entry of a zip by name. */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on('entry', (entry: yauzl.Entry) =>
        file.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        }),
      );
      file.on('end', () => resolve(entries));
      file.on('error', reject);
      file.readEntry();
    });
  });
}

/** A well-formed zip of the given entries, written by archiver as the export writes. */
export async function zipOf(entries: Map<string, Buffer | string>): Promise<Buffer> {
  const archive = new ZipArchive();
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => archive.on('end', resolve));
  for (const [name, body] of entries) archive.append(body, { name });
  await archive.finalize();
  await done;
  return Buffer.concat(chunks);
}

export interface RawEntry {
  name: string;
  body: Buffer;
  /** Deflate the body (else stored). */
  deflate?: boolean;
  /** The uncompressed size the headers claim, when it should lie. */
  declaredSize?: number;
}

/** A zip written byte by byte (APPNOTE 4.3), so names and sizes can be anything an attacker sends. */
export function rawZip(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = entry.deflate ? deflateRawSync(entry.body) : entry.body;
    const size = entry.declaredSize ?? entry.body.length;
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(0x0800, at + 2); // UTF-8 names
      header.writeUInt16LE(entry.deflate ? 8 : 0, at + 4);
      header.writeUInt32LE(0, at + 6); // time and date
      header.writeUInt32LE(crc32(entry.body), at + 10);
      header.writeUInt32LE(data.length, at + 14);
      header.writeUInt32LE(size, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export function exportOf(t: TestApp, user: TestUser) {
  return t.app.inject({ method: 'GET', url: '/api/account/export', headers: user.headers });
}

/** Imports as the SPA does: the owner proves who they are first (decision 034), then sends the archive. */
export async function importInto(
  t: TestApp,
  user: TestUser,
  archive: Buffer,
  field: string = IMPORT_ARCHIVE_FIELD,
  url = '/api/account/import',
) {
  await confirmIdentity(t.app, user);
  const { payload, headers } = multipart([
    { field, filename: 'export.zip', contentType: 'application/zip', body: archive },
  ]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...user.headers, ...headers },
    payload,
  });
}
