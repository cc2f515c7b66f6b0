import type { Language } from '@sparklink/contract/i18n';
import type { Page } from '@sparklink/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { ok } from '../../../test/owner-fakes';
import { makePage } from '../test/page-factory';
import { renderPages } from '../test/render-pages';

afterEach(() => vi.unstubAllGlobals());

const listed = (pages: Page[]) => ({ 'GET /api/pages': ok({ pages }) });
const rowOf = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;

interface Expected {
  heading: string;
  used: string;
  limit: string;
  upgrade: string;
  create: string;
  row: string;
  draft: string;
  published: string;
  protectedBadge: string;
  locked: string;
  publish: string;
  edit: string;
  view: string;
  onePage: string;
  empty: string;
}

const LANGUAGES: Array<[Language, Expected]> = [
  [
    'fr',
    {
      heading: 'Vos pages',
      used: '3 pages utilisées sur 3. Faites glisser les pages pour choisir l’ordre dans lequel les visiteurs les voient.',
      limit:
        'Vous avez atteint la limite de pages de votre formule (3 pages). Passez à une formule supérieure pour en créer davantage. Changer de formule',
      upgrade: 'Changer de formule',
      create: 'Créer une page',
      row: 'Type : Projets · Slug : /work',
      draft: 'Brouillon',
      published: 'Publiée',
      protectedBadge: 'Protégée par mot de passe',
      locked: 'Bloquée par la formule',
      publish: 'Publier Work',
      edit: 'Modifier Work',
      view: 'Voir Home (s’ouvre dans un nouvel onglet)',
      onePage: '1 page.',
      empty: 'Aucune page pour l’instant',
    },
  ],
  [
    'es',
    {
      heading: 'Tus páginas',
      used: '3 páginas usadas de 3. Arrastra las páginas para elegir el orden en que las ven los visitantes.',
      limit: 'Has alcanzado el límite de páginas de tu plan (3 páginas). Mejora tu plan para crear más. Mejorar plan',
      upgrade: 'Mejorar plan',
      create: 'Crear página',
      row: 'Tipo: Proyectos · Slug: /work',
      draft: 'Borrador',
      published: 'Publicada',
      protectedBadge: 'Protegida con contraseña',
      locked: 'Bloqueada por el plan',
      publish: 'Publicar Work',
      edit: 'Editar Work',
      view: 'Ver Home (se abre en una pestaña nueva)',
      onePage: '1 página.',
      empty: 'Aún no hay páginas',
    },
  ],
  [
    'de',
    {
      heading: 'Deine Seiten',
      used: '3 von 3 Seiten genutzt. Ziehe die Seiten, um die Reihenfolge festzulegen, in der Besucher sie sehen.',
      limit:
        'Du hast das Seitenlimit deines Tarifs erreicht (3 Seiten). Wechsle zu einem höheren Tarif, um weitere zu erstellen. Tarif upgraden',
      upgrade: 'Tarif upgraden',
      create: 'Seite erstellen',
      row: 'Typ: Projekte · Slug: /work',
      draft: 'Entwurf',
      published: 'Veröffentlicht',
      protectedBadge: 'Passwortgeschützt',
      locked: 'Durch Tarif gesperrt',
      publish: 'Work veröffentlichen',
      edit: 'Work bearbeiten',
      view: 'Home ansehen (öffnet in einem neuen Tab)',
      onePage: '1 Seite.',
      empty: 'Noch keine Seiten',
    },
  ],
];

describe.each(LANGUAGES)('Page Management in %s', (lang, expected) => {
  it('names the list, its rows, badges and actions, and the plan limit in the language', async () => {
    await act(() => activateLanguage(lang));
    renderPages('/dashboard/pages', {
      tier: 'STARTER',
      api: listed([
        makePage({ title: 'Home', slug: 'home', type: 'HOME', isPublished: true }),
        makePage({ title: 'Work', slug: 'work', type: 'PROJECTS', isPasswordProtected: true, lockedByPlan: true }),
        makePage({ title: 'Contact', slug: 'contact', type: 'CONTACT' }),
      ]),
    });

    expect(await screen.findByRole('heading', { name: 'Work' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(expected.heading);
    expect(screen.getByText(expected.used)).toBeInTheDocument();
    const notice = screen.getByText(expected.upgrade).closest('p')!;
    expect(notice).toHaveTextContent(expected.limit);
    expect(screen.getByRole('button', { name: expected.create })).toBeDisabled();

    const work = within(rowOf('Work'));
    expect(rowOf('Work').querySelector('p')).toHaveTextContent(expected.row);
    expect(work.getByText(expected.draft)).toBeInTheDocument();
    expect(work.getByText(expected.protectedBadge)).toBeInTheDocument();
    expect(work.getByText(expected.locked)).toBeInTheDocument();
    expect(work.getByRole('button', { name: expected.publish })).toBeInTheDocument();
    expect(work.getByRole('link', { name: expected.edit })).toBeInTheDocument();
    expect(within(rowOf('Home')).getByRole('link', { name: expected.view })).toBeInTheDocument();
    expect(within(rowOf('Home')).getByText(expected.published)).toBeInTheDocument();
  });

  it('counts one page in the singular on a plan without a limit', async () => {
    await act(() => activateLanguage(lang));
    renderPages('/dashboard/pages', { tier: 'BLAZE', api: listed([makePage({ title: 'Home', slug: 'home' })]) });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${expected.onePage.replace('.', '\\.')} `))).toBeInTheDocument();
  });

  it('shows the empty state in the language', async () => {
    await act(() => activateLanguage(lang));
    renderPages('/dashboard/pages', { api: listed([]) });
    expect(await screen.findByRole('heading', { name: expected.empty })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: expected.create })).toHaveAttribute('href', '/dashboard/pages/new');
  });
});
