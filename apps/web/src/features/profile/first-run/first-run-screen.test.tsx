import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../../lib/session/auth-context';
import { aProfile, aUser, fail, ok, type Route } from '../../../test/owner-fakes';
import { renderOwner } from '../../../test/render-owner';
import { FirstRunScreen } from './first-run-screen';

const check = (username: string) => `GET /api/profile/check-username?username=${username}`;
const answer = (username: string, available: boolean) =>
  ok({ username, available, message: available ? 'Username is available' : 'Username is already taken' });

/** Stands in for the overview: shows the state it was given and the session's names. */
function Arrived() {
  const { state } = useLocation();
  const { user } = useAuth();
  return <p>{`Overview ${JSON.stringify(state)} ${user?.username} ${user?.firstName}`}</p>;
}

function renderStep(api: Record<string, Route> = {}, user = aUser({ username: null, firstName: null })) {
  const view = renderOwner(
    [
      { path: '/welcome', element: <FirstRunScreen /> },
      { path: '/dashboard', element: <Arrived /> },
    ],
    '/welcome',
    { user, api: { [check('kofi')]: answer('kofi', true), [check('taken')]: answer('taken', false), ...api } },
  );
  return { ...view, typist: userEvent.setup() };
}

const usernameField = () => screen.getByRole('textbox', { name: 'Username' });
const firstNameField = () => screen.getByRole('textbox', { name: 'First name (optional)' });
const saved = (firstName: string | null, username = 'kofi') =>
  ok(aProfile({ username, firstName }), 'Profile updated successfully');

describe('first-run step', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the username and an optional first name', async () => {
    renderStep();
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your portfolio' })).toBeInTheDocument();
    expect(usernameField()).toBeRequired();
    expect(firstNameField()).not.toBeRequired();
    expect(firstNameField()).toHaveAccessibleDescription('We greet you by it. Leave it empty to skip it.');
  });

  it('checks availability live, as in the profile, and blocks a taken name', async () => {
    const { typist } = renderStep();
    await typist.type(await screen.findByRole('textbox', { name: 'Username' }), 'kofi');
    expect(await screen.findByText('Username is available', {}, { timeout: 2000 })).toBeInTheDocument();
    await typist.clear(usernameField());
    await typist.type(usernameField(), 'taken');
    expect(await screen.findByText('Username is already taken', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('requires the username to continue', async () => {
    const { typist, calls } = renderStep();
    await typist.type(await screen.findByRole('textbox', { name: 'First name (optional)' }), 'Ama');
    await typist.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(usernameField()).toHaveAttribute('aria-invalid', 'true');
    expect(calls.sent('PUT /api/profile')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Set up your portfolio' })).toBeInTheDocument();
  });

  it('lets the name be skipped: saves the username alone and opens the overview as a first visit', async () => {
    const { typist, calls } = renderStep({ 'PUT /api/profile': saved(null) });
    await typist.type(await screen.findByRole('textbox', { name: 'Username' }), 'kofi');
    await typist.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Overview {"firstRun":true} kofi null')).toBeInTheDocument();
    expect(calls.sent('PUT /api/profile')).toEqual([{ username: 'kofi' }]);
  });

  it('saves the first name with the username', async () => {
    const { typist, calls } = renderStep({ 'PUT /api/profile': saved('Ama') });
    await typist.type(await screen.findByRole('textbox', { name: 'Username' }), 'kofi');
    await typist.type(firstNameField(), '  Ama ');
    await typist.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Overview {"firstRun":true} kofi Ama')).toBeInTheDocument();
    expect(calls.sent('PUT /api/profile')).toEqual([{ username: 'kofi', firstName: 'Ama' }]);
  });

  it.each([
    ['the server says why', fail(409, 'CONFLICT', 'Username already taken'), 'Username already taken'],
    ['no reason comes back', fail(500, 'INTERNAL', ''), 'Failed to update profile'],
  ])('shows the refusal and stays when %s', async (_case, reply, text) => {
    const { typist, router } = renderStep({ 'PUT /api/profile': reply });
    await typist.type(await screen.findByRole('textbox', { name: 'Username' }), 'kofi');
    await typist.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(router.state.location.pathname).toBe('/welcome');
    expect(usernameField()).toHaveValue('kofi');
  });

  it('sends an account that already has a username to the dashboard', async () => {
    const { router } = renderStep({}, aUser({ username: 'ama' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
  });
});
