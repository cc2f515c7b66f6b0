import { beforeAll, describe, expect, it } from 'vitest';
import { loadServerCatalogs } from '../../i18n/server-i18n';
import { renderMail } from './mail-templates';
import { isOptionalAlert } from './security-alerts';

describe('security alert templates', () => {
  beforeAll(() => loadServerCatalogs());

  it.each([
    ['password_changed', 'Your SparkLink password was changed', '/forgot-password', false],
    ['google_linked', 'A Google account was linked to your SparkLink account', '/dashboard/settings', true],
    ['two_factor_enabled', 'Two-factor sign-in is on for your SparkLink account', '/forgot-password', true],
    ['two_factor_disabled', 'Two-factor sign-in was turned off for your SparkLink account', '/forgot-password', false],
    ['account_deletion_requested', 'Your SparkLink account was deleted', '/', false],
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
});
