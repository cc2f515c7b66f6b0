import { setupI18n } from '@lingui/core';
import type { Language } from '@sparklink/contract/i18n';
import { onTestFinished } from 'vitest';
import type { Html } from '../src/html/jsx-runtime';
import { startIslands } from '../src/islands';
import { withPublicText, type PublicText } from '../src/public-text';

/**
 * The public pages' words for a component test, as the server gives them (server-i18n.ts): the
 * `public` catalogue and the contract messages of one language. Compiled as they are used (tests
 * run outside production).
 */
const publicFiles = import.meta.glob<Record<string, string>>(
  '../../contract/src/i18n/catalogs/*/{public,messages}.json',
  { import: 'default', eager: true },
);

export function publicTextFor(lang: Language): PublicText {
  const file = (area: string) => publicFiles[`../../contract/src/i18n/catalogs/${lang}/${area}.json`] ?? {};
  const messages = {
    ...Object.fromEntries(Object.entries(file('public')).map(([key, value]) => [`public.${key}`, value])),
    ...Object.fromEntries(Object.entries(file('messages')).map(([key, value]) => [`messages:${key}`, value])),
  };
  const i18n = setupI18n({ locale: lang, messages: { [lang]: messages } });
  return {
    lang,
    t: (id, values) => i18n._(id, values),
    message: (english) => (`messages:${english}` in messages ? i18n._(`messages:${english}`) : english),
  };
}

/**
 * Shows a public view as a browser gets it: the server's HTML in `lang` (English unless said) as
 * the document's body, then its islands started by the page's own script. Undone after the test.
 */
export async function renderPublic(view: () => Html, lang: Language = 'en'): Promise<void> {
  document.body.innerHTML = withPublicText(publicTextFor(lang), view).html;
  const stops = await startIslands(document.body);
  onTestFinished(() => {
    stops.forEach((stop) => stop());
    document.body.innerHTML = '';
  });
}
