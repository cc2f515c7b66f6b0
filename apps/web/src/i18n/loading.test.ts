import { ENTRY_CATALOG_AREAS } from '@sparklink/contract/i18n';
import { describe, expect, it } from 'vitest';
import { activateLanguage, activeLanguage, i18n, loadAreas, requestedLanguage } from './i18n';

// German and Spanish are untouched by the test setup (which loads English), so these start cold.
describe('loading catalogues', () => {
  it('keeps every area loaded side by side, so switching language brings all of them', async () => {
    // As at start-up: the first route's areas and the entry areas load at the same time.
    await Promise.all([loadAreas('de', ['settings']), activateLanguage('de', ENTRY_CATALOG_AREAS)]);
    expect(i18n._('settings.appearance.title')).toBe('Darstellung');

    await activateLanguage('es');
    expect(i18n._('settings.appearance.title')).toBe('Apariencia');
    expect(i18n._('auth.login.title')).toBe('Hola de nuevo');
  });

  it('names the language being switched to before its messages have arrived', async () => {
    const switching = activateLanguage('fr', ENTRY_CATALOG_AREAS);
    expect(requestedLanguage()).toBe('fr');
    expect(activeLanguage()).toBe('en');
    await switching;
    expect(activeLanguage()).toBe('fr');
  });
});
