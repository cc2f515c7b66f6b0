import { i18n } from '@lingui/core';
import { CONTRACT_MESSAGES_AREA, type Language } from '@sparklink/contract/i18n';
import { loadCatalog, type LoadableArea } from './catalog-loaders';

/**
 * The SPA's one Lingui instance (decision 026). Screens name the catalogue areas they use in the
 * route table; a language switch loads the same areas in the new language before it shows, so a
 * screen never renders ids.
 */
export { i18n };

/** The areas every screen may use: shared UI, the sign-in screens and the contract's messages. */
export const ENTRY_AREAS: LoadableArea[] = ['common', 'auth', CONTRACT_MESSAGES_AREA];

const loadedAreas = new Map<Language, Set<LoadableArea>>();
const inFlight = new Map<string, Promise<void>>();

/** Loads (once) these areas of a language; resolves when their messages can be used. */
export function loadAreas(lang: Language, areas: readonly LoadableArea[]): Promise<void> {
  const loaded = loadedAreas.get(lang) ?? new Set();
  const missing = areas.filter((area) => !loaded.has(area));
  if (!missing.length) return Promise.resolve();
  const key = `${lang}:${missing.join()}`;
  const pending =
    inFlight.get(key) ??
    Promise.all(missing.map((area) => loadCatalog(lang, area))).then((catalogs) => {
      i18n.load(lang, Object.assign({}, ...catalogs));
      missing.forEach((area) => loaded.add(area));
      loadedAreas.set(lang, loaded);
      inFlight.delete(key);
    });
  inFlight.set(key, pending);
  return pending;
}

/** Areas of the active language, for loading the same ones in the next. */
function activeAreas(): LoadableArea[] {
  return [...(loadedAreas.get(i18n.locale as Language) ?? ENTRY_AREAS)];
}

/**
 * Shows the app in `lang`: loads what the current screens use in that language, then switches
 * every mounted `useT()` at once and sets `<html lang>` for screen readers and spell checkers.
 */
export async function activateLanguage(lang: Language, areas: readonly LoadableArea[] = activeAreas()): Promise<void> {
  await loadAreas(lang, areas);
  if (i18n.locale !== lang) i18n.activate(lang);
  document.documentElement.lang = lang;
}

/** The active language ('en' before anything is activated, as in a test that renders a bare component). */
export function activeLanguage(): Language {
  return (i18n.locale || 'en') as Language;
}
