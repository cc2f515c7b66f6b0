import { LIMITS } from '@sparklink/contract';
import { DEFAULT_LANGUAGE, type Language } from '@sparklink/contract/i18n';
import { z } from 'zod';
import { serverTranslator, type ServerTranslator } from '../../i18n/server-i18n';
import { AnnouncementSchema, renderAnnouncement } from './announcement-template';
import {
  PlanEndingSchema,
  ReceiptSchema,
  renderPlanEnding,
  renderReceipt,
  renderRenewalFailed,
  renderRenewalReminder,
  RenewalFailedSchema,
  RenewalReminderSchema,
} from './billing-templates';
import { CustomDomainMailSchema, renderCustomDomainMail } from './custom-domain-template';
import { escape, layout, signature, type Rendered } from './mail-layout';
import { renderSecurityAlert, SecurityAlertSchema } from './security-alert-template';

/**
 * What the outbox stores: a template name and the values it needs. Parsed again when a row is
 * delivered, so a row written by an older release cannot render half a message.
 */
export const OutboxMailSchema = z.discriminatedUnion('template', [
  z.object({ template: z.literal('verify_email'), payload: z.object({ code: z.string() }) }),
  z.object({ template: z.literal('reset_password'), payload: z.object({ code: z.string() }) }),
  z.object({ template: z.literal('two_factor_disable'), payload: z.object({ code: z.string() }) }),
  z.object({ template: z.literal('confirm_identity'), payload: z.object({ code: z.string() }) }),
  z.object({ template: z.literal('two_factor_recovery'), payload: z.object({ code: z.string() }) }),
  z.object({
    template: z.literal('register_attempt_existing'),
    payload: z.object({ signInUrl: z.string(), resetUrl: z.string() }),
  }),
  z.object({ template: z.literal('payment_receipt'), payload: ReceiptSchema }),
  z.object({ template: z.literal('plan_ending'), payload: PlanEndingSchema }),
  z.object({ template: z.literal('renewal_failed'), payload: RenewalFailedSchema }),
  z.object({ template: z.literal('renewal_reminder'), payload: RenewalReminderSchema }),
  z.object({ template: z.literal('security_alert'), payload: SecurityAlertSchema }),
  z.object({ template: z.literal('announcement'), payload: AnnouncementSchema }),
  z.object({ template: z.literal('custom_domain'), payload: CustomDomainMailSchema }),
]);
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

const minutes = LIMITS.codeTtlMs / 60_000;

/** Mail the owner asked for with a one-time code: the template names its texts in `mail.*`. */
const CODE_MAILS = {
  verify_email: 'verifyEmail',
  reset_password: 'resetPassword',
  two_factor_disable: 'twoFactorDisable',
  confirm_identity: 'confirmIdentity',
  two_factor_recovery: 'twoFactorRecovery',
} as const;

/**
 * The mail in the recipient's language (the outbox row's `lang`, chosen when it was queued).
 * Every text comes from the `mail` catalogue (decision 026).
 */
export function renderMail(mail: OutboxMail, lang: Language = DEFAULT_LANGUAGE): Rendered {
  const t = serverTranslator(lang);
  switch (mail.template) {
    case 'verify_email':
    case 'reset_password':
    case 'two_factor_disable':
    case 'confirm_identity':
    case 'two_factor_recovery':
      return codeMail(t, CODE_MAILS[mail.template], mail.payload.code);
    case 'register_attempt_existing':
      return registerAttempt(t, mail.payload);
    case 'payment_receipt':
      return renderReceipt(t, mail.payload);
    case 'plan_ending':
      return renderPlanEnding(t, mail.payload);
    case 'renewal_failed':
      return renderRenewalFailed(t, mail.payload);
    case 'renewal_reminder':
      return renderRenewalReminder(t, mail.payload);
    case 'security_alert':
      return renderSecurityAlert(t, mail.payload);
    case 'announcement':
      return renderAnnouncement(t, mail.payload);
    case 'custom_domain':
      return renderCustomDomainMail(t, mail.payload);
  }
}

function codeMail(t: ServerTranslator, kind: (typeof CODE_MAILS)[keyof typeof CODE_MAILS], code: string): Rendered {
  const subject = t.t(`mail.${kind}.subject`);
  const intro = t.t(`mail.${kind}.intro`);
  const outro = t.t(`mail.${kind}.outro`);
  const expiry = t.t('mail.code.expiry', { minutes });
  return {
    subject,
    text: [intro, '', code, '', expiry, '', outro, '', signature(t)].join('\n'),
    html: layout(
      t,
      subject,
      `<p>${escape(intro)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:24px 0">${escape(code)}</p>
<p>${escape(expiry)}</p>
<p style="color:#6b7280">${escape(outro)}</p>`,
    ),
  };
}

function registerAttempt(
  t: ServerTranslator,
  { signInUrl, resetUrl }: { signInUrl: string; resetUrl: string },
): Rendered {
  const subject = t.t('mail.registerAttempt.subject');
  const intro = t.t('mail.registerAttempt.intro');
  const outro = t.t('mail.registerAttempt.outro');
  const forgot = t.t('mail.registerAttempt.forgot');
  const reset = t.t('mail.registerAttempt.reset');
  return {
    subject,
    text: [
      intro,
      '',
      t.t('mail.labelled', { label: t.t('mail.registerAttempt.signIn'), value: signInUrl }),
      `${forgot} ${t.t('mail.labelled', { label: reset, value: resetUrl })}`,
      '',
      outro,
      '',
      signature(t),
    ].join('\n'),
    html: layout(
      t,
      subject,
      `<p>${escape(intro)}</p>
<p><a href="${escape(signInUrl)}">${escape(t.t('mail.registerAttempt.signInLink'))}</a></p>
<p>${escape(forgot)} <a href="${escape(resetUrl)}">${escape(reset)}</a>.</p>
<p style="color:#6b7280">${escape(outro)}</p>`,
    ),
  };
}
