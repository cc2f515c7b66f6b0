import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Config } from '../config';

/**
 * A consistent snapshot of a running instance (`npm run backup`) and its way back
 * (`npm run restore`). On SQLite the database is copied with SQLite's online backup, which reads
 * a consistent state while the server goes on writing; then the uploads are copied. Files are
 * written before the rows that name them commit, so every file the snapshot names was on disk
 * when the copy started; one deleted meanwhile (a replaced image) is reported, not silently lost.
 */

const DATABASE_FILE = 'sparklink.db';
const UPLOADS = 'uploads';
const SECRETS = 'secrets.json';
export const MANIFEST = 'manifest.json';

export interface BackupResult {
  dir: string;
  /** Files the database names that were gone from the uploads by the time they were copied. */
  missingFiles: string[];
  /** What the operator still has to do by hand (PostgreSQL, S3). */
  instructions: string[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}-${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;

export async function backup(config: Config, targetRoot: string, now = new Date()): Promise<BackupResult> {
  const dir = path.resolve(targetRoot, `sparklink-backup-${stamp(now)}`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const instructions: string[] = [];
  let referencedFiles: string[] = [];

  if (config.database.url) {
    instructions.push(
      `PostgreSQL is backed up with its own tools while the server runs: pg_dump --format=custom --file=${path.join(dir, 'sparklink.pgdump')} "${redactPassword(config.database.url)}"${config.database.schema ? ` --schema=${config.database.schema}` : ''}`,
    );
  } else {
    const source = new SQLite(config.database.sqliteFile, { readonly: true, fileMustExist: true });
    try {
      await source.backup(path.join(dir, DATABASE_FILE));
    } finally {
      source.close();
    }
    referencedFiles = storedFileKeys(path.join(dir, DATABASE_FILE));
  }

  const uploads = path.join(config.dataDir, UPLOADS);
  if (config.s3)
    instructions.push(
      `Uploads live in the S3 bucket ${config.s3.bucket}: back it up with the provider's versioning or replication.`,
    );
  else if (existsSync(uploads))
    cpSync(uploads, path.join(dir, UPLOADS), { recursive: true, filter: (file) => !file.endsWith('.partial') });

  const secrets = path.join(config.dataDir, SECRETS);
  if (existsSync(secrets)) cpSync(secrets, path.join(dir, SECRETS));

  const missingFiles = config.s3 ? [] : referencedFiles.filter((key) => !existsSync(path.join(dir, UPLOADS, key)));
  const manifest = {
    format: 1,
    createdAt: now.toISOString(),
    database: config.database.url ? 'postgres' : 'sqlite',
    missingFiles,
    instructions,
  };
  writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return { dir, missingFiles, instructions };
}

/**
 * Puts a backup back into the configured DATA_DIR. The server must be stopped. It refuses to
 * overwrite an existing database unless `force` is given, so a mistyped path cannot wipe an instance.
 */
export function restore(config: Config, backupDir: string, { force = false } = {}): void {
  const from = path.resolve(backupDir);
  if (!existsSync(path.join(from, MANIFEST))) throw new Error(`${from} is not a SparkLink backup (no ${MANIFEST})`);
  const hasDatabase = existsSync(path.join(from, DATABASE_FILE));
  if (hasDatabase && config.database.url)
    throw new Error('This backup holds a SQLite database; the configuration uses PostgreSQL (DATABASE_URL)');
  if (hasDatabase && existsSync(config.database.sqliteFile) && !force) {
    throw new Error(`${config.database.sqliteFile} exists: stop the server and pass --force to replace it`);
  }
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  if (hasDatabase) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${config.database.sqliteFile}${suffix}`, { force: true });
    cpSync(path.join(from, DATABASE_FILE), config.database.sqliteFile);
  }
  const uploads = path.join(config.dataDir, UPLOADS);
  if (existsSync(path.join(from, UPLOADS))) {
    rmSync(uploads, { recursive: true, force: true });
    cpSync(path.join(from, UPLOADS), uploads, { recursive: true });
  }
  if (existsSync(path.join(from, SECRETS))) cpSync(path.join(from, SECRETS), path.join(config.dataDir, SECRETS));
}

/** Every storage key the database names: profile images, gallery images and thumbnails, resumes. */
function storedFileKeys(databaseFile: string): string[] {
  const db = new SQLite(databaseFile, { readonly: true });
  try {
    const rows = db
      .prepare(
        `select profile_picture_key as key from users union select background_image_key from profiles
         union select storage_key from gallery_items union select thumbnail_key from gallery_items
         union select storage_key from resumes`,
      )
      .all() as Array<{ key: string | null }>;
    return rows.map((row) => row.key).filter((key): key is string => Boolean(key));
  } finally {
    db.close();
  }
}

function redactPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
