import type { Language } from '@sparklink/contract/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { startAppWithMailbox, stopAppWithMailbox } from '../../../test/helpers/mail-app';
import type { TestApp } from '../../../test/helpers/test-app';
import { latestCode, nextIp, post, uniqueEmail } from '../auth/auth.test-support';
import type { TestSmtpServer } from './smtp-test-server';
import { unsubscribeToken } from './unsubscribe-token';

describe("mail is written in the owner's language (decision 026)", () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => ({ smtp, t } = await startAppWithMailbox()));
  afterAll(() => stopAppWithMailbox({ smtp, t }));

  const ownerIn = async (language: Language) => {
    const user = await createUser(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: user.headers,
      payload: { appearance: { language } },
    });
    expect(res.statusCode).toBe(200);
    return user;
  };

  const mailTo = async (email: string, subject: string) => {
    await t.app.outbox.idle();
    return smtp.mailTo(email).filter((mail) => mail.subject === subject);
  };

  it('a French owner gets the password reset code and the "password changed" alert in French', async () => {
    const user = await ownerIn('fr');
    expect((await post(t.app, '/forgot-password', { email: user.email })).statusCode).toBe(200);
    const [codeMail] = await mailTo(user.email, 'Votre code de réinitialisation du mot de passe SparkLink');
    const code = codeMail!.text.replace(/\r\n/g, '\n');
    expect(code).toMatch(/^Utilisez ce code pour réinitialiser votre mot de passe SparkLink :\n\n\d{6}\n\n/);
    expect(code).toContain('Le code expire dans 10 minutes et ne peut servir qu’une fois.');
    expect(codeMail!.html).toContain('<html lang="fr">');

    const otp = await latestCode(t.app, smtp, user.email);
    const reset = await post(t.app, '/reset-password', { email: user.email, otp, password: 'un-nouveau-mot-7' });
    expect(reset.statusCode).toBe(200);
    const [alert] = await mailTo(user.email, 'Le mot de passe de votre compte SparkLink a été modifié');
    const text = alert!.text.replace(/\r\n/g, '\n');
    const today = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(text).toMatch(
      new RegExp(
        `^Bonjour Ada Lovelace,\\n\\nLe mot de passe de votre compte SparkLink a été modifié le ${today.format(new Date())} à \\d{2}:\\d{2} UTC\\. Tous les appareils connectés ont été déconnectés\\.\\n`,
      ),
    );
    expect(text).toContain('Réinitialiser votre mot de passe : https://app.sparklink.test/forgot-password');
    expect(text).toContain('Cette alerte est toujours envoyée, quels que soient vos réglages de notifications');
    expect(alert!.html).toContain(
      '<a href="https://app.sparklink.test/forgot-password">Réinitialiser votre mot de passe</a>',
    );
  });

  it('a sign-up from a German browser gets the German verification mail, and its settings start in German', async () => {
    const email = uniqueEmail('de');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'de-CH,de;q=0.9,en;q=0.8' },
      payload: { email, password: 'correct-horse-battery' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await mailTo(email, 'Dein SparkLink-Bestätigungscode');
    const text = mail!.text.replace(/\r\n/g, '\n');
    expect(text).toMatch(/^Willkommen bei SparkLink! Bestätige mit diesem Code deine E-Mail-Adresse:\n\n\d{6}\n\n/);
    expect(text).toContain('Der Code läuft in 10 Minuten ab und kann einmal verwendet werden.');
    expect(text).toContain('Wenn du kein SparkLink-Konto erstellt hast, kannst du diese E-Mail ignorieren.');

    const verified = await post(t.app, '/verify-email', { email, otp: await latestCode(t.app, smtp, email) });
    const { token } = verified.json().data as { token: string };
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(settings.json().data.appearance.language).toBe('de');
  });

  it('a sign-up whose browser asks for no language the product has is in English', async () => {
    const email = uniqueEmail('pt');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'pt-BR,pt;q=0.9' },
      payload: { email, password: 'correct-horse-battery' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(201);
    expect(await mailTo(email, 'Your SparkLink verification code')).toHaveLength(1);
  });

  const page = (user: TestUser) =>
    t.app.inject({ method: 'GET', url: `/api/mail/unsubscribe?token=${unsubscribeToken(t.config, user.id)}` });

  it("the unsubscribe page is in the French owner's language, before and after", async () => {
    const user = await ownerIn('fr');
    await t.app.db
      .updateTable('user_settings')
      .set({ notify_marketing: true })
      .where('user_id', '=', user.id)
      .execute();
    const before = (await page(user)).body;
    expect(before).toContain('<html lang="fr">');
    expect(before).toContain('<title>Se désabonner des e-mails marketing de SparkLink</title>');
    expect(before).toContain(
      '<p>Ne plus recevoir les actualités, conseils et offres de SparkLink à cette adresse ?</p>',
    );
    expect(before).toContain('<button type="submit">Se désabonner</button>');
    expect(before).toContain(
      'Les alertes de sécurité et les e-mails nécessaires au fonctionnement de votre compte continuent d’être envoyés.',
    );

    await t.app.db
      .updateTable('user_settings')
      .set({ notify_marketing: false })
      .where('user_id', '=', user.id)
      .execute();
    const after = (await page(user)).body;
    expect(after).toContain('<html lang="fr">');
    expect(after).toContain(
      'Vous avez changé d’avis ? Réactivez les e-mails marketing dans Paramètres → Notifications.',
    );
  });
});
