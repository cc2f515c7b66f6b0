import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from './languages';

/** Where the catalogue files live: `catalogs/<lang>/<area>.json`. */
export const CATALOGS_DIR = path.join(import.meta.dirname, 'catalogs');

export type Catalog = Record<string, string>;

/** Every catalogue file of every language, read from disk: for the server and the tests. */
export function readCatalogFiles(): Record<Language, Record<string, Catalog>> {
  return Object.fromEntries(
    LANGUAGES.map((lang) => {
      const dir = path.join(CATALOGS_DIR, lang);
      const areas = readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(path.join(dir, file), 'utf8'))]);
      return [lang, Object.fromEntries(areas)];
    }),
  ) as Record<Language, Record<string, Catalog>>;
}
