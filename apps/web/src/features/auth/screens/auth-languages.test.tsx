import type { Language } from '@sparklink/contract/i18n';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, i18n } from '../../../i18n/i18n';
import { renderScreen } from '../test/render-screen';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { LoginScreen } from './login-screen';
import { RegisterScreen } from './register-screen';

interface Expected {
  login: { title: string; email: string; password: string; submit: string; forgot: string; google: string };
  register: { title: string; confirm: string; submit: string; terms: string; privacy: string; agree: string };
  forgot: { title: string; submit: string; back: string };
}

const EXPECTED: Record<Exclude<Language, 'en'>, Expected> = {
  fr: {
    login: {
      title: 'Bon retour',
      email: 'E-mail',
      password: 'Mot de passe',
      submit: 'Se connecter',
      forgot: 'Mot de passe oublié ?',
      google: 'Continuer avec Google',
    },
    register: {
      title: 'Créez votre compte',
      confirm: 'Confirmez le mot de passe',
      submit: 'Créer le compte',
      terms: 'Conditions d’utilisation',
      privacy: 'Politique de confidentialité',
      agree: 'J’accepte les Conditions d’utilisation et la Politique de confidentialité',
    },
    forgot: { title: 'Mot de passe oublié ?', submit: 'Envoyer le code', back: 'Retour à la connexion' },
  },
  es: {
    login: {
      title: 'Hola de nuevo',
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Iniciar sesión',
      forgot: '¿Olvidaste tu contraseña?',
      google: 'Continuar con Google',
    },
    register: {
      title: 'Crea tu cuenta',
      confirm: 'Confirma la contraseña',
      submit: 'Crear cuenta',
      terms: 'Términos del servicio',
      privacy: 'Política de privacidad',
      agree: 'Acepto los Términos del servicio y la Política de privacidad',
    },
    forgot: { title: '¿Olvidaste tu contraseña?', submit: 'Enviar código', back: 'Volver a iniciar sesión' },
  },
  de: {
    login: {
      title: 'Willkommen zurück',
      email: 'E-Mail',
      password: 'Passwort',
      submit: 'Anmelden',
      forgot: 'Passwort vergessen?',
      google: 'Weiter mit Google',
    },
    register: {
      title: 'Erstelle dein Konto',
      confirm: 'Passwort bestätigen',
      submit: 'Konto erstellen',
      terms: 'Nutzungsbedingungen',
      privacy: 'Datenschutzerklärung',
      // German puts the verb's particle after the links: the sentence is one message, not pieces.
      agree: 'Ich stimme den Nutzungsbedingungen und der Datenschutzerklärung zu',
    },
    forgot: { title: 'Passwort vergessen?', submit: 'Code senden', back: 'Zurück zur Anmeldung' },
  },
};

describe.each(Object.entries(EXPECTED) as [Exclude<Language, 'en'>, Expected][])(
  'sign-in screens in %s',
  (lang, expected) => {
    afterEach(() => vi.unstubAllGlobals());

    it('shows the sign-in screen translated', async () => {
      await act(() => activateLanguage(lang));
      renderScreen(<LoginScreen />, { path: '/login' });
      const { login } = expected;
      expect(await screen.findByRole('heading', { name: login.title })).toBeInTheDocument();
      expect(screen.getByLabelText(login.email)).toHaveAttribute('type', 'email');
      expect(screen.getByLabelText(login.password)).toHaveAttribute('autocomplete', 'current-password');
      expect(screen.getByRole('button', { name: login.submit })).toBeDisabled();
      expect(screen.getByRole('link', { name: login.forgot })).toHaveAttribute('href', '/forgot-password');
      expect(screen.getByRole('link', { name: login.google })).toHaveAttribute('href', '/api/auth/google');
    });

    it('shows the registration screen translated, the agreement one sentence around its links', async () => {
      await act(() => activateLanguage(lang));
      renderScreen(<RegisterScreen />, { path: '/register' });
      const { register } = expected;
      expect(await screen.findByRole('heading', { name: register.title })).toBeInTheDocument();
      expect(screen.getByLabelText(register.confirm)).toHaveAttribute('autocomplete', 'new-password');
      expect(screen.getByRole('button', { name: register.submit })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: register.terms })).toHaveAttribute('href', '/terms');
      expect(screen.getByRole('link', { name: register.privacy })).toHaveAttribute('href', '/privacy');
      expect(screen.getByRole('checkbox', { name: register.agree })).toBeInTheDocument();
    });

    it('shows the forgot-password screen translated', async () => {
      await act(() => activateLanguage(lang));
      renderScreen(<ForgotPasswordScreen />, { path: '/forgot-password' });
      const { forgot } = expected;
      expect(await screen.findByRole('heading', { name: forgot.title })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: forgot.submit })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: forgot.back })).toHaveAttribute('href', '/login');
    });
  },
);

describe('validation messages', () => {
  it('shows a form check’s contract message in the reader’s language', async () => {
    await act(() => activateLanguage('fr'));
    // The contract messages' French is its own catalogue (messages.json); this test names the text it expects.
    act(() => i18n.load('fr', { 'messages:Enter a valid email': 'Saisissez une adresse e-mail valide' }));
    renderScreen(<RegisterScreen />, { path: '/register' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'ama@');
    await user.tab();

    expect(await screen.findByText('Saisissez une adresse e-mail valide')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Saisissez une adresse e-mail valide');
    expect(screen.queryByText('Enter a valid email')).not.toBeInTheDocument();
  });
});
