import { LIMITS } from '@sparklink/contract';
import { DEFAULT_LANGUAGE, type Language } from '@sparklink/contract/i18n';
import { z } from 'zod';
import { serverTranslator, type ServerTranslator } from '../../i18n/server-i18n';
import { AnnouncementSchema, renderAnnouncement } from './announcement-template';
import { CustomDomainMailSchema, renderCustomDomainMail } from './custom-domain-template';
import { escape, greeting, layout, signature, type Rendered } from './mail-layout';
import { renderSecurityAlert, SecurityAlertSchema } from './security-alert-template';

/** A credited payment (subscriptions). Texts are formatted, in the mail's language, when the row is written. */
const ReceiptSchema = z.object({
  /** The greeting name; absent from rows queued before the mails greeted the owner. */
  name: z.string().optional(),
  planName: z.string(),
  cycle: z.string(),
  amount: z.string(),
  reference: z.string(),
  paidOn: z.string(),
  activeUntil: z.string(),
  manageUrl: z.string(),
  // Added by decision 040; absent from rows queued before.
  credit: z.string().optional(),
  method: z.string().optional(),
  renewal: z.boolean().optional(),
});

/** A renewal charge failed; the plan is kept until `keptUntil` (decision 040). */
const RenewalFailedSchema = z.object({
  name: z.string(),
  planName: z.string(),
  amount: z.string(),
  method: z.string().optional(),
  reason: z.string().optional(),
  keptUntil: z.string(),
  nextAttempt: z.string().optional(),
  payUrl: z.string(),
  manageUrl: z.string(),
});

/** A plan that does not renew by itself ends in 7 days, 1 day, or today (decision 040). */
const RenewalReminderSchema = z.object({
  name: z.string(),
  planName: z.string(),
  amount: z.string(),
  cycle: z.string(),
  endsOn: z.string(),
  stage: z.enum(['7d', '1d', 'day']),
  renewUrl: z.string(),
});

/** A canceled period ends within three days: rows queued before decision 040 replaced it with reminders. */
const PlanEndingSchema = z.object({
  name: z.string().optional(),
  planName: z.string(),
  endsOn: z.string(),
  manageUrl: z.string(),
});

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
      return receipt(t, mail.payload);
    case 'plan_ending':
      return planEnding(t, mail.payload);
    case 'renewal_failed':
      return renewalFailed(t, mail.payload);
    case 'renewal_reminder':
      return renewalReminder(t, mail.payload);
    case 'security_alert':
      return renderSecurityAlert(t, mail.payload);
    case 'announcement':
      return renderAnnouncement(t, mail.payload);
    case 'custom_domain':
      return renderCustomDomainMail(t, mail.payload);
  }
}

function receipt(t: ServerTranslator, p: z.infer<typeof ReceiptSchema>): Rendered {
  const subject = t.t('mail.receipt.subject', { plan: p.planName });
  const lines: [string, string | undefined][] = [
    [t.t('mail.receipt.plan'), `${p.planName} (${p.cycle})`],
    [t.t('mail.receipt.credit'), p.credit],
    [t.t('mail.receipt.amountPaid'), p.amount],
    [t.t('mail.receipt.method'), p.method],
    [t.t('mail.receipt.paidOn'), p.paidOn],
    [t.t('mail.receipt.activeUntil'), p.activeUntil],
    [t.t('mail.receipt.reference'), p.reference],
  ];
  const intro = t.t(p.renewal ? 'mail.receipt.renewedIntro' : 'mail.receipt.intro');
  return detailsMail(t, {
    subject,
    name: p.name,
    paragraphs: [intro],
    lines,
    link: [t.t('mail.subscription.manage'), p.manageUrl],
  });
}

function renewalFailed(t: ServerTranslator, p: z.infer<typeof RenewalFailedSchema>): Rendered {
  const subject = t.t('mail.renewalFailed.subject', { plan: p.planName });
  const paragraphs = [
    t.t('mail.renewalFailed.intro', { plan: p.planName, amount: p.amount }),
    t.t('mail.renewalFailed.kept', { date: p.keptUntil }),
    p.nextAttempt
      ? t.t('mail.renewalFailed.nextAttempt', { date: p.nextAttempt })
      : t.t('mail.renewalFailed.lastAttempt'),
  ];
  const lines: [string, string | undefined][] = [
    [t.t('mail.receipt.method'), p.method],
    [t.t('mail.renewalFailed.reason'), p.reason],
  ];
  return detailsMail(t, {
    subject,
    name: p.name,
    paragraphs,
    lines,
    link: [t.t('mail.renewalFailed.payAnotherWay'), p.payUrl],
  });
}

function renewalReminder(t: ServerTranslator, p: z.infer<typeof RenewalReminderSchema>): Rendered {
  const subject = t.t(`mail.reminder.subject.${p.stage}`, { plan: p.planName, date: p.endsOn });
  const paragraphs = [
    t.t('mail.reminder.intro', { plan: p.planName, date: p.endsOn }),
    t.t('mail.reminder.renewFor', { amount: p.amount, cycle: p.cycle }),
  ];
  return detailsMail(t, {
    subject,
    name: p.name,
    paragraphs,
    lines: [],
    link: [t.t('mail.reminder.renew'), p.renewUrl],
  });
}

/** A greeting, paragraphs, a table of labelled values (those given) and one link: the billing mails' shape. */
function detailsMail(
  t: ServerTranslator,
  mail: {
    subject: string;
    name?: string;
    paragraphs: string[];
    lines: [string, string | undefined][];
    link: [string, string];
  },
): Rendered {
  const hi = greeting(t, mail.name);
  const lines = mail.lines.filter((line): line is [string, string] => line[1] !== undefined);
  const [linkText, url] = mail.link;
  return {
    subject: mail.subject,
    text: [
      hi,
      '',
      ...mail.paragraphs.flatMap((paragraph) => [paragraph, '']),
      ...(lines.length ? [...lines.map(([label, value]) => t.t('mail.labelled', { label, value })), ''] : []),
      t.t('mail.labelled', { label: linkText, value: url }),
      '',
      signature(t),
    ].join('\n'),
    html: layout(
      t,
      mail.subject,
      `<p>${escape(hi)}</p>
${mail.paragraphs.map((paragraph) => `<p>${escape(paragraph)}</p>`).join('\n')}
${
  lines.length
    ? `<table style="border-collapse:collapse;margin:16px 0">${lines
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#6b7280">${escape(label)}</td><td>${escape(value)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
<p><a href="${escape(url)}">${escape(linkText)}</a></p>`,
    ),
  };
}

/** The subscriptions job mails this three days before a canceled period ends. */
const ENDING_NOTICE_DAYS = 3;

function planEnding(t: ServerTranslator, p: z.infer<typeof PlanEndingSchema>): Rendered {
  const subject = t.t('mail.planEnding.subject', { plan: p.planName, days: ENDING_NOTICE_DAYS });
  const intro = t.t('mail.planEnding.intro', { plan: p.planName, date: p.endsOn });
  const outro = t.t('mail.planEnding.outro');
  const hi = greeting(t, p.name);
  const manage = t.t('mail.subscription.manage');
  return {
    subject,
    text: [
      hi,
      '',
      intro,
      '',
      outro,
      '',
      t.t('mail.labelled', { label: manage, value: p.manageUrl }),
      '',
      signature(t),
    ].join('\n'),
    html: layout(
      t,
      subject,
      `<p>${escape(hi)}</p>
<p>${escape(intro)}</p>
<p>${escape(outro)}</p>
<p><a href="${escape(p.manageUrl)}">${escape(manage)}</a></p>`,
    ),
  };
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
