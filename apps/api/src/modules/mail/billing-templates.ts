import { z } from 'zod';
import type { ServerTranslator } from '../../i18n/server-i18n';
import { detailsMail, type Rendered } from './mail-layout';

// The billing mails (api-contract §9, decision 040): what the outbox row holds and how it reads.

/** A credited payment (subscriptions). Texts are formatted, in the mail's language, when the row is written. */
export const ReceiptSchema = z.object({
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
export const RenewalFailedSchema = z.object({
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
export const RenewalReminderSchema = z.object({
  name: z.string(),
  planName: z.string(),
  amount: z.string(),
  cycle: z.string(),
  endsOn: z.string(),
  stage: z.enum(['7d', '1d', 'day']),
  renewUrl: z.string(),
});

/** A canceled period ends within three days: rows queued before decision 040 replaced it with reminders. */
export const PlanEndingSchema = z.object({
  name: z.string().optional(),
  planName: z.string(),
  endsOn: z.string(),
  manageUrl: z.string(),
});

export function renderReceipt(t: ServerTranslator, p: z.infer<typeof ReceiptSchema>): Rendered {
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

export function renderRenewalFailed(t: ServerTranslator, p: z.infer<typeof RenewalFailedSchema>): Rendered {
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

export function renderRenewalReminder(t: ServerTranslator, p: z.infer<typeof RenewalReminderSchema>): Rendered {
  const subject = t.t(`mail.reminder.subject.${p.stage}`, { plan: p.planName, date: p.endsOn });
  const paragraphs = [
    t.t('mail.reminder.intro', { plan: p.planName, date: p.endsOn }),
    t.t('mail.reminder.renewFor', { amount: p.amount, cycle: p.cycle }),
  ];
  return detailsMail(t, {
    subject,
    name: p.name,
    paragraphs,
    link: [t.t('mail.reminder.renew'), p.renewUrl],
  });
}

/** The subscriptions job mails this three days before a canceled period ends. */
const ENDING_NOTICE_DAYS = 3;

export function renderPlanEnding(t: ServerTranslator, p: z.infer<typeof PlanEndingSchema>): Rendered {
  return detailsMail(t, {
    subject: t.t('mail.planEnding.subject', { plan: p.planName, days: ENDING_NOTICE_DAYS }),
    name: p.name,
    paragraphs: [t.t('mail.planEnding.intro', { plan: p.planName, date: p.endsOn }), t.t('mail.planEnding.outro')],
    link: [t.t('mail.subscription.manage'), p.manageUrl],
  });
}
