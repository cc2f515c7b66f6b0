import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthState } from '../../lib/session/auth-context';
import { LogoLink } from './logo-link';

const renderFor = (isAuthenticated: boolean) =>
  render(
    <AuthContext.Provider value={{ isAuthenticated } as AuthState}>
      <MemoryRouter>
        <LogoLink />
      </MemoryRouter>
    </AuthContext.Provider>,
  );

describe('LogoLink', () => {
  it('is the home link to /dashboard when signed in', () => {
    renderFor(true);
    expect(screen.getByRole('link', { name: 'SparkLink home' })).toHaveAttribute('href', '/dashboard');
  });

  it('goes to /login when signed out', () => {
    renderFor(false);
    expect(screen.getByRole('link', { name: 'SparkLink home' })).toHaveAttribute('href', '/login');
  });
});
