import type { CatalogArea } from '@sparklink/contract/i18n';
import { loadAreas, requestedLanguage } from './i18n';

/** A route's lazy module, resolved once the catalogue areas its screens use are loaded too (in parallel). */
export async function withCatalogs<T>(areas: readonly CatalogArea[], screen: Promise<T>): Promise<T> {
  const [module] = await Promise.all([screen, loadAreas(requestedLanguage(), areas)]);
  return module;
}
