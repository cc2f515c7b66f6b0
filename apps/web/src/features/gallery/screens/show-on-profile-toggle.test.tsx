import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProfile, fail, ok } from '../../../test/owner-fakes';
import { makeItem } from '../test/item-factory';
import { LIST, listed, renderGallery } from '../test/render-gallery';

const PROFILE = 'GET /api/profile';
const SAVE = 'PUT /api/profile';
const NAME = 'Show my latest images on my profile';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('showing the latest images on the profile (gallery screen)', () => {
  it('reads the saved choice and saves a change at once with PUT /api/profile', async () => {
    const user = userEvent.setup();
    const { calls } = renderGallery({
      [LIST]: listed([makeItem({ title: 'Harbour' })]),
      [PROFILE]: ok(aProfile({}, { showGalleryOnProfile: false })),
      [SAVE]: ok(aProfile({}, { showGalleryOnProfile: true }), 'Profile updated successfully'),
    });
    const toggle = await screen.findByRole('switch', { name: NAME });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'Up to 6 of your newest visible images appear on your public profile, linking to the gallery.',
    );

    await user.click(toggle);
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(calls.sent(SAVE)).toEqual([{ showGalleryOnProfile: true }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: NAME })).toBeChecked());
    expect(screen.getByRole('switch', { name: NAME })).toBeEnabled();
  });

  it('goes back to the saved state with the reason when the save is refused', async () => {
    const user = userEvent.setup();
    renderGallery({
      [LIST]: listed([makeItem({ title: 'Harbour' })]),
      [PROFILE]: ok(aProfile({}, { showGalleryOnProfile: true })),
      [SAVE]: fail(503, 'UNAVAILABLE', 'Service unavailable'),
    });
    const toggle = await screen.findByRole('switch', { name: NAME });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: NAME })).toBeChecked());
  });

  it('is not offered while the gallery is empty', async () => {
    renderGallery({ [LIST]: listed([]), [PROFILE]: ok(aProfile()) });
    expect(await screen.findByRole('button', { name: 'Upload Images' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: NAME })).not.toBeInTheDocument();
  });
});
