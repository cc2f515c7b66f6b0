import { z } from 'zod';
import { escape, layout, PRODUCT_NAME, SIGNATURE, type Rendered } from './mail-layout';

/** The security alerts (issue 13); which the owner may turn off is in ./security-alerts.ts. */
export const SECURITY_ALERTS = [
  'password_changed',
  'google_linked',
  'two_factor_enabled',
  'two_factor_disabled',
  'account_deletion_requested',
] as const;
export type SecurityAlert = (typeof SECURITY_ALERTS)[number];

/** Texts are made when the row is written: the owner's name, the time, and where the app is. */
export const SecurityAlertSchema = z.object({
  alert: z.enum(SECURITY_ALERTS),
  name: z.string(),
  when: z.string(),
  appOrigin: z.string(),
  /** False for the alerts sent whatever the `security` toggle says; the footer tells which. */
  optional: z.boolean(),
});
export type SecurityAlertPayload = z.infer<typeof SecurityAlertSchema>;

interface AlertText {
  subject: string;
  happened: (when: string) => string;
  ifNotYou: string;
  /** Where the owner goes to act on it: a path of the app. */
  action: { label: string; path: string };
}

const RESET = { label: 'Reset your password', path: '/forgot-password' };
const REVIEW = { label: 'Review your security settings', path: '/dashboard/settings' };

const TEXTS: Record<SecurityAlert, AlertText> = {
  password_changed: {
    subject: `Your ${PRODUCT_NAME} password was changed`,
    happened: (when) =>
      `The password of your ${PRODUCT_NAME} account was changed on ${when}. Every device that was signed in has been signed out.`,
    ifNotYou: 'If this was not you, reset your password now with a code sent to this address.',
    action: RESET,
  },
  google_linked: {
    subject: `A Google account was linked to your ${PRODUCT_NAME} account`,
    happened: (when) =>
      `A Google account with this email address was linked to your ${PRODUCT_NAME} account on ${when}. It can now be used to sign in.`,
    ifNotYou: 'If this was not you, secure your Google account and this inbox, then review your account.',
    action: REVIEW,
  },
  two_factor_enabled: {
    subject: `Two-factor sign-in is on for your ${PRODUCT_NAME} account`,
    happened: (when) =>
      `Two-factor sign-in was turned on for your ${PRODUCT_NAME} account on ${when}. Signing in now also asks for a code from your authenticator app.`,
    ifNotYou: 'If this was not you, reset your password now and review your account.',
    action: RESET,
  },
  two_factor_disabled: {
    subject: `Two-factor sign-in was turned off for your ${PRODUCT_NAME} account`,
    happened: (when) =>
      `Two-factor sign-in was turned off for your ${PRODUCT_NAME} account on ${when}. Signing in no longer asks for a code from your authenticator app.`,
    ifNotYou: 'If this was not you, reset your password now, then turn two-factor sign-in back on in Settings.',
    action: RESET,
  },
  account_deletion_requested: {
    subject: `Your ${PRODUCT_NAME} account was deleted`,
    happened: (when) =>
      `Your ${PRODUCT_NAME} account was deleted on ${when}, as asked from a signed-in session. Its pages, gallery, resume and analytics are gone, and your public portfolio is no longer online.`,
    ifNotYou:
      'If this was not you, someone was signed in to your account: secure this inbox and the devices you use. A deleted account cannot be restored, but you can create a new one with this address.',
    action: { label: `Go to ${PRODUCT_NAME}`, path: '/' },
  },
};

const ALWAYS_SENT = 'This alert is always sent, whatever your notification settings, because it protects your account.';
const OPTIONAL_NOTE = 'You get this alert because security alerts are on in Settings → Notifications.';

export function renderSecurityAlert(p: SecurityAlertPayload): Rendered {
  const texts = TEXTS[p.alert];
  const greeting = `Hi ${p.name},`;
  const happened = texts.happened(p.when);
  const ifYou = 'If this was you, there is nothing more to do.';
  const url = `${p.appOrigin}${texts.action.path}`;
  const note = p.optional ? OPTIONAL_NOTE : ALWAYS_SENT;
  return {
    subject: texts.subject,
    text: [
      greeting,
      '',
      happened,
      '',
      ifYou,
      texts.ifNotYou,
      '',
      `${texts.action.label}: ${url}`,
      '',
      note,
      '',
      SIGNATURE,
    ].join('\n'),
    html: layout(
      texts.subject,
      `<p>${escape(greeting)}</p>
<p>${escape(happened)}</p>
<p>${escape(ifYou)} ${escape(texts.ifNotYou)}</p>
<p><a href="${escape(url)}">${escape(texts.action.label)}</a></p>
<p style="color:#6b7280">${escape(note)}</p>`,
    ),
  };
}
