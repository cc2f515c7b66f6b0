import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * Writes `fileName` (under the build's output): each script the build wrote, with the modules it
 * holds and whether it is an entry. e2e/specs/byte-budget.spec.ts reads it to check what runs in
 * the browser (React DOM in the dashboard's entry, no Preact anywhere: decision 038) from the
 * bundle itself rather than from file names.
 */
export function moduleList(fileName: string): Plugin {
  return {
    name: 'sparklink-module-list',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = process.cwd();
      const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const list = Object.fromEntries(
        chunks.map((chunk) => [
          chunk.fileName,
          {
            isEntry: chunk.isEntry,
            modules: chunk.moduleIds.map((id) => path.relative(root, id.replace(/^\0/, '')).split(path.sep).join('/')),
          },
        ]),
      );
      this.emitFile({ type: 'asset', fileName, source: JSON.stringify(list, null, 1) });
    },
  };
}
