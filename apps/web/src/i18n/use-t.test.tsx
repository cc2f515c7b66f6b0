import { MESSAGES } from '@sparklink/contract';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from './i18n';
import { formatCedi } from './intl';
import { useT } from './use-t';

function Greeting() {
  const { t, message, lang } = useT();
  return (
    <p lang={lang}>
      {t('auth.login.title')} / {message(MESSAGES.invalidCredentials)} / {message('Paystack said no')}
    </p>
  );
}

describe('useT', () => {
  it('renders English, then the new language as soon as it is activated', async () => {
    render(<Greeting />);
    expect(screen.getByText(/Welcome back/)).toHaveAttribute('lang', 'en');

    await act(() => activateLanguage('fr'));

    expect(screen.getByText(/Bon retour/)).toHaveAttribute('lang', 'fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('shows a text it has no translation for as it came', async () => {
    await activateLanguage('de');
    render(<Greeting />);
    expect(screen.getByText(/Willkommen zurück/).textContent).toContain('/ Paystack said no');
  });
});

describe('formatCedi', () => {
  it('writes GH₵ in every language, in that language’s number format', () => {
    expect(formatCedi('en', 35)).toBe('GH₵35');
    expect(formatCedi('en', 29.17)).toBe('GH₵29.17');
    expect(formatCedi('fr', 1234.5)).toBe('1\u202f234,50\u00a0GH₵');
    expect(formatCedi('de', 1234.5)).toBe('1.234,50\u00a0GH₵');
    expect(formatCedi('es', 35)).toBe('35\u00a0GH₵');
  });
});
