import type { Language } from '@sparklink/contract/i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { defaultSettings, ok } from '../../../test/owner-fakes';
import { renderDashboard } from '../test/render-dashboard';

const sidebar = () => screen.getByRole('complementary', { name: 'Sidebar' });

describe('skip link', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => activateLanguage('en'));
  });

  it('is the first Tab stop and moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderDashboard('/dashboard');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it.each([
    ['fr', 'Aller au contenu principal'],
    ['de', 'Zum Hauptinhalt springen'],
    ['es', 'Saltar al contenido principal'],
  ] as const)('reads in %s', async (lang: Language, label) => {
    await act(() => activateLanguage(lang));
    const settings = defaultSettings();
    renderDashboard('/dashboard/settings', {
      api: { 'GET /api/settings': ok({ ...settings, appearance: { ...settings.appearance, language: lang } }) },
    });
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', '#main-content');
  });
});

describe('focus after navigation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stays where the browser puts it on the first load', async () => {
    renderDashboard('/dashboard/settings');
    await screen.findByText('Section at /dashboard/settings');
    expect(document.body).toHaveFocus();
  });

  it("moves to the new screen's heading when a sidebar link is followed", async () => {
    const user = userEvent.setup();
    renderDashboard('/dashboard');
    await user.click(within(sidebar()).getByRole('link', { name: /Settings/ }));
    await screen.findByText('Section at /dashboard/settings');
    const heading = screen.getByRole('heading', { level: 1, name: 'Settings' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });
});
