import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, defaultSettings, fail, ok } from '../../test/owner-fakes';
import { withChange, type SettingChange } from './lib/setting-change';
import { holdRequests } from './test/hold-requests';
import { renderSettings } from './test/render-settings';

afterEach(() => vi.unstubAllGlobals());

const saved = (change: SettingChange) => ok(withChange(defaultSettings(), change), 'Settings updated');
const toastOf = (type: 'success' | 'error') => document.querySelector(`[data-toast-type="${type}"]`);

describe('settings preferences', () => {
  it('shows the saved settings in each switch and select', async () => {
    renderSettings({
      api: {
        'GET /api/settings': ok(withChange(defaultSettings(), { group: 'appearance', key: 'language', value: 'de' })),
      },
    });
    const marketing = await screen.findByRole('switch', { name: 'Marketing emails' });
    expect(marketing).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Email notifications' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Make your profile public' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveValue('system');
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveAccessibleDescription(
      "Follows your device's light or dark setting.",
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('de');
    expect(screen.getByRole('combobox', { name: 'Language' })).not.toHaveAccessibleDescription();
  });

  it('says which security alerts the switch turns off and which are always mailed (decision 018)', async () => {
    renderSettings({ api: {} });
    expect(await screen.findByRole('switch', { name: 'Security alerts' })).toHaveAccessibleDescription(
      'Mail when a Google account is linked. A changed password, two-factor sign-in turned on or off, and a deleted account are always mailed.',
    );
    expect(screen.getByRole('switch', { name: 'Marketing emails' })).toHaveAccessibleDescription(
      'News, tips and offers from SparkLink. Every one has a link to unsubscribe.',
    );
  });

  it.each([
    ['Email notifications', { group: 'notifications', key: 'email', value: false }, 'Notification settings updated'],
    ['Marketing emails', { group: 'notifications', key: 'marketing', value: true }, 'Notification settings updated'],
    ['Security alerts', { group: 'notifications', key: 'security', value: false }, 'Notification settings updated'],
    ['Make your profile public', { group: 'privacy', key: 'profileVisible', value: false }, 'Privacy settings updated'],
    [
      'Allow search engine indexing',
      { group: 'privacy', key: 'allowIndexing', value: false },
      'Privacy settings updated',
    ],
  ] as const)('"%s" sends only its key and says so', async (label, change, message) => {
    const user = userEvent.setup();
    const { calls } = renderSettings({ api: { 'PUT /api/settings': saved(change) } });
    const toggle = await screen.findByRole('switch', { name: label });
    await user.click(toggle);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(toastOf('success')).toHaveTextContent(message);
    expect(calls.sent('PUT /api/settings')).toEqual([{ [change.group]: { [change.key]: change.value } }]);
    expect(toggle).toHaveAttribute('aria-checked', String(change.value));
  });

  it('offers no last-active switch: nothing public would read it (decision 051)', async () => {
    renderSettings();
    const privacy = within(await screen.findByRole('region', { name: 'Privacy and Visibility' }));
    const names = privacy.getAllByRole('switch').map((toggle) => toggle.getAttribute('aria-labelledby'));
    expect(names.map((id) => document.getElementById(id!)!.textContent)).toEqual([
      'Make your profile public',
      'Allow search engine indexing',
    ]);
    expect(screen.queryByText(/when you were last active/i)).not.toBeInTheDocument();
  });

  it('reads the avatar, the profile and the gallery again when the profile turns private: their image URLs are signed now (decision 037)', async () => {
    const user = userEvent.setup();
    const signed = 'https://media.test/avatars/a.webp?exp=1700003600&sig=abc';
    const me = [
      ok({ user: aUser({ profilePicture: 'https://media.test/avatars/a.webp' }) }),
      ok({ user: aUser({ profilePicture: signed }) }),
    ];
    const change = { group: 'privacy', key: 'profileVisible', value: false } as const;
    const { calls, queryClient } = renderSettings({
      api: { 'PUT /api/settings': saved(change), 'GET /api/auth/me': () => me.shift()! },
    });
    queryClient.setQueryData(['gallery', 'list'], []);
    queryClient.setQueryData(['profile'], {});
    const toggle = await screen.findByRole('switch', { name: 'Make your profile public' });
    await waitFor(() => expect(calls.sent('GET /api/auth/me')).toHaveLength(1));
    await user.click(toggle);

    expect(await screen.findByText('Privacy settings updated')).toBeInTheDocument();
    await waitFor(() => expect(calls.sent('GET /api/auth/me')).toHaveLength(2));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user')!).profilePicture).toBe(signed));
    expect(queryClient.getQueryState(['gallery', 'list'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['profile'])?.isInvalidated).toBe(true);
  });

  it('reads nothing again for a setting that changes no image URL', async () => {
    const user = userEvent.setup();
    const change = { group: 'privacy', key: 'allowIndexing', value: false } as const;
    const { calls, queryClient } = renderSettings({
      api: { 'PUT /api/settings': saved(change), 'GET /api/auth/me': ok({ user: aUser() }) },
    });
    queryClient.setQueryData(['gallery', 'list'], []);
    await user.click(await screen.findByRole('switch', { name: 'Allow search engine indexing' }));

    expect(await screen.findByText('Privacy settings updated')).toBeInTheDocument();
    expect(calls.sent('GET /api/auth/me')).toHaveLength(1);
    expect(queryClient.getQueryState(['gallery', 'list'])?.isInvalidated).toBe(false);
  });

  it('puts the switch back and shows the server message when saving fails', async () => {
    const user = userEvent.setup();
    renderSettings({
      api: { 'PUT /api/settings': fail(429, 'RATE_LIMITED', 'Too many requests. Please try again later.') },
    });
    const toggle = await screen.findByRole('switch', { name: 'Make your profile public' });
    await user.click(toggle);

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(screen.queryByText('Privacy settings updated')).not.toBeInTheDocument();
  });

  it('reports each of two changes made at once and puts back the one that failed', async () => {
    const user = userEvent.setup();
    const bothOn = withChange(defaultSettings(), { group: 'notifications', key: 'marketing', value: true });
    const answers = [fail(500, 'INTERNAL', 'Internal server error'), ok(bothOn, 'Settings updated')];
    const { calls } = renderSettings({ api: { 'PUT /api/settings': () => answers.shift()! } });
    const email = await screen.findByRole('switch', { name: 'Email notifications' });
    const marketing = screen.getByRole('switch', { name: 'Marketing emails' });
    const release = holdRequests('PUT /api/settings');
    await user.click(email);
    await user.click(marketing);
    await waitFor(() => expect(calls.sent('PUT /api/settings')).toHaveLength(0));
    expect(email).toHaveAttribute('aria-checked', 'false');
    expect(marketing).toHaveAttribute('aria-checked', 'true');
    release();

    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    expect(await screen.findByText('Notification settings updated')).toBeInTheDocument();
    expect(calls.sent('PUT /api/settings')).toEqual([
      { notifications: { email: false } },
      { notifications: { marketing: true } },
    ]);
    expect(email).toHaveAttribute('aria-checked', 'true');
    expect(marketing).toHaveAttribute('aria-checked', 'true');
  });

  it('saves the theme and the language, each language named in itself', async () => {
    const user = userEvent.setup();
    const dark = withChange(defaultSettings(), { group: 'appearance', key: 'theme', value: 'dark' });
    const answers = [ok(dark), ok(withChange(dark, { group: 'appearance', key: 'language', value: 'fr' }))];
    const { calls } = renderSettings({ api: { 'PUT /api/settings': () => answers.shift()! } });
    const theme = await screen.findByRole('combobox', { name: 'Theme' });
    expect(
      within(theme)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Light', 'Dark', 'System']);
    await user.selectOptions(theme, 'dark');

    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(calls.sent('PUT /api/settings')).toEqual([{ appearance: { theme: 'dark' } }]);
    expect(theme).toHaveValue('dark');
    expect(theme).not.toHaveAccessibleDescription();

    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['en', 'English'],
      ['es', 'Español'],
      ['fr', 'Français'],
      ['de', 'Deutsch'],
    ]);
    expect(language).not.toHaveAccessibleDescription();
    await user.selectOptions(language, 'fr');
    expect(calls.sent('PUT /api/settings')).toEqual([
      { appearance: { theme: 'dark' } },
      { appearance: { language: 'fr' } },
    ]);
    expect(await screen.findAllByText('Settings updated')).toHaveLength(2);
    expect(language).toHaveValue('fr');
    expect(language).not.toHaveAccessibleDescription();
  });

  it("shows the server's message when the settings cannot be loaded, and offers a retry", async () => {
    const user = userEvent.setup();
    let attempts = 0;
    renderSettings({
      api: {
        'GET /api/settings': () =>
          ++attempts === 1 ? fail(500, 'INTERNAL', 'Internal server error') : ok(defaultSettings()),
      },
    });
    expect(await screen.findByText('Internal server error')).toHaveRole('alert');
    expect(screen.queryByText('Failed to load settings')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Danger Zone' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Email notifications' })).toBeInTheDocument();
  });

  it('says "Failed to load settings" when the failure carries no message', async () => {
    renderSettings({ api: { 'GET /api/settings': fail(500, 'INTERNAL', '') } });
    expect(await screen.findByText('Failed to load settings')).toHaveRole('alert');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
