import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './languages';

describe('negotiateLanguage', () => {
  it.each([
    ['fr-CI,fr;q=0.9,en;q=0.8', 'fr'],
    ['en-GB,en;q=0.9', 'en'],
    ['de-DE', 'de'],
    ['es-419,es;q=0.9', 'es'],
    ['tw,ak;q=0.9,fr;q=0.5,en;q=0.4', 'fr'],
    ['en;q=0.5,de;q=0.8', 'de'],
    ['fr;q=0,es', 'es'],
    ['*', 'en'],
    ['', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });

  it('takes navigator.languages in their order', () => {
    expect(negotiateLanguage(['ak-GH', 'fr-FR', 'en-US'])).toBe('fr');
    expect(negotiateLanguage([])).toBe('en');
    expect(negotiateLanguage(undefined)).toBe('en');
  });
});
