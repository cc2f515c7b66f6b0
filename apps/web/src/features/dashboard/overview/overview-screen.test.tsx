import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProfile, aUser, fail, ok } from '../../../test/owner-fakes';
import { renderDashboard } from '../test/render-dashboard';

const at = (hour: number, minute = 0) => new Date(2025, 5, 2, hour, minute);

function useClock(date: Date) {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(date);
}

const card = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('article')!;

describe('overview greeting', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each([
    ['00:00', 0, 0, 'Good morning'],
    ['11:59', 11, 59, 'Good morning'],
    ['12:00', 12, 0, 'Good afternoon'],
    ['16:59', 16, 59, 'Good afternoon'],
    ['17:00', 17, 0, 'Good evening'],
    ['23:30', 23, 30, 'Good evening'],
  ])('greets by local time at %s', (_label, hour, minute, greeting) => {
    useClock(at(hour, minute));
    renderDashboard('/dashboard');
    expect(screen.getByRole('heading', { level: 2, name: `${greeting}, Ama!` })).toBeInTheDocument();
  });

  it('greets without a name when there is no first name, never by the e-mail', () => {
    useClock(at(9));
    renderDashboard('/dashboard', { user: aUser({ firstName: null, email: 'kofi@example.com' }) });
    expect(screen.getByRole('heading', { level: 2, name: 'Good morning, there!' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
  });

  it('says "Welcome", not "Welcome back", to an account that has not chosen its username yet', () => {
    useClock(at(9));
    renderDashboard('/dashboard', { user: aUser({ username: null }) });
    expect(screen.getByText('Welcome, Ama!')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('refreshes the clock every 60 s', () => {
    useClock(at(11, 59));
    renderDashboard('/dashboard');
    expect(screen.getByRole('heading', { level: 2, name: 'Good morning, Ama!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('heading', { level: 2, name: 'Good afternoon, Ama!' })).toBeInTheDocument();
  });
});

describe('overview actions and cards', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links Create Page and View Portfolio to the right places', () => {
    renderDashboard('/dashboard');
    expect(screen.getByRole('link', { name: 'Create Page' })).toHaveAttribute('href', '/dashboard/pages');
    expect(screen.getByRole('link', { name: /View Portfolio/ })).toHaveAttribute('href', '/public/ama');
    const quick = screen.getByRole('region', { name: 'Quick Actions' });
    expect(within(quick).getByRole('link', { name: /Create New Page/ })).toHaveAttribute('href', '/dashboard/pages');
    expect(within(quick).getByRole('link', { name: /Edit Profile/ })).toHaveAttribute('href', '/dashboard/profile');
    expect(within(quick).getByRole('link', { name: /Upload Media/ })).toHaveAttribute('href', '/dashboard/gallery');
  });

  it('disables View Portfolio and Share Portfolio until there is a username', () => {
    renderDashboard('/dashboard', { user: aUser({ username: null }) });
    const view = screen.getByRole('button', { name: /View Portfolio/ });
    expect(view).toBeDisabled();
    expect(view).toHaveAccessibleDescription('Set a username in your profile to publish and share your portfolio.');
    expect(screen.getByRole('button', { name: /Share Portfolio/ })).toBeDisabled();
  });

  it('shares the portfolio: copies the URL with a toast and shows a QR code', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderDashboard('/dashboard');
    await user.click(screen.getByRole('button', { name: /Share Portfolio/ }));
    const url = `${window.location.origin}/public/ama`;
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('URL copied to clipboard!')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Share your portfolio' });
    expect(within(dialog).getByRole('textbox', { name: 'Portfolio URL' })).toHaveValue(url);
    const qr = await within(dialog).findByRole('img', { name: `QR code for ${url}` });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });

  it('offers the system share sheet where the browser has one', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      renderDashboard('/dashboard');
      await user.click(screen.getByRole('button', { name: /Share Portfolio/ }));
      await user.click(await screen.findByRole('button', { name: 'Share via…' }));
      expect(share).toHaveBeenCalledWith({
        title: 'My SparkLink portfolio',
        url: `${window.location.origin}/public/ama`,
      });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('shows completeness, page and gallery counts with their progress', async () => {
    renderDashboard('/dashboard', {
      api: {
        'GET /api/pages': ok({
          pages: [
            { id: 'p1', title: 'Home' },
            { id: 'p2', title: 'About' },
          ],
        }),
        'GET /api/gallery?limit=1': ok({ items: [], totalCount: 14 }),
        'GET /api/profile': ok(aProfile({ country: 'Ghana' }, { bio: 'Hi' })),
      },
    });
    expect(await within(card('Profile Management')).findByText('56% complete')).toBeInTheDocument();
    expect(within(card('Profile Management')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '56');
    expect(await within(card('Portfolio Pages')).findByText('2 pages')).toBeInTheDocument();
    expect(within(card('Portfolio Pages')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(await within(card('Media Gallery')).findByText('14 items')).toBeInTheDocument();
    expect(within(card('Media Gallery')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(card('Analytics Hub')).getByRole('link', { name: 'Analytics Hub' })).toHaveAttribute(
      'href',
      '/dashboard/analytics',
    );
  });

  it('leaves only the failing part empty', async () => {
    renderDashboard('/dashboard', {
      api: {
        'GET /api/pages': ok({ pages: [{ id: 'p1', title: 'Home' }] }),
        'GET /api/gallery?limit=1': fail(500, 'INTERNAL', 'Internal server error'),
      },
    });
    expect(await within(card('Portfolio Pages')).findByText('1 page')).toBeInTheDocument();
    expect(await within(card('Profile Management')).findByText('33% complete')).toBeInTheDocument();
    expect(within(card('Media Gallery')).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(card('Media Gallery')).queryByText(/items?$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
