import { LIMITS } from '@sparklink/contract';
import { z } from 'zod';
import { AnnouncementSchema, renderAnnouncement } from './announcement-template';
import { escape, layout, type Rendered } from './mail-layout';
import { renderSecurityAlert, SecurityAlertSchema } from './security-alert-template';

/** A credited payment (subscriptions). Texts are formatted when the row is written. */
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
});

/** A canceled period ends within three days (subscriptions' hourly job). */
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
  z.object({
    template: z.literal('register_attempt_existing'),
    payload: z.object({ signInUrl: z.string(), resetUrl: z.string() }),
  }),
  z.object({ template: z.literal('payment_receipt'), payload: ReceiptSchema }),
  z.object({ template: z.literal('plan_ending'), payload: PlanEndingSchema }),
  z.object({ template: z.literal('security_alert'), payload: SecurityAlertSchema }),
  z.object({ template: z.literal('announcement'), payload: AnnouncementSchema }),
]);
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

const minutes = LIMITS.codeTtlMs / 60_000;

export function renderMail(mail: OutboxMail): Rendered {
  switch (mail.template) {
    case 'verify_email':
      return codeMail({
        subject: 'Your SparkLink verification code',
        intro: 'Welcome to SparkLink! Use this code to verify your email address:',
        outro: 'If you did not create a SparkLink account, you can ignore this email.',
        code: mail.payload.code,
      });
    case 'reset_password':
      return codeMail({
        subject: 'Your SparkLink password reset code',
        intro: 'Use this code to reset your SparkLink password:',
        outro: 'If you did not ask to reset your password, you can ignore this email. Your password has not changed.',
        code: mail.payload.code,
      });
    case 'two_factor_disable':
      return codeMail({
        subject: 'Your SparkLink code to turn off two-factor sign-in',
        intro: 'Use this code, with a code from your authenticator app, to turn off two-factor sign-in:',
        outro: 'If you did not ask for this, you can ignore this email. Two-factor sign-in stays on.',
        code: mail.payload.code,
      });
    case 'register_attempt_existing':
      return registerAttempt(mail.payload);
    case 'payment_receipt':
      return receipt(mail.payload);
    case 'plan_ending':
      return planEnding(mail.payload);
    case 'security_alert':
      return renderSecurityAlert(mail.payload);
    case 'announcement':
      return renderAnnouncement(mail.payload);
  }
}

/** Rows queued before the product mails greeted the owner carry no name. */
const greeting = (name = 'there') => `Hi ${name},`;

function receipt(p: z.infer<typeof ReceiptSchema>): Rendered {
  const subject = `Your SparkLink receipt: ${p.planName} plan`;
  const lines: [string, string][] = [
    ['Plan', `${p.planName} (${p.cycle})`],
    ['Amount paid', p.amount],
    ['Paid on', p.paidOn],
    ['Active until', p.activeUntil],
    ['Reference', p.reference],
  ];
  const intro = 'Thank you for your payment. Your plan has been updated.';
  const hi = greeting(p.name);
  return {
    subject,
    text: [
      hi,
      '',
      intro,
      '',
      ...lines.map(([label, value]) => `${label}: ${value}`),
      '',
      `Manage your subscription: ${p.manageUrl}`,
      '',
      '— SparkLink',
    ].join('\n'),
    html: layout(
      subject,
      `<p>${escape(hi)}</p>
<p>${escape(intro)}</p>
<table style="border-collapse:collapse;margin:16px 0">${lines
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#6b7280">${escape(label)}</td><td>${escape(value)}</td></tr>`,
        )
        .join('')}</table>
<p><a href="${escape(p.manageUrl)}">Manage your subscription</a></p>`,
    ),
  };
}

function planEnding(p: z.infer<typeof PlanEndingSchema>): Rendered {
  const subject = `Your SparkLink ${p.planName} plan ends in 3 days`;
  const intro = `You cancelled your ${p.planName} plan. It stays active until ${p.endsOn}; after that your account moves to the free Starter plan.`;
  const outro = 'Changed your mind? You can reactivate it before it ends and nothing else changes.';
  const hi = greeting(p.name);
  return {
    subject,
    text: [hi, '', intro, '', outro, '', `Manage your subscription: ${p.manageUrl}`, '', '— SparkLink'].join('\n'),
    html: layout(
      subject,
      `<p>${escape(hi)}</p>
<p>${escape(intro)}</p>
<p>${escape(outro)}</p>
<p><a href="${escape(p.manageUrl)}">Manage your subscription</a></p>`,
    ),
  };
}

function codeMail(parts: { subject: string; intro: string; outro: string; code: string }): Rendered {
  const expiry = `The code expires in ${minutes} minutes and can be used once.`;
  return {
    subject: parts.subject,
    text: [parts.intro, '', parts.code, '', expiry, '', parts.outro, '', '— SparkLink'].join('\n'),
    html: layout(
      parts.subject,
      `<p>${escape(parts.intro)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:24px 0">${escape(parts.code)}</p>
<p>${escape(expiry)}</p>
<p style="color:#6b7280">${escape(parts.outro)}</p>`,
    ),
  };
}

function registerAttempt({ signInUrl, resetUrl }: { signInUrl: string; resetUrl: string }): Rendered {
  const subject = 'Someone tried to register with your email on SparkLink';
  const intro = 'Someone tried to create a SparkLink account with this email address, but you already have an account.';
  const outro = 'If this was not you, you can ignore this email. Nothing about your account has changed.';
  return {
    subject,
    text: [
      intro,
      '',
      `Sign in: ${signInUrl}`,
      `Forgot your password? Reset it: ${resetUrl}`,
      '',
      outro,
      '',
      '— SparkLink',
    ].join('\n'),
    html: layout(
      subject,
      `<p>${escape(intro)}</p>
<p><a href="${escape(signInUrl)}">Sign in to SparkLink</a></p>
<p>Forgot your password? <a href="${escape(resetUrl)}">Reset it</a>.</p>
<p style="color:#6b7280">${escape(outro)}</p>`,
    ),
  };
}
