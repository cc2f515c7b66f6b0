import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/helpers/factories';
import { createPortfolioOwner } from '../../../test/helpers/portfolio';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { readableHtml } from '../../../test/helpers/html';

/** The public portfolio speaks the language its owner chose in Settings (decision 026). */
describe('public pages in the owner’s language', () => {
  let t: TestApp;
  let owner: TestUser;
  const setLanguage = (language: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: owner.headers,
      payload: { appearance: { language } },
    });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner } = await createPortfolioOwner(t.app, [
      { type: 'CUSTOM', title: 'Journal', slug: 'journal', isPublished: true, content: 'Notes' },
      {
        type: 'CUSTOM',
        title: 'Vault',
        slug: 'vault',
        isPublished: true,
        isPasswordProtected: true,
        password: 'sesame12',
      },
    ]));
  });
  afterAll(() => t.close());

  it('renders the profile in English, then in French from the next view after the owner switches', async () => {
    const english = await get('/public/ama');
    expect(english.body).toContain('<html lang="en" ');
    expect(english.body).toContain('Welcome to my profile!');

    expect((await setLanguage('fr')).statusCode).toBe(200);
    const french = await get('/public/ama');
    expect(french.body).toContain('<html lang="fr" ');
    expect(french.body).toContain('Bienvenue sur mon profil !');
    expect(readableHtml(french.body)).toContain('Bonjour, je suis Ama Owusu. Découvrez mes pages et ma galerie.');
    expect(french.body).toContain('<nav aria-label="Portfolio"');
    expect(french.body).toContain('>Galerie</a>');
    expect(french.body).toContain('<meta property="og:locale" content="fr_FR"/>');
    expect(french.body).toContain('<link rel="alternate" hreflang="fr" href="http://localhost:3000/public/ama"/>');
    expect(french.body).toContain(
      '<link rel="alternate" hreflang="x-default" href="http://localhost:3000/public/ama"/>',
    );
    expect(french.body).not.toContain('Welcome to my profile!');
  });

  it('dates a page and labels the password form in the owner’s language', async () => {
    await setLanguage('de');
    const page = await get('/public/ama/pages/journal');
    expect(page.body).toContain('<html lang="de" ');
    const day = new Intl.DateTimeFormat('de-DE', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(readableHtml(page.body)).toContain(`Veröffentlicht am ${day.format(new Date())}`);

    const locked = await get('/public/ama/pages/vault');
    expect(readableHtml(locked.body)).toContain('Passwortgeschützt');
    expect(readableHtml(locked.body)).toContain('Für diese Seite ist ein Passwort erforderlich');
    // Every character past ASCII is a reference, in the form's markup too (decision 028).
    expect(locked.body).toMatch(/^[\x00-\x7f]+$/);
    expect(locked.body).toContain(
      '<button type="submit" class="w-full sl-btn rounded-lg bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700">Seite &#xf6;ffnen</button>',
    );
    // The form is plain HTML with no script (decision 038): no island, no props to carry.
    expect(locked.body).toContain('>Passwort</label>');
    expect(locked.body).not.toContain('data-island');
  });

  it('refuses a wrong password, then too many, in the owner’s language: 403, then 429 with Retry-After', async () => {
    await setLanguage('de');
    const guess = () =>
      t.app.inject({
        method: 'POST',
        url: '/public/ama/pages/vault',
        remoteAddress: '203.0.113.40',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'password=wrong-guess',
      });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await guess();
      expect(wrong.statusCode, `guess ${attempt}`).toBe(403);
      expect(readableHtml(wrong.body)).toContain(
        '<p id="page-password-error" role="alert" class="text-sm text-red-700">Falsches Passwort</p>',
      );
    }
    const limited = await guess();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['cache-control']).toBe('private, no-store');
    expect(readableHtml(limited.body)).toContain('Zu viele Anfragen. Bitte versuche es später erneut.');
    expect(limited.body).not.toContain('Incorrect password');
  });

  it('tells a private profile in the owner’s language, and an unknown one in the visitor’s', async () => {
    await setLanguage('es');
    await t.app.inject({
      method: 'POST',
      url: '/api/profile/publish',
      headers: owner.headers,
      payload: { isPublished: false },
    });
    const hidden = await get('/public/ama', { 'accept-language': 'de' });
    expect(hidden.statusCode).toBe(403);
    expect(hidden.body).toContain('<html lang="es">');
    expect(readableHtml(hidden.body)).toContain('← Volver a SparkLink');

    const unknown = await get('/public/nobody-here', { 'accept-language': 'fr-CI,fr;q=0.9,en;q=0.5' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.vary).toBe('Accept-Encoding, Accept-Language');
    expect(unknown.body).toContain('<html lang="fr">');
    expect(readableHtml(unknown.body)).toContain(
      "Aucun portfolio à cette adresse. Vérifiez l'orthographe du nom d'utilisateur.",
    );
    expect((await get('/public/nobody-here')).body).toContain('<html lang="en">');
  });
});
