import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProfile, aUser, fail, ok, type Reply } from '../../../test/owner-fakes';
import { renderProfile } from '../test/render-profile';

const links = [
  {
    id: 'l1',
    platform: 'website' as const,
    url: 'https://ama.dev',
    order: 0,
    relMe: false,
    kind: 'website' as const,
    title: null,
    thumbnailUrl: null,
    phone: null,
    message: null,
  },
  {
    id: 'l2',
    platform: 'github' as const,
    url: 'https://github.com/ama',
    order: 1,
    relMe: false,
    kind: 'github' as const,
    title: null,
    thumbnailUrl: null,
    phone: null,
    message: null,
  },
];
const fields = { firstName: 'Ama', lastName: 'Mensah', username: 'ama', country: '', phone: '', bio: '', tagline: '' };

/** GET /api/profile answers the first profile until a save, then the second. */
function profileBeforeAndAfter(after = aProfile({ firstName: 'Akosua' }, { socialLinks: links })) {
  let saved = false;
  const get = (): Reply => ok(saved ? after : aProfile({}, { socialLinks: links }));
  const put = (reply: Reply) => () => {
    saved = true;
    return reply;
  };
  return { get, put };
}

const save = () => screen.getByRole('button', { name: 'Save Changes' });
const resetButton = () => screen.getByRole('button', { name: 'Reset Changes' });

describe('profile form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('enables Save and Reset only once something changed, and Reset restores the saved values', async () => {
    const user = userEvent.setup();
    renderProfile({ api: { 'GET /api/profile': ok(aProfile({}, { socialLinks: links })) } });
    const firstName = await screen.findByLabelText('First name');
    expect(save()).toBeDisabled();
    expect(resetButton()).toBeDisabled();
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');

    await user.clear(firstName);
    await user.type(firstName, 'Akosua');
    expect(save()).toBeEnabled();
    expect(resetButton()).toBeEnabled();

    await user.click(resetButton());
    expect(firstName).toHaveValue('Ama');
    expect(save()).toBeDisabled();
    expect(resetButton()).toBeDisabled();
  });

  it('saves only the fields when the links did not change, reloads, and shows the banner', async () => {
    const user = userEvent.setup();
    const profile = profileBeforeAndAfter();
    const { calls } = renderProfile({
      api: {
        'GET /api/profile': profile.get,
        'PUT /api/profile': profile.put(ok(aProfile({ firstName: 'Akosua' }), 'Profile updated successfully')),
      },
    });
    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, '  Akosua ');
    await user.click(save());

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(calls.sent('PUT /api/profile')).toEqual([{ ...fields, firstName: 'Akosua' }]);
    expect(calls.sent('PUT /api/profile/social-links')).toEqual([]);
    expect(calls.sent('GET /api/profile')).toHaveLength(2);
    expect(firstName).toHaveValue('Akosua');
    expect(save()).toBeDisabled();
  });

  it('enables Save for a links change alone and sends the whole list in its new order', async () => {
    const user = userEvent.setup();
    const profile = profileBeforeAndAfter();
    const { calls } = renderProfile({
      api: {
        'GET /api/profile': profile.get,
        'PUT /api/profile': ok(aProfile()),
        'PUT /api/profile/social-links': profile.put(ok({ socialLinks: links })),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Move link 2 up' }));
    expect(save()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Add Link' }));
    expect(screen.getByLabelText('Link 3 platform')).toHaveValue('website');
    await user.selectOptions(screen.getByLabelText('Link 3 platform'), 'medium');
    await user.type(screen.getByLabelText('Link 3 URL'), 'https://medium.com/@ama');
    await user.click(save());

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(calls.sent('PUT /api/profile')).toEqual([fields]);
    expect(calls.sent('PUT /api/profile/social-links')).toEqual([
      {
        links: [
          {
            id: 'l2',
            kind: 'github',
            title: null,
            order: 0,
            relMe: false,
            isEnabled: true,
            startsAt: null,
            endsAt: null,
            url: 'https://github.com/ama',
          },
          {
            id: 'l1',
            kind: 'website',
            title: null,
            order: 1,
            relMe: false,
            isEnabled: true,
            startsAt: null,
            endsAt: null,
            url: 'https://ama.dev',
          },
          {
            kind: 'medium',
            title: null,
            order: 2,
            relMe: false,
            isEnabled: true,
            startsAt: null,
            endsAt: null,
            url: 'https://medium.com/@ama',
          },
        ],
        layout: 'buttons',
      },
    ]);
  });

  it('removes a link, and refuses a URL that is not http(s) without calling the API', async () => {
    const user = userEvent.setup();
    const { calls } = renderProfile({ api: { 'GET /api/profile': ok(aProfile({}, { socialLinks: links })) } });
    await user.click(await screen.findByRole('button', { name: 'Remove link 1' }));
    expect(screen.getByLabelText('Link 1 URL')).toHaveValue('https://github.com/ama');
    await user.clear(screen.getByLabelText('Link 1 URL'));
    await user.type(screen.getByLabelText('Link 1 URL'), 'github.com/ama');
    await user.click(save());
    expect(await screen.findByText('Enter a valid URL starting with http:// or https://')).toBeInTheDocument();
    expect(screen.getByLabelText('Link 1 URL')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.sent('PUT /api/profile')).toEqual([]);
  });

  it('shows the field rules from the contract', async () => {
    const user = userEvent.setup();
    const { calls } = renderProfile();
    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'bad name!');
    await user.click(save());
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(
      screen.getByText('Username can only contain letters, numbers, hyphens, and underscores'),
    ).toBeInTheDocument();
    expect(calls.sent('PUT /api/profile')).toEqual([]);
  });

  // The exact 3 s is use-timed-banner.test's, on fake timers; here real timers only show it goes.
  it("shows the server's message when saving fails, and the banner clears itself", async () => {
    const user = userEvent.setup();
    renderProfile({ api: { 'PUT /api/profile': fail(409, 'CONFLICT', 'Username already taken') } });
    const country = await screen.findByLabelText('Country');
    await user.type(country, 'Ghana');
    await user.click(save());
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Username already taken');
    expect(save()).toBeEnabled();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 10_000 });
  });

  it('stops Add at the plan limit and links to the subscription page', async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({
      id: `l${i}`,
      platform: 'website' as const,
      url: `https://ama.dev/${i}`,
      order: i,
      relMe: false,
      kind: 'website' as const,
      title: null,
      thumbnailUrl: null,
      phone: null,
      message: null,
    }));
    renderProfile({ api: { 'GET /api/profile': ok(aProfile({}, { socialLinks: five })) } });
    const section = within(await screen.findByRole('region', { name: 'Social Links' }));
    expect(section.getByRole('button', { name: 'Add Link' })).toBeDisabled();
    expect(section.getByText(/Your plan allows up to 5 social links/)).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/dashboard/subscription');
  });

  it('lets a BLAZE owner add past ten links', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({
      id: `l${i}`,
      platform: 'website' as const,
      url: `https://ama.dev/${i}`,
      order: i,
      relMe: false,
      kind: 'website' as const,
      title: null,
      thumbnailUrl: null,
      phone: null,
      message: null,
    }));
    renderProfile({
      user: aUser({ subscription: 'BLAZE' }),
      api: { 'GET /api/profile': ok(aProfile({ subscription: 'BLAZE' }, { socialLinks: ten })) },
    });
    expect(await screen.findByRole('button', { name: 'Add Link' })).toBeEnabled();
  });
});

