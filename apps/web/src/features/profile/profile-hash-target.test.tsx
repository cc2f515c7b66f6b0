import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProfile, ok } from '../../test/owner-fakes';
import { renderOwner } from '../../test/render-owner';
import { ProfileSettingsScreen } from './profile-settings-screen';

// The overview's "Get your portfolio ready" links lead to /dashboard/profile#<id> (decision 052).
describe('a checklist link on the profile screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['#profile-bio', () => screen.getByRole('textbox', { name: 'Bio' })],
    ['#profile-picture-upload', () => screen.getByRole('button', { name: 'Upload profile picture' })],
    ['#social-links-heading', () => screen.getByRole('heading', { name: 'Social Links' })],
  ])('focuses the field named by %s', async (hash, target) => {
    renderOwner([{ path: '/dashboard/profile', element: <ProfileSettingsScreen /> }], `/dashboard/profile${hash}`, {
      api: { 'GET /api/profile': ok(aProfile()) },
    });
    await screen.findByRole('textbox', { name: 'Bio' });
    await waitFor(() => expect(target()).toHaveFocus());
  });
});
