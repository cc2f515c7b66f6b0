import { MESSAGES } from '@sparklink/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadServerCatalogs, serverTranslator } from './server-i18n';

beforeAll(loadServerCatalogs);

describe('serverTranslator', () => {
  it('gives each language its own message for an id', () => {
    expect(serverTranslator('en').t('auth.login.title')).toBe('Welcome back');
    expect(serverTranslator('fr').t('auth.login.title')).toBe('Bon retour');
    expect(serverTranslator('de').t('auth.login.title')).toBe('Willkommen zurück');
  });

  it('shows English contract messages as they are, and text it cannot translate as it came', () => {
    expect(serverTranslator('en').message(MESSAGES.invalidCredentials)).toBe('Invalid email or password');
    expect(serverTranslator('fr').message('Declined by the bank')).toBe('Declined by the bank');
  });
});
