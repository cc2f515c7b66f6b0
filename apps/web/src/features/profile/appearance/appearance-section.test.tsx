import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProfile, aUser, fail, ok } from '../../../test/owner-fakes';
import { renderProfile } from '../test/render-profile';

const LOOK_NAMES = ['Paper', 'Classic', 'Sunset', 'Ocean', 'Forest', 'Electric', 'Terracotta', 'Studio', 'Photo'];

const section = async () => within(await screen.findByRole('region', { name: 'Appearance' }));

describe('Profile → Appearance', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers every look as a radio with a drawn thumbnail, the saved one chosen', async () => {
    renderProfile({ api: { 'GET /api/profile': ok(aProfile({}, { lookId: 'forest', colorMode: 'light' })) } });
    const s = await section();
    const looks = within(s.getByRole('group', { name: 'Look' })).getAllByRole('radio');
    expect(looks.map((radio) => radio.getAttribute('value'))).toEqual(LOOK_NAMES.map((name) => name.toLowerCase()));
    expect(s.getByRole('radio', { name: 'Forest' })).toBeChecked();
    expect(s.getByRole('radio', { name: 'Light' })).toBeChecked();
    // Drawn from the look's own definition: Ocean's light gradient, in its light palette.
    expect(s.getByTestId('look-thumbnail-ocean').style.background).toBe(
      'linear-gradient(160deg, rgb(224, 242, 254), rgb(213, 245, 238))',
    );
  });

  it('moves between looks with the arrow keys and saves the look and mode through the profile API', async () => {
    const user = userEvent.setup();
    const saved = aProfile({}, { lookId: 'classic', colorMode: 'device' });
    const { calls } = renderProfile({ api: { 'PUT /api/profile': ok(saved, 'Profile updated successfully') } });
    const s = await section();
    await user.click(s.getByRole('radio', { name: 'Paper' }));
    await user.keyboard('{ArrowRight}');
    expect(s.getByRole('radio', { name: 'Classic' })).toBeChecked();
    expect(s.getByRole('radio', { name: 'Classic' })).toHaveFocus();
    await user.click(s.getByRole('radio', { name: "Follow the visitor's device" }));
    await user.click(s.getByRole('button', { name: 'Save appearance' }));
    expect(await s.findByText('Appearance saved')).toBeInTheDocument();
    expect(calls.sent('PUT /api/profile')).toEqual([{ lookId: 'classic', colorMode: 'device', accentColor: null }]);
  });

  it('draws the thumbnails in the dark palette when dark is chosen', async () => {
    const user = userEvent.setup();
    renderProfile();
    const s = await section();
    await user.click(s.getByRole('radio', { name: 'Dark' }));
    expect(s.getByTestId('look-thumbnail-paper').style.background).toBe('rgb(12, 10, 9)');
  });

  it('locks the accent on STARTER with the reason and the way to upgrade', async () => {
    renderProfile();
    const s = await section();
    const accent = s.getByRole('group', { name: 'Accent color' });
    expect(accent).toBeDisabled();
    expect(within(accent).getByRole('checkbox', { name: 'Use my own accent color' })).toBeDisabled();
    expect(accent).toHaveTextContent('Your own accent color requires a RISE or BLAZE subscription. Upgrade your plan');
    expect(within(accent).getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/dashboard/subscription',
    );
  });

  it('lets RISE pick an accent and sends it upper-case', async () => {
    const user = userEvent.setup();
    const rise = aProfile({ subscription: 'RISE' });
    const { calls } = renderProfile({
      user: aUser({ subscription: 'RISE' }),
      api: { 'GET /api/profile': ok(rise), 'PUT /api/profile': ok(rise) },
    });
    const s = await section();
    await user.click(s.getByRole('checkbox', { name: 'Use my own accent color' }));
    fireEvent.change(s.getByLabelText('Pick a color'), { target: { value: '#ff0066' } });
    expect(s.getByText('We adjust it where needed so text on it stays easy to read.')).toBeInTheDocument();
    await user.click(s.getByRole('button', { name: 'Save appearance' }));
    await s.findByText('Appearance saved');
    expect(calls.sent('PUT /api/profile')).toEqual([{ lookId: 'paper', colorMode: 'light', accentColor: '#FF0066' }]);
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    renderProfile({
      api: {
        'PUT /api/profile': fail(403, 'PLAN_LIMIT', 'Your own accent color requires a RISE or BLAZE subscription'),
      },
    });
    const s = await section();
    await user.click(s.getByRole('button', { name: 'Save appearance' }));
    expect(await s.findByRole('alert')).toHaveTextContent(
      'Your own accent color requires a RISE or BLAZE subscription',
    );
  });
});
