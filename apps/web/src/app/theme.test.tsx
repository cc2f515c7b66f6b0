import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeColorScheme } from '../test/fake-color-scheme';
import { AppProviders } from './providers';
import { routes } from './routes';

afterEach(() => vi.unstubAllGlobals());

const isDark = () => document.documentElement.classList.contains('dark');

/** The sign-in screen: no session, so nothing but the stored theme and the OS decide. */
const renderSignIn = () =>
  render(
    <AppProviders>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/login'] })} />
    </AppProviders>,
  );

describe('the theme before sign-in', () => {
  it("follows the OS live when the stored theme is 'system', and stops listening on unmount", async () => {
    localStorage.setItem('theme', 'system');
    const os = fakeColorScheme(false);
    const view = renderSignIn();
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(isDark()).toBe(false);

    act(() => os.change(true));
    expect(isDark()).toBe(true);
    act(() => os.change(false));
    expect(isDark()).toBe(false);

    view.unmount();
    expect(os.listenerCount()).toBe(0);
  });

  it('follows the OS when nothing is stored yet (a first visit)', async () => {
    fakeColorScheme(true);
    renderSignIn();
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(isDark()).toBe(true);
  });

  it('keeps a chosen light or dark theme whatever the OS switches to', async () => {
    localStorage.setItem('theme', 'dark');
    const os = fakeColorScheme(false);
    renderSignIn();
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(isDark()).toBe(true);

    localStorage.setItem('theme', 'light');
    act(() => os.change(true));
    expect(isDark()).toBe(false);
  });

  it('takes a theme chosen in another tab', async () => {
    fakeColorScheme(false);
    renderSignIn();
    await screen.findByRole('heading', { name: 'Welcome back' });
    localStorage.setItem('theme', 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(isDark()).toBe(true);
  });
});
