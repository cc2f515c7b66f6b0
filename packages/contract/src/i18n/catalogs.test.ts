import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { CATALOG_AREAS } from './catalog-areas';
import { readCatalogFiles } from './catalogs';
import { contractMessageTexts } from './contract-messages';

const files = readCatalogFiles();
const english = files.en;
const translations = LANGUAGES.filter((lang) => lang !== 'en');

/** The placeholder names a message uses: `{name}` and the argument of `{count, plural, …}`. */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]!))].sort();
}

describe('message catalogues', () => {
  it('has one English file per area, and nothing else', () => {
    expect(Object.keys(english).sort()).toEqual([...CATALOG_AREAS].sort());
  });

  for (const lang of translations) {
    describe(lang, () => {
      it('has exactly the areas English has, plus the contract messages', () => {
        expect(Object.keys(files[lang]).sort()).toEqual([...CATALOG_AREAS, 'messages'].sort());
      });

      it('messages: translates every fixed contract message and nothing else', () => {
        const texts = contractMessageTexts();
        const messages = files[lang].messages ?? {};
        const missing = texts.filter((text) => !(text in messages));
        const extra = Object.keys(messages).filter((key) => !texts.includes(key));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it('messages: has no placeholders, as the English texts are fixed', () => {
        const withPlaceholders = Object.entries(files[lang].messages ?? {})
          .filter(([, message]) => placeholders(message).length > 0)
          .map(([key]) => key);
        expect(withPlaceholders).toEqual([]);
      });

      for (const area of CATALOG_AREAS) {
        it(`${area}: has every key English has and no other`, () => {
          const missing = Object.keys(english[area]!).filter((key) => !(key in files[lang][area]!));
          const extra = Object.keys(files[lang][area]!).filter((key) => !(key in english[area]!));
          expect({ missing, extra }).toEqual({ missing: [], extra: [] });
        });

        it(`${area}: uses the same placeholders as English in every message`, () => {
          const differing = Object.entries(files[lang][area]!)
            .filter(([key, message]) => placeholders(message).join() !== placeholders(english[area]![key] ?? '').join())
            .map(([key]) => key);
          expect(differing).toEqual([]);
        });
      }
    });
  }

  it('has only valid ICU messages, none empty', () => {
    const broken: string[] = [];
    for (const lang of LANGUAGES)
      for (const [area, catalog] of Object.entries(files[lang]))
        for (const [key, message] of Object.entries(catalog)) {
          try {
            if (!message.trim()) throw new Error('empty');
            compileMessage(message);
          } catch (error) {
            broken.push(`${lang}/${area}/${key}: ${(error as Error).message}`);
          }
        }
    expect(broken).toEqual([]);
  });
});
