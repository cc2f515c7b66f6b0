import type { Language } from '@sparklink/contract/i18n';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { renderPages } from '../test/render-pages';

afterEach(() => vi.unstubAllGlobals());

interface Expected {
  heading: string;
  type: string;
  projects: string;
  title: string;
  slugHint: string;
  sectionContent: string;
  length: string;
  addItem: string;
  itemLink: string;
  protection: string;
  create: string;
}

const LANGUAGES: Array<[Language, Expected]> = [
  [
    'fr',
    {
      heading: 'Créer une page',
      type: 'Type de page',
      projects: 'Projets',
      title: 'Titre',
      slugHint: 'Lettres minuscules, chiffres et traits d’union. Adresse de la page : /public/ama/pages/mon-cv',
      sectionContent: 'Contenu de la Section 1',
      length: '5/5000 caractères',
      addItem: 'Ajouter un élément à la Section 1',
      itemLink: 'Section 1, élément 1 : URL du lien',
      protection: 'Protection par mot de passe',
      create: 'Créer la page',
    },
  ],
  [
    'es',
    {
      heading: 'Crear página',
      type: 'Tipo de página',
      projects: 'Proyectos',
      title: 'Título',
      slugHint: 'Letras minúsculas, números y guiones. La dirección de la página: /public/ama/pages/mon-cv',
      sectionContent: 'Contenido de Sección 1',
      length: '5/5000 caracteres',
      addItem: 'Añadir elemento a Sección 1',
      itemLink: 'Sección 1, elemento 1: URL del enlace',
      protection: 'Protección con contraseña',
      create: 'Crear página',
    },
  ],
  [
    'de',
    {
      heading: 'Seite erstellen',
      type: 'Seitentyp',
      projects: 'Projekte',
      title: 'Titel',
      slugHint: 'Kleinbuchstaben, Ziffern und Bindestriche. Die Adresse der Seite: /public/ama/pages/mon-cv',
      sectionContent: 'Abschnitt 1: Inhalt',
      length: '5/5000 Zeichen',
      addItem: 'Eintrag zu Abschnitt 1 hinzufügen',
      itemLink: 'Abschnitt 1, Eintrag 1: Link-URL',
      protection: 'Passwortschutz',
      create: 'Seite erstellen',
    },
  ],
];

describe.each(LANGUAGES)('the page editor in %s', (lang, expected) => {
  it('labels the details, sections, items and visibility in the language', async () => {
    await act(() => activateLanguage(lang));
    const user = userEvent.setup();
    renderPages('/dashboard/pages/new');

    expect(screen.getByRole('heading', { level: 2, name: expected.heading })).toBeInTheDocument();
    const type = screen.getByRole('combobox', { name: expected.type });
    expect(within(type).getByRole('option', { name: expected.projects })).toHaveValue('PROJECTS');
    await user.type(screen.getByLabelText(expected.title), 'Mon CV');
    expect(screen.getByText(expected.slugHint)).toBeInTheDocument();

    await user.type(screen.getByLabelText(expected.sectionContent), 'Hello');
    expect(screen.getByText(expected.length)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: expected.addItem }));
    expect(screen.getByLabelText(expected.itemLink)).toHaveAttribute('type', 'url');
    expect(screen.getByRole('switch', { name: expected.protection })).toBeDisabled();
    expect(screen.getByRole('button', { name: expected.create })).toBeEnabled();
  });
});
