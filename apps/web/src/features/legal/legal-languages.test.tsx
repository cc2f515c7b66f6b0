import { act, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { AuthContext, type AuthState } from '../../lib/session/auth-context';
import { PrivacyScreen } from './privacy-screen';
import { TermsScreen } from './terms-screen';

const renderSignedOut = (ui: ReactElement) =>
  render(
    <AuthContext.Provider value={{ isAuthenticated: false } as AuthState}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AuthContext.Provider>,
  );

const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('legal texts in other languages', () => {
  it('shows the terms in French, the English-prevails note on top and the date in French', async () => {
    await act(() => activateLanguage('fr'));
    renderSignedOut(<TermsScreen />);

    expect(screen.getByRole('heading', { level: 1, name: "Conditions d'utilisation" })).toBeInTheDocument();
    expect(screen.getByRole('note').textContent).toBe(
      'Cette traduction est fournie à titre indicatif\u00a0; seule la version anglaise fait foi.',
    );
    expect(screen.getByText('Dernière mise à jour : 3 janvier 2025')).toBeInTheDocument();
    expect(sectionTitles()).toEqual([
      '1. Acceptation des conditions',
      "2. Qu'est-ce que SparkLink",
      '3. Votre compte',
      '4. Règles relatives au contenu',
      "5. Forfaits d'abonnement",
      '6. Confidentialité',
      '7. Résiliation',
      '8. Contact',
    ]);
    expect(screen.getByRole('region', { name: '3. Votre compte' })).toHaveTextContent(
      'Vous devez avoir au moins 13 ans pour utiliser SparkLink.',
    );
    const contents = screen.getByRole('navigation', { name: 'Sommaire' });
    expect(within(contents).getByRole('link', { name: "Forfaits d'abonnement" })).toHaveAttribute('href', '#plans');
    expect(screen.getByRole('link', { name: "Retour à l'inscription" })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', '/privacy');
  });

  it('shows the privacy policy in Spanish with the note and the rights list', async () => {
    await act(() => activateLanguage('es'));
    renderSignedOut(<PrivacyScreen />);

    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    expect(screen.getByRole('note').textContent).toBe(
      'Esta traducción se ofrece solo por comodidad; prevalece la versión en inglés.',
    );
    expect(screen.getByText('Última actualización: 3 de enero de 2025')).toBeInTheDocument();
    const rights = within(screen.getByRole('region', { name: '5. Tus derechos' })).getAllByRole('listitem');
    expect(rights.map((item) => item.textContent)).toEqual([
      'acceder a la información que tenemos sobre ti;',
      'corregirla desde tu perfil y tus ajustes;',
      'eliminar tu cuenta, lo que elimina tu portafolio y todo su contenido;',
      'exportar los datos de tu portafolio: Ajustes → Exportar mis datos descarga tu perfil, enlaces, páginas, galería, currículum, ajustes, historial de pagos y recuentos de visitas en un único archivo, que puedes importar en una nueva cuenta de SparkLink.',
    ]);
    expect(screen.getByRole('region', { name: '1. Información que recopilamos' })).toHaveTextContent(
      'Lo que nos das: tu dirección de correo electrónico',
    );
  });

  it('shows the terms in German with the note and a German date', async () => {
    await act(() => activateLanguage('de'));
    renderSignedOut(<TermsScreen />);

    expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeInTheDocument();
    expect(screen.getByRole('note').textContent).toBe(
      'Diese Übersetzung dient nur der Information; maßgeblich ist die englische Fassung.',
    );
    expect(screen.getByText('Zuletzt aktualisiert: 3. Januar 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '5. Abo-Tarife' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Registrierung' })).toHaveAttribute('href', '/register');
  });

  it('has no note in English, the text that binds', () => {
    renderSignedOut(<TermsScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByText(/English version prevails/)).not.toBeInTheDocument();
  });
});
