import { CONTRACT_MESSAGES_AREA, type CatalogArea, type Language } from '@sparklink/contract/i18n';

type Catalog = Record<string, unknown>;

/**
 * One lazy chunk per catalogue file, so a browser downloads only its language's catalogues, and
 * of those only the areas of the screens it opens (the build groups the files into a few chunks
 * per language: vite.config.ts). In the build the messages arrive precompiled
 * (build/compile-catalogs.ts); elsewhere Lingui compiles them as they are used.
 */
const files = import.meta.glob<Catalog>(
  [
    '../../../../packages/contract/src/i18n/catalogs/*/*.json',
    // Rendered on the server only: the browser never needs these.
    '!../../../../packages/contract/src/i18n/catalogs/*/{public,mail}.json',
  ],
  { import: 'default' },
);

export type LoadableArea = CatalogArea | typeof CONTRACT_MESSAGES_AREA;

/** The catalogue of one area in one language, its keys prefixed into message ids. */
export async function loadCatalog(lang: Language, area: LoadableArea): Promise<Catalog> {
  // English contract messages are their own keys: nothing to download (catalog-areas.ts).
  if (lang === 'en' && area === CONTRACT_MESSAGES_AREA) return {};
  const load = files[`../../../../packages/contract/src/i18n/catalogs/${lang}/${area}.json`];
  if (!load) throw new Error(`No ${area} catalogue for ${lang}`);
  const catalog = await load();
  return Object.fromEntries(Object.entries(catalog).map(([key, message]) => [messageId(area, key), message]));
}

/** `auth` + `login.title` → `auth.login.title`; a contract message's id is `messages:` + its English text. */
export function messageId(area: LoadableArea, key: string): string {
  return area === CONTRACT_MESSAGES_AREA ? `${CONTRACT_MESSAGES_AREA}:${key}` : `${area}.${key}`;
}
