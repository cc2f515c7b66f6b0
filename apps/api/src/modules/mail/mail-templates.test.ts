import { beforeAll, describe, expect, it } from 'vitest';
import { loadServerCatalogs } from '../../i18n/server-i18n';
import { renderMail } from './mail-templates';

describe('mail templates', () => {
  beforeAll(() => loadServerCatalogs());

  it.each([
    ['verify_email', 'Your SparkLink verification code'],
    ['reset_password', 'Your SparkLink password reset code'],
    ['two_factor_disable', 'Your SparkLink code to turn off two-factor sign-in'],
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

  it('payment_receipt lists plan, amount, dates and reference, escaped in HTML', () => {
    const mail = renderMail({
      template: 'payment_receipt',
      payload: {
        name: 'Ada Lovelace',
        planName: 'Rise',
        cycle: 'Monthly',
        amount: 'GH₵ 35.00',
        reference: 'spk-0123456789abcdef0123456789abcdef',
        paidOn: '26 July 2025',
        activeUntil: '26 August 2025',
        manageUrl: 'https://app.test/dashboard/subscription?a=1&b=2',
      },
    });
    expect(mail.subject).toBe('Your SparkLink receipt: Rise plan');
    for (const line of [
      'Hi Ada Lovelace,',
      'Plan: Rise (Monthly)',
      'Amount paid: GH₵ 35.00',
      'Paid on: 26 July 2025',
      'Active until: 26 August 2025',
      'Reference: spk-0123456789abcdef0123456789abcdef',
      'https://app.test/dashboard/subscription?a=1&b=2',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('<p>Hi Ada Lovelace,</p>');
    expect(mail.html).toContain('GH₵ 35.00');
    expect(mail.html).toContain('href="https://app.test/dashboard/subscription?a=1&amp;b=2"');
  });

  it('plan_ending greets the owner and names the plan and the day it ends', () => {
    const mail = renderMail({
      template: 'plan_ending',
      payload: {
        name: 'Ada Lovelace',
        planName: 'Blaze',
        endsOn: '26 August 2025',
        manageUrl: 'https://app.test/dashboard/subscription',
      },
    });
    expect(mail.subject).toBe('Your SparkLink Blaze plan ends in 3 days');
    expect(mail.text.startsWith('Hi Ada Lovelace,\n\nYou cancelled your Blaze plan.')).toBe(true);
    expect(mail.html).toContain('<p>Hi Ada Lovelace,</p>');
    expect(mail.text).toContain('It stays active until 26 August 2025');
    expect(mail.html).toContain('It stays active until 26 August 2025');
  });

  it('a mail queued before product mail carried a name still renders, greeting without one', () => {
    const mail = renderMail({
      template: 'plan_ending',
      payload: { planName: 'Rise', endsOn: '1 May 2025', manageUrl: 'https://app.test/dashboard/subscription' },
    });
    expect(mail.text.startsWith('Hi there,')).toBe(true);
  });
});
