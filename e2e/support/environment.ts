import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** scripts/test.mjs picks a free port; 4173 for a run by hand. */
export const e2ePort = (): number => Number(process.env.E2E_PORT ?? 4173);

/** The UDP port of the DNS server the custom-domain spec starts, named in the server's DNS_SERVERS. */
export const e2eDnsPort = (): number => Number(process.env.E2E_DNS_PORT ?? e2ePort() + 1);

/** What owners' custom domains point their CNAME at in e2e (Caddy, on 127.0.0.1:443). */
export const E2E_DOMAIN_TARGET = 'sites.sparklink.test';

/**
 * A fresh data directory per run. The config creates it once in the main process and leaves it in
 * the environment, which the server and the workers inherit, so all of them use the same one.
 */
export function e2eDataDir(): string {
  process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'sparklink-e2e-'));
  return process.env.E2E_DATA_DIR;
}
