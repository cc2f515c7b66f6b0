import type { Language, MessageId, MessageValues } from '@sparklink/contract/i18n';
import { useMemo, useSyncExternalStore } from 'react';
import { messageId } from './catalog-loaders';
import { activeLanguage, i18n } from './i18n';

export interface Translator {
  lang: Language;
  /** The message `id` in the active language, its placeholders filled from `values`. */
  t: (id: MessageId, values?: MessageValues) => string;
  /**
   * A contract message (MESSAGES and the other *_MESSAGES constants) or a server's error text in
   * the active language. Text without a translation (a message built from a value, a reason from
   * a payment provider) is shown as it came.
   */
  message: (english: string) => string;
}

/** The same functions outside components (a toast raised in a mutation callback). */
export function translator(): Translator {
  return {
    lang: activeLanguage(),
    t: (id, values) => i18n._(id, values),
    message: (english) => {
      const id = messageId('messages', english);
      return id in i18n.messages ? i18n._(id) : english;
    },
  };
}

// Bumped on every language switch or catalogue load (before any component hears of it), so
// components re-read their messages.
let version = 0;
i18n.on('change', () => version++);
const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentVersion = () => version;

/**
 * Messages of the active language; the component renders again when the language changes. The
 * build's prerender of the sign-in screens (decision 038) reads the same snapshot on the server.
 */
export function useT(): Translator {
  const current = useSyncExternalStore(subscribe, currentVersion, currentVersion);
  return useMemo(translator, [current]);
}
