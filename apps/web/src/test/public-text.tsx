import { setupI18n } from '@lingui/core';
import type { Language } from '@sparklink/contract/i18n';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PublicTextProvider, type PublicText } from '../public/public-text';

/**
 * The public pages' words for a component test, as the server gives them (server-i18n.ts): the
 * `public` catalogue and the contract messages of one language. Compiled as they are used (tests
 * run outside production).
 */
const publicFiles = import.meta.glob<Record<string, string>>(
  '../../../../packages/contract/src/i18n/catalogs/*/{public,messages}.json',
  { import: 'default', eager: true },
);

export function publicTextFor(lang: Language): PublicText {
  const file = (area: string) =>
    publicFiles[`../../../../packages/contract/src/i18n/catalogs/${lang}/${area}.json`] ?? {};
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

/** Renders a public view as the server would, in `lang` (English unless said). */
export function renderPublic(ui: ReactElement, lang: Language = 'en') {
  return render(<PublicTextProvider text={publicTextFor(lang)}>{ui}</PublicTextProvider>);
}
