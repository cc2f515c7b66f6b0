import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage, i18n } from '../i18n/i18n';
import { timeAgo } from '../lib/time-ago';
import { ChangeIndicator } from './analytics/change-indicator';
import { formatCount } from './analytics/format-count';
import { relativeTime } from './analytics/relative-time';
import { ErrorBoundary } from './error-boundary';
import { NotFoundScreen } from './not-found-screen';

const now = new Date('2025-06-10T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

function Boom(): never {
  throw new Error('render failed');
}

describe('shared screens in other languages', () => {
  it('shows the error screen in French, its contract heading from the messages catalogue', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(() => activateLanguage('fr'));
    act(() => i18n.load('fr', { 'messages:Something went wrong': 'Une erreur s’est produite' }));
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Une erreur s’est produite' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Actualiser la page' })).toBeInTheDocument();
  });

  it.each([
    ['es', 'La página que buscas no existe o se ha movido.', 'Ir al inicio'],
    ['de', 'Die gesuchte Seite existiert nicht oder wurde verschoben.', 'Zur Startseite'],
  ] as const)('shows the 404 screen in %s', async (lang, text, home) => {
    await act(() => activateLanguage(lang));
    render(
      <MemoryRouter>
        <NotFoundScreen />
      </MemoryRouter>,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', '/');
  });
});

describe('times, counts and money in other languages', () => {
  it.each([
    ['fr', ['à l’instant', 'il y a 2 min', 'il y a 3 h', 'hier', 'il y a 6 jours', '2 juin']],
    ['es', ['justo ahora', 'hace 2 min', 'hace 3 h', 'ayer', 'hace 6 días', '2 jun']],
    ['de', ['gerade eben', 'vor 2 Min.', 'vor 3 Std.', 'gestern', 'vor 6 Tagen', '2. Juni']],
  ] as const)('writes activity times in %s', async (lang, expected) => {
    await act(() => activateLanguage(lang));
    const seconds = [10, 150, 3 * 3600, 24 * 3600, 6 * 24 * 3600, 8 * 24 * 3600];
    expect(seconds.map((s) => relativeTime(ago(s), now))).toEqual(expected);
  });

  it('uses the singular for one day in every language but English’s "yesterday"', async () => {
    await act(() => activateLanguage('de'));
    expect(i18n._('common.time.daysAgo', { count: 1 })).toBe('vor 1 Tag');
    await act(() => activateLanguage('fr'));
    expect(i18n._('common.time.daysAgo', { count: 1 })).toBe('il y a 1 jour');
  });

  it('writes "just now" and longer times through Intl in French', async () => {
    await act(() => activateLanguage('fr'));
    expect(timeAgo(ago(20), now.getTime())).toBe('à l’instant');
    expect(timeAgo(ago(5 * 60), now.getTime())).toBe('il y a 5 minutes');
    expect(timeAgo(ago(24 * 3600), now.getTime())).toBe('hier');
  });

  it('formats counts and changes with the language’s separators', async () => {
    expect(formatCount(12345)).toBe('12,345');
    await act(() => activateLanguage('de'));
    expect(formatCount(12345)).toBe('12.345');
    render(<ChangeIndicator change={12.5} against="vorherige 30 Tage" />);
    expect(screen.getByText('Gestiegen:', { exact: false })).toHaveClass('sr-only');
    expect(screen.getByText('vorherige 30 Tage', { exact: false }).textContent).toBe(
      'Gestiegen: +12,5\u00a0%vs. vorherige 30 Tage',
    );
  });
});
