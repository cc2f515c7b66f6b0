import type { Language } from '@sparklink/contract';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { initialLanguage } from '../../i18n/language-choice';
import { useLanguageFromSettings } from '../../i18n/use-language-from-settings';
import { defaultSettings, ok } from '../../test/owner-fakes';
import { aSubscription } from '../../test/subscription-fakes';
import { renderOwner } from '../../test/render-owner';
import { ImportSummary } from './data/import-summary';
import { withChange } from './lib/setting-change';
import { SettingsScreen } from './settings-screen';
import { defaultSecurity, renderSettings } from './test/render-settings';

afterEach(() => vi.unstubAllGlobals());

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

const EXPECTED: Record<
  Exclude<Language, 'en'>,
  {
    headings: string[];
    theme: string;
    themes: string[];
    twoFactor: string;
    status: string;
    billing: string;
    amount: string;
  }
> = {
  fr: {
    headings: [
      'Informations du compte',
      'Sécurité et authentification',
      'Gestion de l’abonnement',
      'Domaine personnalisé',
      'Notifications',
      'Confidentialité et visibilité',
      'Apparence',
      'Vos données',
      'Zone de danger',
    ],
    theme: 'Thème',
    themes: ['Clair', 'Sombre', 'Système'],
    twoFactor:
      'Chaque connexion demande un code de votre application d’authentification. 2 codes de récupération restants.',
    status: 'StatutActif',
    billing: 'Prochain prélèvement26 juillet 2030',
    amount: 'Montant70\u00a0GH₵ / mois',
  },
  es: {
    headings: [
      'Información de la cuenta',
      'Seguridad y autenticación',
      'Gestión de la suscripción',
      'Dominio propio',
      'Notificaciones',
      'Privacidad y visibilidad',
      'Apariencia',
      'Tus datos',
      'Zona de peligro',
    ],
    theme: 'Tema',
    themes: ['Claro', 'Oscuro', 'Sistema'],
    twoFactor: 'Cada inicio de sesión pide un código de tu app de autenticación. Te quedan 2 códigos de recuperación.',
    status: 'EstadoActiva',
    billing: 'Próximo cobro26 de julio de 2030',
    amount: 'Importe70\u00a0GH₵ / mes',
  },
  de: {
    headings: [
      'Kontoinformationen',
      'Sicherheit und Anmeldung',
      'Abo-Verwaltung',
      'Eigene Domain',
      'Benachrichtigungen',
      'Privatsphäre und Sichtbarkeit',
      'Darstellung',
      'Deine Daten',
      'Gefahrenzone',
    ],
    theme: 'Design',
    themes: ['Hell', 'Dunkel', 'System'],
    twoFactor:
      'Bei jeder Anmeldung wird ein Code aus deiner Authenticator-App abgefragt. 2 Wiederherstellungscodes übrig.',
    status: 'StatusAktiv',
    billing: 'Nächste Abbuchung26. Juli 2030',
    amount: 'Betrag70\u00a0GH₵ / Monat',
  },
};

describe('the settings screen in other languages', () => {
  it.each(Object.entries(EXPECTED))('speaks %s: headings, labels, plurals, dates and cedi', async (lang, expected) => {
    await act(() => activateLanguage(lang as Language));
    renderSettings({
      api: {
        'GET /api/auth/security': ok(
          defaultSecurity({
            twoFactor: { enabled: true, enabledAt: '2030-01-01T00:00:00.000Z', recoveryCodesLeft: 2, recovery: null },
          }),
        ),
        'GET /api/subscriptions/current': ok(aSubscription({ tier: 'BLAZE' })),
      },
    });
    const theme = await screen.findByRole('combobox', { name: expected.theme });
    expect(headings()).toEqual(expected.headings);
    expect(
      within(theme)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(expected.themes);
    expect(await screen.findByText(expected.twoFactor)).toBeInTheDocument();

    const [, status, billing, amount] = (await screen.findByText('Blaze')).closest('dl')!.children;
    expect(status!.textContent).toBe(expected.status);
    expect(billing!.textContent).toBe(expected.billing);
    expect(amount!.textContent).toBe(expected.amount);
  });

  it('keeps every language named in itself, whichever is showing', async () => {
    await act(() => activateLanguage('de'));
    renderSettings();
    const language = await screen.findByRole('combobox', { name: 'Sprache' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'Español', 'Français', 'Deutsch']);
  });

  it('says in French what an import restored, with plural forms', async () => {
    await act(() => activateLanguage('fr'));
    render(
      <ImportSummary
        result={{
          imported: { profile: true, pages: 1, socialLinks: 4, galleryItems: 0, resume: false, settings: true },
          leftOut: [],
        }}
      />,
    );
    expect(
      screen.getByText(
        'Restauré : votre profil, 1 page, 4 liens sociaux, 0 élément de galerie, aucun CV et vos paramètres.',
      ),
    ).toBeInTheDocument();
  });
});

/** What the dashboard shell does for every screen in it (dashboard-layout.tsx). */
function FollowsSavedLanguage({ children }: { children: ReactNode }) {
  useLanguageFromSettings();
  return children;
}

describe('choosing a language in Settings', () => {
  it('switches the open settings screen at once, and this device remembers it for the next visit', async () => {
    const user = userEvent.setup();
    const french = withChange(defaultSettings(), { group: 'appearance', key: 'language', value: 'fr' });
    const { calls } = renderOwner(
      [
        {
          path: '/dashboard/settings',
          element: (
            <FollowsSavedLanguage>
              <SettingsScreen />
            </FollowsSavedLanguage>
          ),
        },
      ],
      '/dashboard/settings',
      {
        api: {
          'GET /api/settings': ok(defaultSettings()),
          'GET /api/auth/security': ok(defaultSecurity()),
          'PUT /api/settings': ok(french, 'Settings updated'),
        },
      },
    );
    const language = await screen.findByRole('combobox', { name: 'Language' });
    expect(screen.getByRole('heading', { level: 2, name: 'Appearance' })).toBeInTheDocument();

    await user.selectOptions(language, 'fr');

    expect(await screen.findByRole('heading', { level: 2, name: 'Apparence' })).toBeInTheDocument();
    expect(headings()).toContain('Zone de danger');
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(calls.sent('PUT /api/settings')).toEqual([{ appearance: { language: 'fr' } }]);
    // A reload starts in the stored choice (main.tsx activates initialLanguage() before rendering).
    expect(localStorage.getItem('language')).toBe('fr');
    expect(initialLanguage()).toBe('fr');
  });
});
