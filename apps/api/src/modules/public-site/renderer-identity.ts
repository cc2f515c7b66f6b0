import { hash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PublicAssets } from '@sparklink/public-site/render';
import { inputsHash } from '../../../../../scripts/build-if-changed.mjs';

/** Where the sources are when the server runs under tsx: from the repository's root, as npm runs it. */
const SOURCES = 'apps/api/src';
let sources: string | undefined;

/**
 * Which sources render this process's public documents: the hash `npm run build` wrote beside the
 * built server, or, under tsx (development, tests), the same hash of the sources themselves. Two
 * processes built from the same sources agree, so one serves what the other stored (decision 032).
 */
function sourcesHash(): string {
  if (sources === undefined) {
    // Beside the bundle when this runs as apps/api/dist/server.mjs; absent next to a source file.
    const stamp = fileURLToPath(new URL('./renderer.id', import.meta.url));
    if (existsSync(stamp)) sources = readFileSync(stamp, 'utf8').trim();
    else if (import.meta.url.endsWith('.ts') && existsSync(SOURCES)) sources = inputsHash();
    // A bundle without its stamp: this process shares no stored document rather than risk
    // another build's markup (the sources beside it may not be the ones it was built from).
    else sources = randomUUID();
  }
  return sources;
}

/**
 * The identity of what a rendered document depends on besides its owner's rows: the sources (the
 * views and their messages), the built assets it names (a development server may run with an older
 * web build, or none) and the address every link in it starts with.
 */
export const rendererIdentity = (publicOrigin: string, assets: PublicAssets): string =>
  hash('sha1', `${sourcesHash()}\n${JSON.stringify(assets)}\n${publicOrigin}`, 'base64url');
