import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../test/owner-fakes';
import { renderProfile } from '../test/render-profile';

const check = (username: string) => `GET /api/profile/check-username?username=${username}`;
const answer = (username: string, available: boolean) =>
  ok({ username, available, message: available ? 'Username is available' : 'Username is already taken' });

async function renderLoaded() {
  const view = renderProfile({
    api: {
      [check('kofi')]: answer('kofi', true),
      [check('taken')]: answer('taken', false),
      [check('broken')]: fail(500, 'INTERNAL', 'Internal server error'),
    },
  });
  const field = await screen.findByLabelText('Username');
  // Only the debounce is faked: fetch and the response body still settle on their own.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // The username's own live region: the links' drag-and-drop announcer is a status region too.
  const status = () => within(field.closest('div')!.parentElement!).getByRole('status');
  const type = (value: string) => fireEvent.change(field, { target: { value } });
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  /** Testing Library's async queries need real timers; the debounce has run by then. */
  const answered = (text: string) => {
    vi.useRealTimers();
    return screen.findByText(text);
  };
  return { ...view, status, type, wait, answered };
}

describe('username availability', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('stays idle while the name is empty or unchanged (ignoring case), and asks nothing', async () => {
    const { status, type, wait, calls } = await renderLoaded();
    expect(status()).toHaveTextContent('');
    type('AMA');
    await wait(600);
    expect(status()).toHaveTextContent('');
    type('');
    await wait(600);
    expect(status()).toHaveTextContent('');
    expect(calls.sent(check('AMA'))).toHaveLength(0);
  });

  it('shows checking at once, asks 500 ms after the last change, then says available', async () => {
    const { status, type, wait, answered, calls } = await renderLoaded();
    type('kof');
    await wait(300);
    type('kofi');
    expect(status()).toHaveTextContent('Checking availability...');
    await wait(499);
    expect(calls.sent(check('kofi'))).toHaveLength(0);
    await wait(1);
    expect(await answered('Username is available')).toBeInTheDocument();
    expect(calls.sent(check('kof'))).toHaveLength(0);
    expect(calls.sent(check('kofi'))).toHaveLength(1);
  });

  it('says taken and blocks saving', async () => {
    const { type, wait, answered } = await renderLoaded();
    type('taken');
    await wait(500);
    expect(await answered('Username is already taken')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('says the check failed when the call fails', async () => {
    const { type, wait, answered } = await renderLoaded();
    type('broken');
    await wait(500);
    expect(await answered('Error checking username')).toBeInTheDocument();
  });

  it('says a short name is too short without asking', async () => {
    const { status, type, wait, calls } = await renderLoaded();
    type('ab');
    expect(status()).toHaveTextContent('Username must be at least 3 characters');
    await wait(600);
    expect(calls.sent(check('ab'))).toHaveLength(0);
  });
});
