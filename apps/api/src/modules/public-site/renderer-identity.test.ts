import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INPUTS } from '../../../../../scripts/build-if-changed.mjs';

const root = path.resolve(import.meta.dirname, '../../../../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/**
 * A stored document is served only by a server built from the same sources (decision 032). The
 * sources hash must cover every workspace package the server is bundled from, or a change to the
 * public views (packages/public-site, decision 041) would leave documents rendered by the old ones
 * current after a deploy.
 */
describe('the renderer identity', () => {
  it('hashes the sources of every workspace package the API is built from', () => {
    const folders = new Map<string, string>(
      (read('package.json').workspaces as string[]).map((dir) => [read(`${dir}/package.json`).name, dir]),
    );
    const bundled = Object.keys(read('apps/api/package.json').dependencies).filter((name) =>
      name.startsWith('@sparklink/'),
    );
    expect(bundled).toEqual(expect.arrayContaining(['@sparklink/contract', '@sparklink/public-site']));
    for (const name of ['@sparklink/api', ...bundled]) expect(INPUTS).toContain(`${folders.get(name)}/src`);
  });
});
