import { i18n } from '@lingui/core';
import { ENTRY_CATALOG_AREAS, isLanguage, type Language } from '@sparklink/contract/i18n';
import { loadCatalog, type LoadableArea } from './catalog-loaders';

/**
 * The SPA's one Lingui instance (decision 026). Screens name the catalogue areas they use in the
 * route table; a language switch loads the same areas in the new language before it shows, so a
 * screen never renders ids.
 */
export { i18n };

/**
 * Loaded before the first render (main.tsx). Passed on from here so main.tsx reaches the contract
 * through this module, as the rest of the entry does: importing it there first makes the bundler
 * split the i18n code out of the entry chunk into a chunk of its own (one more request).
 */
export { ENTRY_CATALOG_AREAS, isLanguage };

const loadedAreas = new Map<Language, Set<LoadableArea>>();
const inFlight = new Map<string, Promise<void>>();
/** The language last passed to activateLanguage, set before its messages arrive. */
let requested: Language | undefined;

/** Loads (once) these areas of a language; resolves when their messages can be used. */
export function loadAreas(lang: Language, areas: readonly LoadableArea[]): Promise<void> {
  // One set per language from the first call on: loads running side by side (the first screen's
  // route and the entry areas) each add to it, instead of the last to finish replacing the other's.
  let loaded = loadedAreas.get(lang);
  if (!loaded) loadedAreas.set(lang, (loaded = new Set()));
  const missing = areas.filter((area) => !loaded.has(area));
  if (!missing.length) return Promise.resolve();
  const key = `${lang}:${missing.join()}`;
  const pending =
    inFlight.get(key) ??
    Promise.all(missing.map((area) => loadCatalog(lang, area))).then((catalogs) => {
      i18n.load(lang, Object.assign({}, ...catalogs));
      missing.forEach((area) => loaded.add(area));
      inFlight.delete(key);
    });
  inFlight.set(key, pending);
  return pending;
}

/** Areas of the active language, for loading the same ones in the next. */
function activeAreas(): LoadableArea[] {
  return [...(loadedAreas.get(i18n.locale as Language) ?? ENTRY_CATALOG_AREAS)];
}

/**
 * Shows the app in `lang`: loads what the current screens use in that language, then switches
 * every mounted `useT()` at once and sets `<html lang>` for screen readers and spell checkers.
 */
export async function activateLanguage(lang: Language, areas: readonly LoadableArea[] = activeAreas()): Promise<void> {
  requested = lang;
  await loadAreas(lang, areas);
  if (i18n.locale !== lang) i18n.activate(lang);
  document.documentElement.lang = lang;
}

/**
 * The language screens should load their areas in: the one last asked for, even while its
 * messages are still on their way. The router starts the first screen's lazy route before the
 * first language is active (main.tsx), and that route must fetch that language, not English.
 */
export function requestedLanguage(): Language {
  return requested ?? activeLanguage();
}

/** The active language ('en' before anything is activated, as in a test that renders a bare component). */
export function activeLanguage(): Language {
  return (i18n.locale || 'en') as Language;
}