describe('leaving the profile with unsaved changes', () => {
  afterEach(() => vi.unstubAllGlobals());
  const leaveDialog = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });

  it('asks first; Stay keeps the changes in the form, Leave goes', async () => {
    const user = userEvent.setup();
    const { router } = renderProfile({ api: { 'GET /api/profile': ok(aProfile({}, { socialLinks: links })) } });
    const firstName = await screen.findByLabelText('First name');
    await user.type(firstName, 'x');
    // On a phone the buttons wait in a bar at the bottom while there are changes.
    const bar = screen.getByRole('region', { name: 'Unsaved changes' });
    expect(within(bar).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(within(bar).getByRole('button', { name: 'Reset Changes' })).toBeEnabled();

    void router.navigate('/login');
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(leaveDialog()).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/profile');
    expect(firstName).toHaveValue('Amax');

    void router.navigate('/login');
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
  });

  it('asks for a change in the links alone', async () => {
    const user = userEvent.setup();
    const { router } = renderProfile({ api: { 'GET /api/profile': ok(aProfile({}, { socialLinks: links })) } });
    await user.click(await screen.findByRole('button', { name: 'Move link 2 up' }));
    void router.navigate('/login');
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
  });

  it('lets the owner go without asking once the changes are saved', async () => {
    const user = userEvent.setup();
    const profile = profileBeforeAndAfter();
    const { router } = renderProfile({
      api: {
        'GET /api/profile': profile.get,
        'PUT /api/profile': profile.put(ok(aProfile({ firstName: 'Akosua' }), 'Profile updated successfully')),
      },
    });
    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'Akosua');
    await user.click(save());
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();

    void router.navigate('/login');
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(leaveDialog()).not.toBeInTheDocument();
  });
});

describe('profile screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's message when the profile fails to load (spec 1 §8)", async () => {
    renderProfile({ api: { 'GET /api/profile': fail(500, 'INTERNAL', 'Internal server error') } });
    expect((await screen.findByRole('alert')).textContent).toBe('Internal server error');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says "Failed to load profile" when the failure carries no message', async () => {
    renderProfile({ api: { 'GET /api/profile': fail(500, 'INTERNAL', '') } });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load profile');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says "No profile data returned from server" when the answer is a success without data', async () => {
    renderProfile({ api: { 'GET /api/profile': ok(null) } });
    expect((await screen.findByRole('alert')).textContent).toBe('No profile data returned from server');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });
});
