import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** scripts/test.mjs picks a free port; 4173 for a run by hand. */
export const e2ePort = (): number => Number(process.env.E2E_PORT ?? 4173);

/**
 * A fresh data directory per run. The config creates it once in the main process and leaves it in
 * the environment, which the server and the workers inherit, so all of them use the same one.
 */
export function e2eDataDir(): string {
  process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'sparklink-e2e-'));
  return process.env.E2E_DATA_DIR;
}
