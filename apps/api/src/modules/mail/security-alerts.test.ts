import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmIdentity, createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { latestCode, post } from '../auth/auth.test-support';
import {
  exchangeTicket,
  signInWithGoogle,
  startTestProvider,
  ticketFrom,
  type TestProvider,
} from '../auth/google/google-test-provider';
import { queueSecurityAlert, type SecurityAlert } from './security-alerts';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './smtp-test-server';

describe('security alerts honour the security toggle (decision 018)', () => {
  let smtp: TestSmtpServer;
  let provider: TestProvider;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    provider = await startTestProvider();
    t = await createTestApp({
      ...provider.env,
      SMTP_URL: smtp.url,
      APP_ORIGIN: 'https://app.sparklink.test',
      PAYMENTS: 'test',
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
    await smtp.stop();
  });

  const owner = (securityAlerts: boolean) =>
    createUser(t.app, { firstName: 'Ada', lastName: 'Lovelace' }).then(async (user) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: user.headers,
        payload: { notifications: { security: securityAlerts } },
      });
      expect(res.statusCode).toBe(200);
      return user;
    });

  /** What the test SMTP server received for the owner, once the outbox has delivered. */
  const received = async (user: TestUser, subject: string): Promise<ReceivedMail[]> => {
    await t.app.outbox.idle();
    return smtp.mailTo(user.email).filter((mail) => mail.subject === subject);
  };

  /** Queues an alert the way a service does: in its own transaction, delivered after the commit. */
  const raise = async (user: TestUser, alert: SecurityAlert) => {
    const ids = await t.app.db.transaction().execute((trx) => queueSecurityAlert(trx, t.app.outbox, user.id, alert));
    t.app.outbox.deliverSoon(ids);
  };

  const resetPassword = async (user: TestUser) => {
    await post(t.app, '/forgot-password', { email: user.email });
    const otp = await latestCode(t.app, smtp, user.email);
    const res = await post(t.app, '/reset-password', { email: user.email, otp, password: 'a-new-password-7' });
    expect(res.statusCode).toBe(200);
  };

  const linkGoogle = async (user: TestUser) => {
    provider.nextIdToken({ sub: `google-${user.id}`, email: user.email, email_verified: true });
    const { response, bindingCookie } = await signInWithGoogle(t.app);
    expect((await exchangeTicket(t.app, ticketFrom(response).ticket, bindingCookie)).statusCode).toBe(200);
  };

  const deleteAccount = async (user: TestUser) => {
    await confirmIdentity(t.app, user);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: user.headers });
    expect(res.statusCode).toBe(200);
  };

  const PASSWORD = 'Your SparkLink password was changed';
  const GOOGLE = 'A Google account was linked to your SparkLink account';
  const TWO_FACTOR_ON = 'Two-factor sign-in is on for your SparkLink account';
  const TWO_FACTOR_OFF = 'Two-factor sign-in was turned off for your SparkLink account';
  const DELETED = 'Your SparkLink account was deleted';

  it.each([
    ['password reset', PASSWORD, resetPassword],
    ['account deletion', DELETED, deleteAccount],
    ['two-factor turned off', TWO_FACTOR_OFF, (user: TestUser) => raise(user, 'two_factor_disabled')],
    // A second factor someone else planted keeps the owner out: they must hear of it (decision 034).
    ['two-factor turned on', TWO_FACTOR_ON, (user: TestUser) => raise(user, 'two_factor_enabled')],
  ] as const)('%s: always sent, even with security alerts off', async (_event, subject, act) => {
    for (const toggle of [true, false]) {
      const user = await owner(toggle);
      await act(user);
      const [mail, ...more] = await received(user, subject);
      expect(more).toEqual([]);
      expect(mail!.text).toContain('Hi Ada Lovelace,');
      expect(mail!.text).toContain(
        'This alert is always sent, whatever your notification settings, because it protects your account.',
      );
    }
  });

  it.each([['Google account linked', GOOGLE, linkGoogle]] as const)(
    '%s: sent while security alerts are on, not once they are off',
    async (_event, subject, act) => {
      const on = await owner(true);
      await act(on);
      const [mail] = await received(on, subject);
      expect(mail!.text).toContain('You get this alert because security alerts are on in Settings → Notifications.');

      const off = await owner(false);
      await act(off);
      expect(await received(off, subject)).toEqual([]);
    },
  );

  it('password changed: text and HTML carry the product, the owner, the time and the way back in', async () => {
    const user = await owner(true);
    await resetPassword(user);
    const [mail] = await received(user, PASSWORD);
    const text = mail!.text.replace(/\r\n/g, '\n');
    expect(text).toMatch(
      /^Hi Ada Lovelace,\n\nThe password of your SparkLink account was changed on \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2} UTC\. Every device that was signed in has been signed out\.\n/,
    );
    expect(text).toContain('If this was not you, reset your password now with a code sent to this address.');
    expect(text).toContain('Reset your password: https://app.sparklink.test/forgot-password');
    expect(text.trimEnd().endsWith('— SparkLink')).toBe(true);
    expect(mail!.html).toContain('<p>Hi Ada Lovelace,</p>');
    expect(mail!.html).toContain('<title>Your SparkLink password was changed</title>');
    expect(mail!.html).toContain('<a href="https://app.sparklink.test/forgot-password">Reset your password</a>');
  });

  it('Google linked: HTML and text point to the security settings', async () => {
    const user = await owner(true);
    await linkGoogle(user);
    const [mail] = await received(user, GOOGLE);
    expect(mail!.text).toContain('A Google account with this email address was linked to your SparkLink account on ');
    expect(mail!.text).toContain('Review your security settings: https://app.sparklink.test/dashboard/settings');
    expect(mail!.html).toContain(
      '<a href="https://app.sparklink.test/dashboard/settings">Review your security settings</a>',
    );
  });

  it('greets by username, else without a name, and escapes the name in HTML', async () => {
    const cases = [
      [
        { firstName: '<b>Ada</b>', lastName: '& Co' },
        'Hi <b>Ada</b> & Co,',
        '<p>Hi &lt;b&gt;Ada&lt;/b&gt; &amp; Co,</p>',
      ],
      [{ username: `ada${Date.now()}` }, 'Hi ada', '<p>Hi ada'],
      [{}, 'Hi there,', '<p>Hi there,</p>'],
    ] as const;
    for (const [options, text, html] of cases) {
      const user = await createUser(t.app, options);
      await raise(user, 'two_factor_disabled');
      const [mail] = await received(user, TWO_FACTOR_OFF);
      expect(mail!.text.startsWith(text)).toBe(true);
      expect(mail!.html).toContain(html);
    }
  });

  it('the alert is written in the transaction of its event: rolled back with it, none is sent', async () => {
    const user = await owner(true);
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await queueSecurityAlert(trx, t.app.outbox, user.id, 'two_factor_enabled');
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    const rows = await t.app.db.selectFrom('email_outbox').select('id').where('to_email', '=', user.email).execute();
    expect(rows).toEqual([]);
  });
});
