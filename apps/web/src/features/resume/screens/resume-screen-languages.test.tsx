import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { ok } from '../../../test/owner-fakes';
import { aResumeInfo, noResume } from '../test/resume-factory';
import { renderResume } from '../test/render-resume';

const INFO = 'GET /api/resume/info';

const LANGUAGES = [
  {
    lang: 'fr',
    heading: 'CV',
    uploaded: '2,5 Mo · Importé le 14 mars 2025',
    downloads: '1\u202f234 téléchargements',
    count: '1\u202f234',
    visibility: ['CV public', 'Public'],
    stats: ['Statistiques du CV', 'Téléchargements', 'Visibilité'],
    actions: ['Actions rapides', 'Importer un nouveau CV', 'Voir le profil public (s’ouvre dans un nouvel onglet)'],
  },
  {
    lang: 'es',
    heading: 'CV',
    uploaded: '2,5 MB · Subido el 14 mar 2025',
    downloads: '1234 descargas',
    count: '1234',
    visibility: ['CV público', 'Público'],
    stats: ['Estadísticas del CV', 'Descargas', 'Visibilidad'],
    actions: ['Acciones rápidas', 'Subir un nuevo CV', 'Ver perfil público (se abre en una pestaña nueva)'],
  },
  {
    lang: 'de',
    heading: 'Lebenslauf',
    uploaded: '2,5 MB · Hochgeladen am 14. März 2025',
    downloads: '1.234 Downloads',
    count: '1.234',
    visibility: ['Öffentlicher Lebenslauf', 'Öffentlich'],
    stats: ['Lebenslauf-Statistiken', 'Downloads', 'Sichtbarkeit'],
    actions: [
      'Schnellaktionen',
      'Neuen Lebenslauf hochladen',
      'Öffentliches Profil ansehen (öffnet in einem neuen Tab)',
    ],
  },
] as const;

/** Texts exactly as written, Intl's narrow no-break spaces included (the default matcher folds them). */
const paragraphs = (element: HTMLElement) => [...element.querySelectorAll('p')].map((p) => p.textContent);

describe('Resume screen in other languages', () => {
  it.each(LANGUAGES)('reads in $lang, with its date, file size and plural', async (expected) => {
    await act(() => activateLanguage(expected.lang));
    renderResume({ api: { [INFO]: ok(aResumeInfo({ downloadCount: 1234 })) } });

    expect(screen.getByRole('heading', { level: 2, name: expected.heading })).toBeInTheDocument();
    const article = await screen.findByRole('article', { name: 'Ama CV 2025.pdf' });
    expect(paragraphs(article)).toEqual(expect.arrayContaining([expected.uploaded, expected.downloads]));
    const [switchLabel, badge] = expected.visibility;
    expect(within(article).getByRole('switch', { name: switchLabel })).toBeChecked();
    expect(within(article).getByText(badge)).toBeInTheDocument();

    const [statsTitle, downloadsLabel, visibilityLabel] = expected.stats;
    const stats = within(screen.getByRole('region', { name: statsTitle }));
    expect(stats.getByText(downloadsLabel).nextSibling?.textContent).toBe(expected.count);
    expect(stats.getByText(visibilityLabel).nextSibling).toHaveTextContent(badge);

    const [actionsTitle, upload, profile] = expected.actions;
    const actions = within(screen.getByRole('region', { name: actionsTitle }));
    expect(actions.getByRole('button', { name: upload })).toBeInTheDocument();
    expect(actions.getByRole('link', { name: profile })).toHaveAttribute('href', '/public/ama');
  });

  it('says "1 téléchargement" for one download, in French', async () => {
    await act(() => activateLanguage('fr'));
    renderResume({ api: { [INFO]: ok(aResumeInfo({ downloadCount: 1, isPublic: false, fileUrl: null })) } });
    const article = await screen.findByRole('article', { name: 'Ama CV 2025.pdf' });
    expect(paragraphs(article)).toContain('1 téléchargement');
    expect(within(article).getByText('Privé')).toBeInTheDocument();
    expect(within(article).getByText('Vous seul pouvez le voir et le télécharger.')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Choisissez votre nom d’utilisateur' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
  });

  it('offers the upload in German when there is no resume', async () => {
    const user = userEvent.setup();
    await act(() => activateLanguage('de'));
    renderResume({ api: { [INFO]: ok(noResume()) } });
    expect(await screen.findByRole('heading', { level: 3, name: 'Noch kein Lebenslauf' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lebenslauf hochladen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lebenslauf hochladen' }));
    expect(dialog.getByText('Zieh dein PDF hierher oder')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'PDF auswählen' })).toHaveAccessibleDescription(
      'Nur PDF. Maximale Dateigröße: 10 MB.',
    );
    expect(dialog.getByRole('button', { name: 'Hochladen' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeEnabled();
  });
});
