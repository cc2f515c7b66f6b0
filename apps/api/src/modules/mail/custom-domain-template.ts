import { z } from 'zod';
import type { ServerTranslator } from '../../i18n/server-i18n';
import { detailsMail, type Rendered } from './mail-layout';

/**
 * A custom domain that stopped qualifying (decision 057): the warnings at days 1 and 6 of its grace
 * (`detachesOn` says when it goes) and the mail when it was detached. `reason` says whether its DNS
 * records or the plan are why, and so what the owner can do; `url` is where they do it.
 */
export const CustomDomainMailSchema = z.object({
  name: z.string(),
  domain: z.string(),
  event: z.enum(['warning', 'detached']),
  reason: z.enum(['dns', 'plan']),
  detachesOn: z.string().optional(),
  url: z.string(),
});
export type CustomDomainMailPayload = z.infer<typeof CustomDomainMailSchema>;

/** Texts are `mail.customDomain.<event>.<reason>.subject|intro` and `mail.customDomain.<reason>.fix|action`. */
export function renderCustomDomainMail(t: ServerTranslator, p: CustomDomainMailPayload): Rendered {
  const values = { domain: p.domain, date: p.detachesOn ?? '' };
  const subject = t.t(`mail.customDomain.${p.event}.${p.reason}.subject`, values);
  return detailsMail(t, {
    subject,
    name: p.name,
    paragraphs: [
      t.t(`mail.customDomain.${p.event}.${p.reason}.intro`, values),
      t.t(`mail.customDomain.${p.reason}.fix`, values),
      t.t('mail.customDomain.kept'),
    ],
    link: [t.t(`mail.customDomain.${p.reason}.action`), p.url],
  });
}
