import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, Rolldown } from 'vite';

/**
 * Runs the server build of src/prerender/prerender.tsx once it is written and saves what it renders
 * (the sign-in screens in every language, the dashboard's skeleton) as dist/prerendered.json, which
 * the server puts inside index.html's #root (decision 038).
 */
export function prerenderScreens(outFile: string): Plugin {
  return {
    name: 'sparklink-prerender-screens',
    apply: 'build',
    async writeBundle(options, bundle) {
      const entry = Object.values(bundle).find(
        (item): item is Rolldown.OutputChunk => item.type === 'chunk' && item.isEntry,
      );
      if (!entry || !options.dir) this.error('The prerender build wrote no entry chunk.');
      const module = (await import(pathToFileURL(path.join(options.dir, entry.fileName)).href)) as {
        prerenderAll(): Promise<unknown>;
      };
      writeFileSync(outFile, JSON.stringify(await module.prerenderAll()));
    },
  };
}
