import type { Language } from '@sparklink/contract/i18n';
import { act, getDefaultNormalizer, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { aSummary } from '../../../test/analytics-fakes';
import { aProfile, aUser, defaultSettings, ok } from '../../../test/owner-fakes';
import { renderDashboard } from '../test/render-dashboard';

interface Expected {
  greeting: string;
  clock: string;
  title: string;
  subtitle: string;
  quickActions: string;
  createPage: string;
  management: string;
  pagesCard: string;
  pages: string;
  galleryCard: string;
  items: string;
  analyticsCard: string;
  views: string;
  profileViews: string;
  profileViewCount: string;
  navOverview: string;
}

// Monday 2 June 2025, 09:05 local time. Narrow no-break spaces (U+202F) in French numbers.
const EXPECTED: Record<Exclude<Language, 'en'>, Expected> = {
  fr: {
    greeting: 'Bonjour, Ama !',
    clock: 'lundi 2 juin · 9:05',
    title: 'Vue d’ensemble du tableau de bord',
    subtitle: 'Bon retour, Ama !',
    quickActions: 'Actions rapides',
    createPage: 'Créer une page',
    management: 'Gestion du portfolio',
    pagesCard: 'Pages du portfolio',
    pages: '1 page',
    galleryCard: 'Galerie média',
    items: '14 éléments',
    analyticsCard: 'Centre de statistiques',
    views: '1\u202f234 vues sur les 30 derniers jours',
    profileViews: 'Vues du profil',
    profileViewCount: '1\u202f500',
    navOverview: 'Vue d’ensemble',
  },
  es: {
    greeting: '¡Buenos días, Ama!',
    clock: 'lunes, 2 de junio · 9:05',
    title: 'Resumen del panel',
    subtitle: '¡Hola de nuevo, Ama!',
    quickActions: 'Acciones rápidas',
    createPage: 'Crear página',
    management: 'Gestión del portfolio',
    pagesCard: 'Páginas del portfolio',
    pages: '1 página',
    galleryCard: 'Galería multimedia',
    items: '14 elementos',
    analyticsCard: 'Centro de estadísticas',
    views: '1234 visitas en los últimos 30 días',
    profileViews: 'Visitas al perfil',
    profileViewCount: '1500',
    navOverview: 'Resumen',
  },
  de: {
    greeting: 'Guten Morgen, Ama!',
    clock: 'Montag, 2. Juni · 9:05',
    title: 'Dashboard-Übersicht',
    subtitle: 'Willkommen zurück, Ama!',
    quickActions: 'Schnellaktionen',
    createPage: 'Seite erstellen',
    management: 'Portfolio-Verwaltung',
    pagesCard: 'Portfolio-Seiten',
    pages: '1 Seite',
    galleryCard: 'Mediengalerie',
    items: '14 Elemente',
    analyticsCard: 'Statistik-Zentrale',
    views: '1.234 Aufrufe in den letzten 30 Tagen',
    profileViews: 'Profilaufrufe',
    profileViewCount: '1.500',
    navOverview: 'Übersicht',
  },
};

// Keeps the narrow no-break space of French numbers, which the default normalizer turns into a space.
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const card = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('article')!;

/** The overview in `lang`, as the owner's saved settings ask for it (the shell follows them). */
async function renderOverviewIn(lang: Language) {
  await act(() => activateLanguage(lang));
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 2, 9, 5));
  const settings = defaultSettings();
  return renderDashboard('/dashboard', {
    api: {
      'GET /api/settings': ok({ ...settings, appearance: { ...settings.appearance, language: lang } }),
      'GET /api/pages': ok({ pages: [{ id: 'p1', title: 'Home' }] }),
      'GET /api/gallery?limit=1': ok({ items: [], totalCount: 14 }),
      'GET /api/profile': ok(aProfile()),
      'GET /api/analytics/summary?days=30': ok(aSummary({ totalViews: 1234, profileViews: 1500 })),
    },
  });
}

describe('overview in other languages', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each(Object.entries(EXPECTED) as [Exclude<Language, 'en'>, Expected][])(
    'reads in %s: greeting, date and time, headings, and counts with their plural',
    async (lang, expected) => {
      await renderOverviewIn(lang);
      expect(screen.getByRole('heading', { level: 2, name: expected.greeting })).toBeInTheDocument();
      expect(screen.getByText(expected.clock)).toHaveAttribute('datetime', new Date(2025, 5, 2, 9, 5).toISOString());
      expect(screen.getByRole('heading', { level: 1, name: expected.title })).toBeInTheDocument();
      expect(screen.getByText(expected.subtitle)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: expected.createPage })).toHaveAttribute('href', '/dashboard/pages');
      expect(screen.getByRole('region', { name: expected.quickActions })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: expected.management })).toBeInTheDocument();
      const sidebar = screen.getAllByRole('complementary')[0]!;
      expect(within(sidebar).getByRole('link', { name: new RegExp(expected.navOverview) })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(await within(card(expected.pagesCard)).findByText(expected.pages)).toBeInTheDocument();
      expect(await within(card(expected.galleryCard)).findByText(expected.items)).toBeInTheDocument();
      expect(await within(card(expected.analyticsCard)).findByText(expected.views, exact)).toBeInTheDocument();
      expect(within(card(expected.profileViews)).getByText(expected.profileViewCount, exact)).toBeInTheDocument();
      expect(document.documentElement.lang).toBe(lang);
    },
  );

  it.each([
    ['en', 'Good evening, there!', 'Welcome back!'],
    ['de', 'Guten Abend!', 'Willkommen zurück!'],
  ] as const)(
    'greets in %s without a name when the owner has no first name (never by the e-mail)',
    async (lang, greeting, subtitle) => {
      await act(() => activateLanguage(lang));
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2025, 5, 2, 18, 0));
      const settings = defaultSettings();
      renderDashboard('/dashboard', {
        user: aUser({ firstName: null, email: 'ama.kusi@example.com' }),
        api: { 'GET /api/settings': ok({ ...settings, appearance: { ...settings.appearance, language: lang } }) },
      });
      expect(screen.getByRole('heading', { level: 2, name: greeting })).toBeInTheDocument();
      expect(screen.getByText(subtitle)).toBeInTheDocument();
    },
  );
});
