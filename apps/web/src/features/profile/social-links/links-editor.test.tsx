import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyboardDrag, mockRowRects } from '../../../components/sortable/test-keyboard-drag';
import { aProfile, ok } from '../../../test/owner-fakes';
import { renderProfile } from '../test/render-profile';

const NEW_FIELDS = { title: null, thumbnailUrl: null, phone: null, message: null };
const instagram = {
  id: 'l1',
  platform: 'instagram' as const,
  kind: 'instagram' as const,
  url: 'https://instagram.com/ama',
  order: 0,
  relMe: false,
  ...NEW_FIELDS,
};
const shop = {
  id: 'l2',
  platform: 'website' as const,
  kind: 'custom' as const,
  url: 'https://shop.example/',
  order: 1,
  relMe: false,
  ...NEW_FIELDS,
  title: 'My shop',
  thumbnailUrl: 'https://media.example.com/link-thumbnails/t.webp',
};

describe('links editor', () => {
  let restoreRects: (() => void) | undefined;
  afterEach(() => {
    restoreRects?.();
    vi.unstubAllGlobals();
  });

  it('adds a WhatsApp link with a number and a message, reorders by keyboard, picks the layout and saves it all', async () => {
    restoreRects = mockRowRects();
    const user = userEvent.setup();
    const { calls } = renderProfile({
      api: {
        'GET /api/profile': ok(aProfile({}, { socialLinks: [instagram, shop] })),
        'PUT /api/profile': ok(aProfile()),
        'PUT /api/profile/social-links': ok({ socialLinks: [], linksLayout: 'icons' }),
      },
    });
    const section = within(await screen.findByRole('region', { name: 'Social Links' }));
    // Each row shows its kind's real mark and the custom link's thumbnail.
    expect(document.querySelector('svg[data-icon="instagram"]')).not.toBeNull();
    expect(section.getByLabelText('Replace the thumbnail of link 2')).toHaveAttribute('type', 'file');

    await user.click(section.getByRole('button', { name: 'Add Link' }));
    await user.selectOptions(section.getByLabelText('Link 3 platform'), 'whatsapp');
    expect(document.querySelector('svg[data-icon="whatsapp"]')).not.toBeNull();
    await user.type(section.getByLabelText('Link 3 WhatsApp number'), '024 123 4567');
    await user.type(section.getByLabelText('Link 3 prefilled message (optional)'), 'Hello Ama');
    await keyboardDrag(section.getByRole('button', { name: 'Drag WhatsApp to reorder' }), 'ArrowUp', 4);
    await user.click(section.getByLabelText('A row of icons'));

    await user.click(section.getByRole('button', { name: 'Add Link' }));
    await user.selectOptions(section.getByLabelText('Link 4 platform'), 'custom');
    expect(section.getByText('Save your links to add a thumbnail to this one.')).toBeDefined();
    await user.type(section.getByLabelText('Link 4 URL'), 'http://blog.example');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    // Refused in the browser: a custom link needs https (and a title), nothing is sent.
    expect(await section.findByText('Enter a valid URL starting with https://')).toBeDefined();
    expect(calls.sent('PUT /api/profile/social-links')).toEqual([]);
    await user.click(section.getByRole('button', { name: 'Remove link 4' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeDefined();
    expect(calls.sent('PUT /api/profile/social-links')).toEqual([
      {
        links: [
          {
            kind: 'whatsapp',
            title: null,
            order: 0,
            relMe: false,
            isEnabled: true,
            startsAt: null,
            endsAt: null,
            phone: '024 123 4567',
            message: 'Hello Ama',
          },
          {
            id: 'l1',
            kind: 'instagram',
            title: null,
            order: 1,
            relMe: false,
            isEnabled: true,
            startsAt: null,
            endsAt: null,
            url: 'https://instagram.com/ama',
          },
          {
            id: 'l2',
            kind: 'custom',
            title: 'My shop',
            order: 2,
            relMe: false,
            isEnabled: true,
            startsAt: null,
            endsAt: null,
            url: 'https://shop.example/',
          },
        ],
        layout: 'icons',
      },
    ]);
  }, 30_000);

  it('says in plain words what marking a link as yours does, and saves it', async () => {
    const user = userEvent.setup();
    const { calls } = renderProfile({
      api: {
        'GET /api/profile': ok(aProfile({}, { socialLinks: [instagram] })),
        'PUT /api/profile': ok(aProfile()),
        'PUT /api/profile/social-links': ok({ socialLinks: [], linksLayout: 'icons' }),
      },
    });
    const section = within(await screen.findByRole('region', { name: 'Social Links' }));
    const mine = section.getByRole('checkbox', {
      name: 'Link 1: let sites like Mastodon confirm this page is yours (clicks on this link are then not counted)',
    });
    expect(section.queryByText(/rel=/)).toBeNull();
    await user.click(mine);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeDefined();
    expect(calls.sent('PUT /api/profile/social-links')).toEqual([
      {
        links: [
          {
            id: 'l1',
            kind: 'instagram',
            title: null,
            order: 0,
            relMe: true,
            isEnabled: true,
            startsAt: null,
            endsAt: null,
            url: 'https://instagram.com/ama',
          },
        ],
        layout: 'buttons',
      },
    ]);
  }, 30_000);
});
