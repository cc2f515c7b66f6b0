import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
// By path, not '@sparklink/contract/i18n': Vite bundles its config's relative imports but leaves
// packages to Node, which cannot load the contract's TypeScript.
import {
  DASHBOARD_CATALOG_AREAS,
  ENTRY_CATALOG_AREAS,
  LEGAL_CATALOG_AREA,
} from '../../../packages/contract/src/i18n/catalog-areas.ts';

const CATALOG_FILE = /[\\/]i18n[\\/]catalogs[\\/]([a-z]{2})[\\/]([\w-]+)\.json$/;

/** Areas downloaded together, as the SPA loads them (main.tsx, routes.tsx): one chunk each. */
const CHUNKS: [chunk: string, areas: ReadonlySet<string>][] = [
  ['entry', new Set(ENTRY_CATALOG_AREAS)],
  ['legal', new Set([LEGAL_CATALOG_AREA])],
  ['dashboard', new Set(DASHBOARD_CATALOG_AREAS)],
];

/**
 * Rollup's manualChunks: a language's catalogue files go into three chunks (entry, legal,
 * dashboard) instead of one request per area; no chunk mixes languages. The server-only areas
 * (public, mail) are never imported by the SPA, so they have no chunk.
 */
export function catalogChunk(id: string): string | undefined {
  const match = CATALOG_FILE.exec(id);
  if (!match) return undefined;
  const [, lang, area] = match;
  const chunk = CHUNKS.find(([, areas]) => areas.has(area!))?.[0];
  return chunk && `i18n-${lang}-${chunk}`;
}

/**
 * Compiles the message catalogues (packages/contract/src/i18n/catalogs) as the build reads them,
 * so the browser gets Lingui's ready-made message tokens and never downloads an ICU parser
 * (decision 026). Compiled messages are plain JSON, so Vite's own JSON handling takes it from here.
 */
export function compileCatalogs(): Plugin {
  return {
    name: 'sparklink:compile-catalogs',
    apply: 'build',
    enforce: 'pre',
    /**
     * catalog-preloads.json: each language's entry catalogue, for the server to name in index.html
     * (`<link rel="modulepreload">`) for the reader's language, so it downloads with the entry
     * script instead of a round trip after it (as route-preloads.json does for screens).
     */
    generateBundle(_options, bundle) {
      const preloads: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        const lang = item.type === 'chunk' ? /^i18n-([a-z]{2})-entry$/.exec(item.name)?.[1] : undefined;
        if (lang) (preloads[lang] ??= []).push(`/${item.fileName}`);
      }
      this.emitFile({ type: 'asset', fileName: 'catalog-preloads.json', source: JSON.stringify(preloads, null, 2) });
    },
    transform(code, id) {
      if (!CATALOG_FILE.test(id)) return null;
      const catalog = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(catalog).map(([key, message]) => [key, compileMessage(message)]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
