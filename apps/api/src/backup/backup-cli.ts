import { loadConfig } from '../config';
import { backup, restore } from './backup';

/**
 * `npm run backup [-- <directory>]` (default ./backups) while the server runs;
 * `npm run restore -- <backup directory> [--force]` with the server stopped.
 */
const [command, ...args] = process.argv.slice(2);
const config = loadConfig();

if (command === 'backup') {
  const result = await backup(config, args[0] ?? 'backups');
  console.log(`Backup written to ${result.dir}`);
  for (const line of result.instructions) console.log(line);
  if (result.missingFiles.length) {
    console.error(
      `${result.missingFiles.length} file(s) named by the database were deleted while copying: run the backup again`,
    );
    process.exit(1);
  }
} else if (command === 'restore' && args[0]) {
  try {
    restore(config, args[0], { force: args.includes('--force') });
    console.log(`Restored ${args[0]} into ${config.dataDir}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
} else {
  console.error('Usage: npm run backup [-- <directory>] | npm run restore -- <backup directory> [--force]');
  process.exit(2);
}
