import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * For the screens people land on, writes route-preloads.json: the scripts each one needs beyond
 * the entry, so the server can name them in index.html (<link rel="modulepreload">) and the browser
 * fetches them with the entry instead of one round trip after it (decision 022).
 * `routes` maps a path to the source files of its lazy screens, as in src/app/routes.tsx.
 */
export function routePreloads(routes: Record<string, string[]>): Plugin {
  return {
    name: 'sparklink-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName: string, into: Set<string>) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        byFile.get(fileName)?.imports.forEach((imported) => closure(imported, into));
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const loaded = closure(entry.fileName, new Set());
      const preloads: Record<string, string[]> = {};
      for (const [path, sources] of Object.entries(routes)) {
        const files = new Set<string>();
        for (const source of sources) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(source));
          if (!chunk) this.error(`No chunk for ${source} (route ${path}); is it still lazily imported?`);
          closure(chunk.fileName, files);
        }
        preloads[path] = [...files].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads, null, 2) });
    },
  };
}
