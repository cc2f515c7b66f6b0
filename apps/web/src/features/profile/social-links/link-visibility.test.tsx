import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aProfile, aUser, defaultSettings, ok } from '../../../test/owner-fakes';
import { renderProfile } from '../test/render-profile';

// The owner's zone is Accra (UTC+0) in the fakes; Berlin here makes the conversion visible.
const berlin = () => {
  const settings = defaultSettings();
  return ok({ ...settings, appearance: { ...settings.appearance, timeZone: 'Europe/Berlin' } });
};
const github = {
  id: 'l1',
  platform: 'github' as const,
  kind: 'github' as const,
  url: 'https://github.com/ama',
  order: 0,
  relMe: false,
  ...{ title: null, thumbnailUrl: null, phone: null, message: null },
  ...{ isEnabled: true, startsAt: null, endsAt: null },
};
const render = (tier: 'STARTER' | 'RISE' | 'BLAZE', link: object = github) =>
  renderProfile({
    user: aUser({ subscription: tier }),
    api: {
      'GET /api/settings': berlin(),
      'GET /api/profile': ok(aProfile({ subscription: tier }, { socialLinks: [{ ...github, ...link }] })),
      'PUT /api/profile': ok(aProfile()),
      'PUT /api/profile/social-links': ok({ socialLinks: [], linksLayout: 'buttons' }),
    },
  });
const save = () => screen.getByRole('button', { name: 'Save Changes' });

describe('a link’s switch and schedule (decision 059)', () => {
  it('switches a link off by its named switch on every plan, shows "Off", and sends it', async () => {
    const user = userEvent.setup();
    const { calls } = render('STARTER');
    const section = within(await screen.findByRole('region', { name: 'Social Links' }));
    const toggle = section.getByRole('switch', { name: 'Show link 1, GitHub, on your profile' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(section.queryByText('Off')).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(section.getByText('Off')).toBeInTheDocument();
    await user.click(save());
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(calls.sent('PUT /api/profile/social-links')).toEqual([
      {
        links: [
          {
            ...{ id: 'l1', kind: 'github', title: null, order: 0, relMe: false },
            ...{ isEnabled: false, startsAt: null, endsAt: null, url: 'https://github.com/ama' },
          },
        ],
        layout: 'buttons',
      },
    ]);
  });

  it('takes Starts and Ends in the owner’s time zone and sends UTC instants (BLAZE)', async () => {
    const user = userEvent.setup();
    const { calls } = render('BLAZE');
    const group = within(await screen.findByRole('group', { name: 'Link 1 schedule' }));
    expect(
      await group.findByText(
        'Times are in your time zone, Europe/Berlin. Leave a field empty for no limit. The link must also be on.',
      ),
    ).toBeInTheDocument();
    await user.type(group.getByLabelText('Starts'), '2030-12-03T18:00');
    await user.type(group.getByLabelText('Ends'), '2030-12-10T18:30');
    // The badges say what is ahead, as the page list does.
    expect(screen.getByText('Starts Tue 3 Dec, 18:00')).toBeInTheDocument();
    expect(screen.getByText('Ends Tue 10 Dec, 18:30')).toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(calls.sent('PUT /api/profile/social-links')).toHaveLength(1));
    // 18:00 in Berlin in December is 17:00 UTC.
    expect(calls.sent('PUT /api/profile/social-links')[0]).toMatchObject({
      links: [{ id: 'l1', startsAt: '2030-12-03T17:00:00.000Z', endsAt: '2030-12-10T17:30:00.000Z' }],
    });
  });

  it('says when Ends is not after Starts, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = render('BLAZE');
    const group = within(await screen.findByRole('group', { name: 'Link 1 schedule' }));
    await user.type(group.getByLabelText('Starts'), '2030-12-03T18:00');
    await user.type(group.getByLabelText('Ends'), '2030-12-03T17:00');
    await user.click(save());
    expect(await screen.findByText('Ends must be after Starts')).toBeInTheDocument();
    expect(group.getByLabelText('Ends')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.sent('PUT /api/profile/social-links')).toEqual([]);
  });

  it('locks Starts and Ends below BLAZE with the reason and the way to upgrade, keeping a stored schedule', async () => {
    render('RISE', { startsAt: '2030-12-03T17:00:00.000Z' });
    const group = within(await screen.findByRole('group', { name: 'Link 1 schedule' }));
    expect(group.getByLabelText('Starts')).toBeDisabled();
    expect(group.getByLabelText('Ends')).toBeDisabled();
    expect(await group.findByDisplayValue('2030-12-03T18:00')).toBeInTheDocument();
    expect(group.getByText('Scheduled publishing requires a BLAZE subscription')).toBeInTheDocument();
    expect(group.getByRole('link', { name: 'Upgrade to BLAZE' })).toHaveAttribute('href', '/dashboard/subscription');
    expect(
      group.getByText(
        'If your plan drops below BLAZE, the schedule is kept but stops applying: the link then shows whenever it is on.',
      ),
    ).toBeInTheDocument();
    // The stored switch reads as the badge too.
    expect(screen.getByRole('switch', { name: 'Show link 1, GitHub, on your profile' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});
