import os from 'node:os';
import path from 'node:path';

/** scripts/test.mjs picks a free port; the data directory is derived from it so workers agree. */
export const e2ePort = (): number => Number(process.env.E2E_PORT ?? 4173);

export const e2eDataDir = (): string => path.join(os.tmpdir(), `sparklink-e2e-${e2ePort()}`);
