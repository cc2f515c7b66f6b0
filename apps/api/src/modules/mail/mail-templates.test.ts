import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-templates';

describe('mail templates', () => {
  it.each([
    ['verify_email', 'Your SparkLink verification code'],
    ['reset_password', 'Your SparkLink password reset code'],
  ] as const)('%s names SparkLink and carries the code in both bodies', (template, subject) => {
    const mail = renderMail({ template, payload: { code: '042917' } });
    expect(mail.subject).toBe(subject);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('SparkLink');
      expect(body).toContain('042917');
      expect(body).toContain('10 minutes');
    }
  });

  it('register_attempt_existing links to sign-in and reset, escaped in HTML', () => {
    const mail = renderMail({
      template: 'register_attempt_existing',
      payload: { signInUrl: 'https://app.test/login', resetUrl: 'https://app.test/forgot-password?a=1&b="2"' },
    });
    expect(mail.subject).toBe('Someone tried to register with your email on SparkLink');
    expect(mail.text).toContain('https://app.test/login');
    expect(mail.text).toContain('https://app.test/forgot-password?a=1&b="2"');
    expect(mail.html).toContain('href="https://app.test/forgot-password?a=1&amp;b=&quot;2&quot;"');
    expect(mail.html).toContain('SparkLink');
  });
});
