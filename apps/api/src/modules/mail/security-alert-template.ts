import { z } from 'zod';
import type { ServerTranslator } from '../../i18n/server-i18n';
import { escape, greeting, layout, signature, type Rendered } from './mail-layout';

/** The security alerts (issue 13); which the owner may turn off is in ./security-alerts.ts. */
export const SECURITY_ALERTS = [
  'password_changed',
  'google_linked',
  'two_factor_enabled',
  'two_factor_disabled',
  'account_deletion_requested',
  'two_factor_code_failures',
  'two_factor_recovery_started',
  'two_factor_recovery_reminder',
  'two_factor_recovery_cancelled',
  'two_factor_recovered',
  'recovery_codes_renewed',
] as const;
export type SecurityAlert = (typeof SECURITY_ALERTS)[number];

/** Values are made when the row is written: the owner's name, the time (in the mail's language), where the app is. */
export const SecurityAlertSchema = z.object({
  alert: z.enum(SECURITY_ALERTS),
  /** Empty for an owner with no name yet: the greeting then has none. */
  name: z.string(),
  when: z.string(),
  /** When a requested two-factor removal takes effect, for the recovery alerts. */
  due: z.string().optional(),
  appOrigin: z.string(),
  /** False for the alerts sent whatever the `security` toggle says; the footer tells which. */
  optional: z.boolean(),
});
export type SecurityAlertPayload = z.infer<typeof SecurityAlertSchema>;

/** Each alert's texts are `mail.alert.<key>.subject|happened|ifNotYou`. */
const TEXT_KEYS = {
  password_changed: 'passwordChanged',
  google_linked: 'googleLinked',
  two_factor_enabled: 'twoFactorEnabled',
  two_factor_disabled: 'twoFactorDisabled',
  account_deletion_requested: 'accountDeleted',
  two_factor_code_failures: 'twoFactorCodeFailures',
  two_factor_recovery_started: 'twoFactorRecoveryStarted',
  two_factor_recovery_reminder: 'twoFactorRecoveryReminder',
  two_factor_recovery_cancelled: 'twoFactorRecoveryCancelled',
  two_factor_recovered: 'twoFactorRecovered',
  recovery_codes_renewed: 'recoveryCodesRenewed',
} as const satisfies Record<SecurityAlert, string>;

/** Where the owner goes to act on it: a label in `mail.alert.action` and a path of the app. */
const RESET = { label: 'reset', path: '/forgot-password' } as const;
const REVIEW = { label: 'review', path: '/dashboard/settings' } as const;
const ACTIONS: Record<SecurityAlert, { label: 'reset' | 'review' | 'home'; path: string }> = {
  password_changed: RESET,
  google_linked: REVIEW,
  two_factor_enabled: RESET,
  two_factor_disabled: RESET,
  account_deletion_requested: { label: 'home', path: '/' },
  two_factor_code_failures: RESET,
  two_factor_recovery_started: REVIEW,
  two_factor_recovery_reminder: REVIEW,
  two_factor_recovery_cancelled: RESET,
  two_factor_recovered: RESET,
  recovery_codes_renewed: RESET,
};

export function renderSecurityAlert(t: ServerTranslator, p: SecurityAlertPayload): Rendered {
  const key = TEXT_KEYS[p.alert];
  const subject = t.t(`mail.alert.${key}.subject`);
  const hi = greeting(t, p.name);
  const happened = t.t(`mail.alert.${key}.happened`, { when: p.when, due: p.due ?? '' });
  const ifYou = t.t('mail.alert.ifYou');
  const ifNotYou = t.t(`mail.alert.${key}.ifNotYou`);
  const action = t.t(`mail.alert.action.${ACTIONS[p.alert].label}`);
  const url = `${p.appOrigin}${ACTIONS[p.alert].path}`;
  const note = t.t(p.optional ? 'mail.alert.optional' : 'mail.alert.alwaysSent');
  return {
    subject,
    text: [
      hi,
      '',
      happened,
      '',
      ifYou,
      ifNotYou,
      '',
      t.t('mail.labelled', { label: action, value: url }),
      '',
      note,
      '',
      signature(t),
    ].join('\n'),
    html: layout(
      t,
      subject,
      `<p>${escape(hi)}</p>
<p>${escape(happened)}</p>
<p>${escape(ifYou)} ${escape(ifNotYou)}</p>
<p><a href="${escape(url)}">${escape(action)}</a></p>
<p style="color:#6b7280">${escape(note)}</p>`,
    ),
  };
}
