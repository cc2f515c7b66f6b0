import { beforeAll, describe, expect, it } from 'vitest';
import { loadServerCatalogs } from '../../i18n/server-i18n';
import { renderMail } from './mail-templates';
import { isOptionalAlert } from './security-alerts';

describe('security alert templates', () => {
  beforeAll(() => loadServerCatalogs());

  it.each([
    ['password_changed', 'Your SparkLink password was changed', '/forgot-password', false],
    ['google_linked', 'A Google account was linked to your SparkLink account', '/dashboard/settings', true],
    ['two_factor_enabled', 'Two-factor sign-in is on for your SparkLink account', '/forgot-password', false],
    ['two_factor_disabled', 'Two-factor sign-in was turned off for your SparkLink account', '/forgot-password', false],
    ['account_deletion_requested', 'Your SparkLink account was deleted', '/', false],
    ['two_factor_code_failures', 'Wrong two-factor codes on your SparkLink account', '/forgot-password', false],
    [
      'two_factor_recovery_cancelled',
      'The request to remove two-factor sign-in was cancelled',
      '/forgot-password',
      false,
    ],
    ['two_factor_recovered', 'Two-factor sign-in was removed from your SparkLink account', '/forgot-password', false],
    ['recovery_codes_renewed', 'New recovery codes were made for your SparkLink account', '/forgot-password', false],
  ] as const)('%s: subject, name, time and link in both bodies', (alert, subject, path, optional) => {
    expect(isOptionalAlert(alert)).toBe(optional);
    const mail = renderMail({
      template: 'security_alert',
      payload: {
        alert,
        name: 'Ada Lovelace',
        when: '26 August 2025 at 10:15 UTC',
        appOrigin: 'https://app.test',
        optional,
      },
    });
    expect(mail.subject).toBe(subject);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Hi Ada Lovelace,');
      expect(body).toContain('SparkLink');
      expect(body).toContain('26 August 2025 at 10:15 UTC');
      expect(body).toContain(`https://app.test${path}`);
      expect(body).toContain(optional ? 'security alerts are on' : 'This alert is always sent');
    }
    expect(mail.headers).toBeUndefined();
  });

  it.each([
    [
      'two_factor_recovery_started',
      'Two-factor sign-in will be removed from your SparkLink account',
      'It will be removed on 2 September 2025 at 10:15 UTC.',
    ],
    [
      'two_factor_recovery_reminder',
      'Two-factor sign-in will be removed from your SparkLink account tomorrow',
      'takes effect on 2 September 2025 at 10:15 UTC.',
    ],
  ] as const)('%s: says when the removal takes effect, and where to cancel it', (alert, subject, due) => {
    expect(isOptionalAlert(alert)).toBe(false);
    const mail = renderMail({
      template: 'security_alert',
      payload: {
        alert,
        name: 'Ada Lovelace',
        when: '26 August 2025 at 10:15 UTC',
        due: '2 September 2025 at 10:15 UTC',
        appOrigin: 'https://app.test',
        optional: false,
      },
    });
    expect(mail.subject).toBe(subject);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(due);
      expect(body).toContain('cancel the request in Settings → Security');
      expect(body).toContain('https://app.test/dashboard/settings');
    }
  });
});
