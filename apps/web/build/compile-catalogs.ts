import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOG_FILE = /[\\/]i18n[\\/]catalogs[\\/]([a-z]{2})[\\/]([\w-]+)\.json$/;

/** Areas downloaded together: what every screen may need, the legal pages, and the dashboard's. */
const ENTRY = new Set(['common', 'auth', 'messages']);

/**
 * Rollup's manualChunks: a language's catalogue files go into three chunks (entry, legal,
 * dashboard) instead of one request per area; no chunk mixes languages.
 */
export function catalogChunk(id: string): string | undefined {
  const match = CATALOG_FILE.exec(id);
  if (!match) return undefined;
  const [, lang, area] = match;
  return `i18n-${lang}-${ENTRY.has(area!) ? 'entry' : area === 'legal' ? 'legal' : 'dashboard'}`;
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
