import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, fail, ok, type Reply } from '../../test/owner-fakes';
import { confirmIdentity, defaultSecurity, renderSettings } from './test/render-settings';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SECURITY = 'GET /api/auth/security';
const SETUP = 'POST /api/auth/two-factor/setup';
const ENABLE = 'POST /api/auth/two-factor/enable';
const DISABLE = 'POST /api/auth/two-factor/disable';
const EMAIL_CODE = 'POST /api/auth/two-factor/disable/email-code';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = ['abcde-fghjk', 'mnpqr-stuvw', 'xyz23-45678', '9abcd-efghj'];
const ON = defaultSecurity({
  twoFactor: { enabled: true, enabledAt: '2026-01-01T00:00:00.000Z', recoveryCodesLeft: 4, recovery: null },
});
const fieldError = (path: string, message: string): Reply => ({
  status: 400,
  body: { status: 'ERROR', code: 'VALIDATION_ERROR', message, errors: [{ path, message }] },
});

/** GET /api/auth/security answers `before` until a write succeeds, then `after`. */
function securityAfterWrite(before: object, after: object) {
  let written = false;
  return {
    security: () => ok(written ? after : before),
    wrote: (reply: Reply) => () => {
      written = reply.status === 200;
      return reply;
    },
  };
}

function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    value: (blob: Blob) => blobs.push(blob) && 'blob:codes',
    configurable: true,
  });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

/** jsdom's Blob has no text(); FileReader reads it. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('settings security: password date and two-factor', () => {
  it('shows when the password last changed, from the real date', async () => {
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
    renderSettings({ api: { [SECURITY]: ok(defaultSecurity({ passwordChangedAt: threeDaysAgo })) } });
    expect(await screen.findByText('Last changed 3 days ago')).toBeInTheDocument();
    expect(screen.getByText('Off')).toBeInTheDocument();
  });

  it('says "No password set" for an account without one', async () => {
    renderSettings({
      user: aUser({ hasPassword: false, googleLinked: true }),
      api: { [SECURITY]: ok(defaultSecurity({ hasPassword: false })) },
    });
    expect(await screen.findByText('No password set')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set a password' })).toBeInTheDocument();
  });

  it('enrols: QR code and key, a refused code, then the recovery codes with a download', async () => {
    const user = userEvent.setup();
    const flow = securityAfterWrite(defaultSecurity(), ON);
    let enableReply = fieldError('code', 'Invalid authentication code');
    const { calls } = renderSettings({
      api: {
        [SECURITY]: flow.security,
        [SETUP]: ok({ secret: SECRET, otpauthUrl: `otpauth://totp/SparkLink:ama?secret=${SECRET}&issuer=SparkLink` }),
        [ENABLE]: () => flow.wrote(enableReply)(),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Enable Two-Factor' }));
    await confirmIdentity(user);
    const dialog = await screen.findByRole('dialog', { name: 'Enable Two-Factor' });
    expect(await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(within(dialog).getByLabelText('Setup key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Code from your app'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Invalid authentication code')).toBeVisible();

    enableReply = ok({ recoveryCodes: CODES });
    await user.clear(within(dialog).getByLabelText('Code from your app'));
    await user.type(within(dialog).getByLabelText('Code from your app'), '222222');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const list = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(calls.sent(ENABLE)).toEqual([{ code: '111111' }, { code: '222222' }]);

    const { blobs, names } = captureDownloads();
    await user.click(within(dialog).getByRole('button', { name: 'Download codes' }));
    expect(names).toEqual(['sparklink-recovery-codes.txt']);
    expect(blobs[0]!.type).toBe('text/plain');
    const text = await readText(blobs[0]!);
    for (const code of CODES) expect(text).toContain(code);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(screen.getByText(/4 recovery codes left/)).toBeInTheDocument();
  });

  it('turns off with the password and a code, showing what the server refused', async () => {
    const user = userEvent.setup();
    const flow = securityAfterWrite(ON, defaultSecurity());
    let reply = fieldError('password', 'Incorrect password');
    const { calls } = renderSettings({ api: { [SECURITY]: flow.security, [DISABLE]: () => flow.wrote(reply)() } });
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off two-factor' });
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-one');
    await user.type(within(dialog).getByLabelText('Code from your app'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off two-factor' }));
    expect(await within(dialog).findByText('Incorrect password')).toBeVisible();

    reply = ok(null, 'Two-factor sign-in is off');
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'right-one');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off two-factor' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Two-factor sign-in is off');
    expect(calls.sent(DISABLE)).toEqual([
      { code: '123456', password: 'wrong-one' },
      { code: '123456', password: 'right-one' },
    ]);
    expect(await screen.findByRole('button', { name: 'Enable Two-Factor' })).toBeInTheDocument();
  });

  it('without a password, e-mails a code and sends it with the app code', async () => {
    const user = userEvent.setup();
    const { calls } = renderSettings({
      user: aUser({ hasPassword: false, googleLinked: true }),
      api: {
        [SECURITY]: ok({ ...ON, hasPassword: false }),
        [EMAIL_CODE]: ok(null, 'We e-mailed you a code. It expires in 10 minutes.'),
        [DISABLE]: fail(429, 'RATE_LIMITED', 'Too many attempts. Please request a new code.'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off two-factor' });
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'E-mail me a code' }));
    expect(await within(dialog).findByText('We e-mailed you a code. It expires in 10 minutes.')).toBeVisible();
    await user.type(within(dialog).getByLabelText('E-mailed code'), '424242');
    await user.type(within(dialog).getByLabelText('Code from your app'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off two-factor' }));
    expect(await within(dialog).findByText('Too many attempts. Please request a new code.')).toBeVisible();
    expect(calls.sent(EMAIL_CODE)).toEqual([undefined]);
    expect(calls.sent(DISABLE)).toEqual([{ code: '123456', emailCode: '424242' }]);
  });
});
