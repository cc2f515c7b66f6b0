import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language } from '@sparklink/contract';
import {
  CATALOG_AREAS,
  CONTRACT_MESSAGES_AREA,
  DEFAULT_LANGUAGE,
  type MessageId,
  type MessageValues,
} from '@sparklink/contract/i18n';

/**
 * Messages on the server (decision 026): mail and the public portfolio's chrome, in the language
 * the owner chose. Every catalogue of every language is read and compiled once at start (a few
 * hundred KB); a translator is then a lookup. The same catalogues and ids as the SPA.
 */
export interface ServerTranslator {
  lang: Language;
  t(id: MessageId, values?: MessageValues): string;
  /** A contract message in this language; text without a translation as it came. */
  message(english: string): string;
}

const instances = new Map<Language, I18n>();

async function readCatalog(lang: Language, area: string): Promise<Record<string, string>> {
  if (lang === DEFAULT_LANGUAGE && area === CONTRACT_MESSAGES_AREA) return {};
  // A template import: the server's bundler (scripts/build-server.mjs) takes in every catalogue.
  const file = await import(`../../../../packages/contract/src/i18n/catalogs/${lang}/${area}.json`, {
    with: { type: 'json' },
  });
  return file.default as Record<string, string>;
}

/** Reads and compiles every catalogue; call once before the first translator (app.ts does). */
export async function loadServerCatalogs(): Promise<void> {
  if (instances.size) return;
  for (const lang of LANGUAGES) {
    const messages: Messages = {};
    for (const area of [...CATALOG_AREAS, CONTRACT_MESSAGES_AREA]) {
      for (const [key, message] of Object.entries(await readCatalog(lang, area))) {
        const id = area === CONTRACT_MESSAGES_AREA ? `${CONTRACT_MESSAGES_AREA}:${key}` : `${area}.${key}`;
        messages[id] = compileMessage(message);
      }
    }
    instances.set(lang, setupI18n({ locale: lang, messages: { [lang]: messages } }));
  }
}

export function serverTranslator(lang: Language): ServerTranslator {
  const i18n = instances.get(lang);
  if (!i18n) throw new Error('loadServerCatalogs() must run before a translator is asked for');
  return {
    lang,
    t: (id, values) => i18n._(id, values),
    message: (english) => {
      const id = `${CONTRACT_MESSAGES_AREA}:${english}`;
      return id in i18n.messages ? i18n._(id) : english;
    },
  };
}
