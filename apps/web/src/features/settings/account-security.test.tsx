import { SECURITY_MESSAGES, TWO_FACTOR_MESSAGES } from '@sparklink/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, fail, ok, type Reply } from '../../test/owner-fakes';
import { confirmIdentity, defaultSecurity, renderSettings, thisDevice } from './test/render-settings';

/** Settings → Security's account-level changes and signed-in devices (decision 034). */

const CONFIRM = 'POST /api/auth/confirm-identity';
const SIGN_OUT_OTHERS = 'POST /api/auth/sessions/sign-out-others';
const PHONE = thisDevice({
  id: '0190b1a2-0000-7000-8000-000000000002',
  device: 'Mobile',
  browser: 'Mobile Safari',
  os: 'iOS',
  lastUsedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  current: false,
});
const security = () => screen.getByRole('region', { name: 'Security and Authentication' });
const wrongPassword: Reply = {
  status: 400,
  body: {
    status: 'ERROR',
    code: 'VALIDATION_ERROR',
    message: TWO_FACTOR_MESSAGES.wrongPassword,
    errors: [{ path: 'password', message: TWO_FACTOR_MESSAGES.wrongPassword }],
  },
};

describe('settings: signed-in devices', () => {
  it('lists each device with what it is and when it was last used', async () => {
    renderSettings({ api: { 'GET /api/auth/sessions': ok({ sessions: [thisDevice(), PHONE] }) } });
    const [mine, phone] = await within(security()).findAllByRole('listitem');
    expect(mine).toHaveTextContent('Chrome on Linux');
    expect(mine).toHaveTextContent('This device');
    expect(within(mine!).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(phone).toHaveTextContent('Mobile Safari on iOS');
    expect(phone).toHaveTextContent('Last active 2 hours ago');
  });

  it('signs out every other device after the password, and says so', async () => {
    const user = userEvent.setup();
    let signedOut = false;
    const { calls } = renderSettings({
      api: {
        'GET /api/auth/sessions': () => ok({ sessions: signedOut ? [thisDevice()] : [thisDevice(), PHONE] }),
        [SIGN_OUT_OTHERS]: () => {
          signedOut = true;
          return ok({ signedOut: 1 }, SECURITY_MESSAGES.otherSessionsSignedOut);
        },
      },
    });
    await user.click(await within(security()).findByRole('button', { name: 'Sign out of all other devices' }));
    await confirmIdentity(user, 'my-password');
    expect(await screen.findByText('Every other device is signed out')).toBeInTheDocument();
    expect(calls.sent(CONFIRM)).toEqual([{ password: 'my-password' }]);
    expect(calls.sent(SIGN_OUT_OTHERS)).toHaveLength(1);
    await waitFor(() => expect(within(security()).getAllByRole('listitem')).toHaveLength(1));
    expect(within(security()).queryByRole('button', { name: 'Sign out of all other devices' })).not.toBeInTheDocument();
  });

  it('shows a wrong password on its field, and a closed dialog does nothing', async () => {
    const user = userEvent.setup();
    const { calls } = renderSettings({
      api: { 'GET /api/auth/sessions': ok({ sessions: [thisDevice(), PHONE] }), [CONFIRM]: wrongPassword },
    });
    await user.click(await within(security()).findByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(dialog).toHaveAccessibleDescription(
      'Enter your password to continue. We won’t ask again for the next 5 minutes.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Enter your password')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Password'), 'not-mine');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Incorrect password')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.sent(`DELETE /api/auth/sessions/${PHONE.id}`)).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an account without a password confirms with a mailed code', async () => {
    const user = userEvent.setup();
    const { calls } = renderSettings({
      user: aUser({ hasPassword: false, googleLinked: true }),
      api: {
        'GET /api/auth/security': ok(defaultSecurity({ hasPassword: false })),
        'GET /api/auth/sessions': ok({ sessions: [thisDevice(), PHONE] }),
        'POST /api/auth/confirm-identity/email-code': ok(null, TWO_FACTOR_MESSAGES.emailCodeSent),
        [`DELETE /api/auth/sessions/${PHONE.id}`]: ok(null, SECURITY_MESSAGES.sessionSignedOut),
      },
    });
    await user.click(await within(security()).findByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(dialog).toHaveAccessibleDescription(
      'We’ll e-mail a code to ama@example.com. Enter it to continue. We won’t ask again for the next 5 minutes.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'E-mail me a code' }));
    expect(await within(dialog).findByText('We e-mailed you a code. It expires in 10 minutes.')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Code from the e-mail'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('That device is signed out')).toBeInTheDocument();
    expect(calls.sent(CONFIRM)).toEqual([{ emailCode: '123456' }]);
  });

  it('asks again when the server says the proof is missing, then retries', async () => {
    const user = userEvent.setup();
    let answers = 0;
    const { calls } = renderSettings({
      api: {
        'GET /api/auth/sessions': ok({ sessions: [thisDevice(), PHONE] }),
        [SIGN_OUT_OTHERS]: () =>
          (answers += 1) === 1
            ? fail(403, 'REAUTHENTICATION_REQUIRED', SECURITY_MESSAGES.reauthenticationRequired)
            : ok({ signedOut: 1 }, SECURITY_MESSAGES.otherSessionsSignedOut),
      },
    });
    await user.click(await within(security()).findByRole('button', { name: 'Sign out of all other devices' }));
    const dialog = () => screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await user.type(within(await dialog()).getByLabelText('Password'), 'my-password');
    await user.click(within(await dialog()).getByRole('button', { name: 'Confirm' }));
    // Refused once: the dialog asks again, its field empty, and the action runs after the second proof.
    await waitFor(() => expect(calls.sent(SIGN_OUT_OTHERS)).toHaveLength(1));
    await confirmIdentity(user);
    expect(await screen.findByText('Every other device is signed out')).toBeInTheDocument();
    expect(calls.sent(CONFIRM)).toHaveLength(2);
    expect(calls.sent(SIGN_OUT_OTHERS)).toHaveLength(2);
  });
});

describe('settings: two-factor recovery and new codes', () => {
  it('shows a requested removal with its date, and cancels it', async () => {
    const user = userEvent.setup();
    const recovery = { requestedAt: '2026-11-20T10:00:00.000Z', dueAt: '2026-11-27T10:00:00.000Z', ready: false };
    const on = { enabled: true, enabledAt: '2026-01-01T00:00:00.000Z', recoveryCodesLeft: 10 };
    let cancelled = false;
    const { calls } = renderSettings({
      api: {
        'GET /api/auth/security': () =>
          ok(defaultSecurity({ twoFactor: { ...on, recovery: cancelled ? null : recovery } })),
        'DELETE /api/auth/two-factor/recovery': () => {
          cancelled = true;
          return ok(null, SECURITY_MESSAGES.recoveryCancelled);
        },
      },
    });
    const notice = await within(security()).findByRole('alert');
    expect(notice).toHaveTextContent(/^Two-factor sign-in will be removed on November 27, 2026 at \d+:\d\d [AP]M:/);
    expect(notice).toHaveTextContent('If that was not you, cancel the removal and change your password.');
    await user.click(within(notice).getByRole('button', { name: 'Cancel the removal' }));
    expect(await screen.findByText('The request is cancelled. Two-factor sign-in stays on.')).toBeInTheDocument();
    await waitFor(() => expect(within(security()).queryByRole('alert')).not.toBeInTheDocument());
    expect(calls.sent('DELETE /api/auth/two-factor/recovery')).toHaveLength(1);
  });

  it('makes new recovery codes after the password, and shows them once', async () => {
    const user = userEvent.setup();
    const codes = ['aaaaa-bbbbb', 'ccccc-ddddd'];
    renderSettings({
      api: {
        'GET /api/auth/security': ok(
          defaultSecurity({
            twoFactor: { enabled: true, enabledAt: '2026-01-01T00:00:00.000Z', recoveryCodesLeft: 2, recovery: null },
          }),
        ),
        'POST /api/auth/two-factor/recovery-codes': ok(
          { recoveryCodes: codes },
          SECURITY_MESSAGES.recoveryCodesRenewed,
        ),
      },
    });
    await user.click(await within(security()).findByRole('button', { name: 'New recovery codes' }));
    const dialog = screen.getByRole('dialog', { name: 'New recovery codes' });
    expect(dialog).toHaveTextContent('You will get 10 new recovery codes. The ones you have now will stop working.');
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    await confirmIdentity(user);
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
  });
});
