import type { Language } from '@sparklink/contract/i18n';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { makeItem } from '../test/item-factory';
import { LIST, listed, renderGallery } from '../test/render-gallery';

afterEach(() => vi.unstubAllGlobals());

interface Expected {
  heading: string;
  oneImage: string;
  twoImages: string;
  grid: string;
  hidden: string;
  hide: string;
  show: string;
  edit: string;
  remove: string;
  upload: string;
  dropHere: string;
  choose: string;
  formats: string;
  deleteTitle: string;
  deleteText: string;
  empty: string;
  firstUpload: string;
}

// French puts a no-break space before “?” and inside « »: a role's accessible name keeps it, while
// text matchers (getByText, toHaveTextContent) read every run of spaces as one plain space.
const LANGUAGES: Array<[Language, Expected]> = [
  [
    'fr',
    {
      heading: 'Galerie',
      oneImage: '1 image. Faites glisser les images pour choisir l’ordre dans lequel les visiteurs les voient.',
      twoImages: '2 images. Faites glisser les images pour choisir l’ordre dans lequel les visiteurs les voient.',
      grid: 'Images de la galerie',
      hidden: 'Masquée',
      hide: 'Masquer Sunrise',
      show: 'Afficher Studio',
      edit: 'Modifier Sunrise',
      remove: 'Supprimer Studio',
      upload: 'Importer des images',
      dropHere: 'Glissez-déposez des images ici, ou',
      choose: 'Choisir des images',
      formats: 'JPEG, PNG, WebP ou GIF, jusqu’à 10 Mo chacune',
      deleteTitle: 'Supprimer l’image\u00a0?',
      deleteText: '« Studio » sera supprimée définitivement. Cette action est irréversible.',
      empty: 'Aucune image pour l’instant',
      firstUpload: 'Importer votre première image',
    },
  ],
  [
    'es',
    {
      heading: 'Galería',
      oneImage: '1 imagen. Arrastra las imágenes para elegir el orden en que las ven los visitantes.',
      twoImages: '2 imágenes. Arrastra las imágenes para elegir el orden en que las ven los visitantes.',
      grid: 'Imágenes de la galería',
      hidden: 'Oculta',
      hide: 'Ocultar Sunrise',
      show: 'Mostrar Studio',
      edit: 'Editar Sunrise',
      remove: 'Eliminar Studio',
      upload: 'Subir imágenes',
      dropHere: 'Arrastra y suelta imágenes aquí, o',
      choose: 'Elegir imágenes',
      formats: 'JPEG, PNG, WebP o GIF, hasta 10 MB cada una',
      deleteTitle: '¿Eliminar la imagen?',
      deleteText: '«Studio» se eliminará de forma permanente. Esta acción no se puede deshacer.',
      empty: 'Aún no hay imágenes',
      firstUpload: 'Sube tu primera imagen',
    },
  ],
  [
    'de',
    {
      heading: 'Galerie',
      oneImage: '1 Bild. Ziehe die Bilder, um die Reihenfolge festzulegen, in der Besucher sie sehen.',
      twoImages: '2 Bilder. Ziehe die Bilder, um die Reihenfolge festzulegen, in der Besucher sie sehen.',
      grid: 'Galeriebilder',
      hidden: 'Ausgeblendet',
      hide: 'Sunrise ausblenden',
      show: 'Studio einblenden',
      edit: 'Sunrise bearbeiten',
      remove: 'Studio löschen',
      upload: 'Bilder hochladen',
      dropHere: 'Bilder hierher ziehen und ablegen, oder',
      choose: 'Bilder auswählen',
      formats: 'JPEG, PNG, WebP oder GIF, jeweils bis zu 10 MB',
      deleteTitle: 'Bild löschen?',
      deleteText: '„Studio“ wird endgültig gelöscht. Das kann nicht rückgängig gemacht werden.',
      empty: 'Noch keine Bilder',
      firstUpload: 'Lade dein erstes Bild hoch',
    },
  ],
];

describe.each(LANGUAGES)('gallery screen in %s', (lang, expected) => {
  it('counts the images with the plural, names the tiles’ actions and asks before deleting', async () => {
    await act(() => activateLanguage(lang));
    const user = userEvent.setup();
    renderGallery({
      [LIST]: listed([makeItem({ title: 'Sunrise' }), makeItem({ title: 'Studio', isVisible: false })]),
    });

    const grid = await screen.findByRole('list', { name: expected.grid });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(expected.heading);
    expect(screen.getByText(expected.twoImages)).toBeInTheDocument();
    const [sunrise, studio] = within(grid).getAllByRole('listitem');
    expect(within(studio!).getByText(expected.hidden)).toBeInTheDocument();
    expect(within(sunrise!).getByRole('button', { name: expected.hide })).toBeInTheDocument();
    expect(within(sunrise!).getByRole('button', { name: expected.edit })).toBeInTheDocument();
    expect(within(studio!).getByRole('button', { name: expected.show })).toBeInTheDocument();

    await user.click(within(studio!).getByRole('button', { name: expected.remove }));
    expect(screen.getByRole('dialog', { name: expected.deleteTitle })).toHaveTextContent(expected.deleteText);
  });

  it('counts a single image in the singular and opens the upload dialog in the language', async () => {
    await act(() => activateLanguage(lang));
    const user = userEvent.setup();
    renderGallery({ [LIST]: listed([makeItem({ title: 'Sunrise' })]) });

    expect(await screen.findByText(expected.oneImage)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: expected.upload }));
    const dialog = screen.getByRole('dialog', { name: expected.upload });
    expect(within(dialog).getByText(expected.dropHere)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: expected.choose })).toBeInTheDocument();
    expect(within(dialog).getByText(expected.formats)).toBeInTheDocument();
  });

  it('shows the empty state in the language', async () => {
    await act(() => activateLanguage(lang));
    renderGallery({ [LIST]: listed([]) });
    expect(await screen.findByRole('heading', { name: expected.empty })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: expected.firstUpload })).toBeInTheDocument();
  });
});
