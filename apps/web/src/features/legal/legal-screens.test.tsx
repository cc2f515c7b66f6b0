import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthState } from '../../lib/session/auth-context';
import { PrivacyScreen } from './privacy-screen';
import { TermsScreen } from './terms-screen';

const renderSignedOut = (ui: ReactElement) =>
  render(
    <AuthContext.Provider value={{ isAuthenticated: false } as AuthState}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AuthContext.Provider>,
  );

const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('Terms of Service', () => {
  it('has the date and the eight sections in order', () => {
    renderSignedOut(<TermsScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Last updated January 3, 2025')).toBeInTheDocument();
    expect(sectionTitles()).toEqual([
      '1. Acceptance of these terms',
      '2. What SparkLink is',
      '3. Your account',
      '4. Content guidelines',
      '5. Subscription plans',
      '6. Privacy',
      '7. Termination',
      '8. Contact',
    ]);
  });

  it('states the age, the one free account, and the billing rules', () => {
    renderSignedOut(<TermsScreen />);
    const accounts = screen.getByRole('region', { name: '3. Your account' });
    expect(accounts).toHaveTextContent('at least 13 years old');
    expect(accounts).toHaveTextContent('one free account per person or entity');
    const plans = screen.getByRole('region', { name: '5. Subscription plans' });
    expect(plans).toHaveTextContent('Ghana cedi (GH₵)');
    expect(plans).toHaveTextContent('in advance');
    expect(plans).toHaveTextContent('non-refundable');
    expect(plans).toHaveTextContent('cancel at any time');
    expect(plans).toHaveTextContent('until the end of the period');
  });

  it('links back to sign-up and to the privacy policy', () => {
    renderSignedOut(<TermsScreen />);
    expect(screen.getByRole('link', { name: 'Back to sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(contents).getByRole('link', { name: 'Subscription plans' })).toHaveAttribute('href', '#plans');
  });
});

describe('Privacy Policy', () => {
  it('has the date and the seven sections in order', () => {
    renderSignedOut(<PrivacyScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated January 3, 2025')).toBeInTheDocument();
    expect(sectionTitles()).toEqual([
      '1. Information we collect',
      '2. How we use it',
      '3. Sharing',
      '4. Security',
      '5. Your rights',
      '6. Cookies and analytics',
      '7. Contact',
    ]);
  });

  it('lists the four rights and how the session and visits are kept', () => {
    renderSignedOut(<PrivacyScreen />);
    const rights = within(screen.getByRole('region', { name: '5. Your rights' })).getAllByRole('listitem');
    expect(rights.map((item) => item.textContent)).toEqual([
      'access the information we hold about you;',
      'correct it from your profile and settings;',
      'delete your account, which removes your portfolio and everything in it;',
      'export your portfolio data: Settings → Export my data downloads your profile, links, pages, gallery, resume, settings, payment history and visit counts as one archive, which you can import into a new SparkLink account.',
    ]);
    const cookies = screen.getByRole('region', { name: '6. Cookies and analytics' });
    expect(cookies).toHaveTextContent('localStorage to keep you signed in');
    expect(cookies).toHaveTextContent("anonymously and do not store visitors' IP addresses");
    // Every cookie the product sets is named: the Google sign-in's, the language's, a page unlock's.
    expect(cookies).toHaveTextContent(
      'We set only these cookies: a short-lived one while a Google sign-in is in progress, one that remembers the language you chose for the dashboard (for a year), and one that keeps a password-protected page open for an hour after a visitor enters its password.',
    );
    expect(screen.getByRole('region', { name: '1. Information we collect' })).toHaveTextContent(
      "with the visitor's country, device type, browser and operating system, and the site they came from.",
    );
    expect(screen.getByRole('link', { name: 'Back to sign up' })).toHaveAttribute('href', '/register');
  });
});
