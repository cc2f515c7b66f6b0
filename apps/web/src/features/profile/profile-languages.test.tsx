import type { Language } from '@sparklink/contract/i18n';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { aProfile, fail, ok } from '../../test/owner-fakes';
import { renderProfile } from './test/render-profile';

interface Expected {
  images: string;
  uploadPicture: string;
  recommended: string;
  basicInfo: string;
  firstName: string;
  username: string;
  emailHint: string;
  save: string;
  reset: string;
  links: string;
  count: string;
  platform: string;
  website: string;
  remove: string;
  add: string;
  limit: string;
  upgrade: string;
}

const EXPECTED: Record<Exclude<Language, 'en'>, Expected> = {
  fr: {
    images: 'Images du profil',
    uploadPicture: 'Importer une photo de profil',
    recommended: 'Taille conseillée : 400x400 px',
    basicInfo: 'Informations de base',
    firstName: 'Prénom',
    username: 'Nom d’utilisateur',
    emailHint: 'Contactez l’assistance pour modifier votre e-mail.',
    save: 'Enregistrer les modifications',
    reset: 'Annuler les modifications',
    links: 'Réseaux sociaux',
    count: '1 sur 5 liens',
    platform: 'Plateforme du lien 1',
    website: 'Site web',
    remove: 'Supprimer le lien 1',
    add: 'Ajouter un lien',
    limit: 'Votre formule permet jusqu’à 5 liens sociaux.',
    upgrade: 'Passez à une formule supérieure',
  },
  es: {
    images: 'Imágenes del perfil',
    uploadPicture: 'Subir foto de perfil',
    recommended: 'Tamaño recomendado: 400x400 px',
    basicInfo: 'Información básica',
    firstName: 'Nombre',
    username: 'Nombre de usuario',
    emailHint: 'Contacta con soporte para cambiar tu correo electrónico.',
    save: 'Guardar cambios',
    reset: 'Descartar cambios',
    links: 'Redes sociales',
    count: '1 de 5 enlaces',
    platform: 'Plataforma del enlace 1',
    website: 'Sitio web',
    remove: 'Quitar el enlace 1',
    add: 'Añadir enlace',
    limit: 'Tu plan permite hasta 5 enlaces sociales.',
    upgrade: 'Mejora tu plan',
  },
  de: {
    images: 'Profilbilder',
    uploadPicture: 'Profilbild hochladen',
    recommended: 'Empfohlen: 400x400 px',
    basicInfo: 'Grundlegende Angaben',
    firstName: 'Vorname',
    username: 'Benutzername',
    emailHint: 'Wende dich an den Support, um deine E-Mail-Adresse zu ändern.',
    save: 'Änderungen speichern',
    reset: 'Änderungen verwerfen',
    links: 'Social Links',
    count: '1 von 5 Links',
    platform: 'Plattform von Link 1',
    website: 'Website',
    remove: 'Link 1 entfernen',
    add: 'Link hinzufügen',
    limit: 'Dein Tarif erlaubt bis zu 5 Social Links.',
    upgrade: 'Wechsle zu einem höheren Tarif',
  },
};

const website = (i: number) => ({
  id: `l${i}`,
  platform: 'website' as const,
  url: `https://ama.dev/${i}`,
  order: i,
  relMe: false,
  kind: 'website' as const,
  title: null,
  thumbnailUrl: null,
  phone: null,
  message: null,
});

describe('profile settings in other languages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(Object.entries(EXPECTED) as [Exclude<Language, 'en'>, Expected][])(
    'reads in %s: sections, fields, buttons, and the link count with its plural up to the plan limit',
    async (lang, expected) => {
      const user = userEvent.setup();
      await act(() => activateLanguage(lang));
      renderProfile({ api: { 'GET /api/profile': ok(aProfile({}, { socialLinks: [website(0)] })) } });

      const images = within(await screen.findByRole('region', { name: expected.images }));
      expect(images.getByRole('button', { name: expected.uploadPicture })).toHaveAccessibleDescription(
        expected.recommended,
      );
      const basic = within(screen.getByRole('region', { name: expected.basicInfo }));
      expect(basic.getByLabelText(expected.firstName)).toHaveValue('Ama');
      expect(basic.getByLabelText(expected.username)).toHaveValue('ama');
      expect(basic.getByText(expected.emailHint)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: expected.save })).toBeDisabled();
      expect(screen.getByRole('button', { name: expected.reset })).toBeDisabled();

      const links = within(screen.getByRole('region', { name: expected.links }));
      expect(links.getByText(expected.count)).toBeInTheDocument();
      const platform = links.getByRole('combobox', { name: expected.platform });
      expect(within(platform).getByRole('option', { name: expected.website, selected: true })).toBeInTheDocument();
      expect(within(platform).getByRole('option', { name: 'GitHub' })).toBeInTheDocument();
      expect(links.getByRole('button', { name: expected.remove })).toBeEnabled();

      for (let added = 1; added < 5; added++) await user.click(links.getByRole('button', { name: expected.add }));
      expect(links.getByRole('button', { name: expected.add })).toBeDisabled();
      expect(links.getByText(new RegExp(expected.limit.replace('.', '\\.')))).toBeInTheDocument();
      expect(links.getByRole('link', { name: expected.upgrade })).toHaveAttribute('href', '/dashboard/subscription');
      expect(screen.getByRole('button', { name: expected.save })).toBeEnabled();
    },
  );

  it.each([
    ['de', 'Der Server hat keine Profildaten zurückgegeben', 'Profil konnte nicht geladen werden'],
    ['es', 'El servidor no devolvió datos del perfil', 'No se pudo cargar el perfil'],
    ['fr', "Le serveur n'a renvoyé aucune donnée de profil", 'Impossible de charger le profil'],
  ] as const)('reads in %s why the profile did not load, else the fallback', async (lang, noData, fallback) => {
    await act(() => activateLanguage(lang));
    const noDataView = renderProfile({ api: { 'GET /api/profile': ok(null) } });
    expect((await screen.findByRole('alert')).textContent).toBe(noData);
    noDataView.unmount();
    renderProfile({ api: { 'GET /api/profile': fail(500, 'INTERNAL', '') } });
    expect((await screen.findByRole('alert')).textContent).toBe(fallback);
  });
});
