import { z } from 'zod';
import type { ServerTranslator } from '../../i18n/server-i18n';
import { escape, greeting, layout, signature, textToHtml, type Rendered } from './mail-layout';

/** A marketing announcement to one opted-in owner (./marketing-mail.ts). */
export const AnnouncementSchema = z.object({
  subject: z.string(),
  /** The announcement's plain text, as the operator wrote it (one text for every language). */
  text: z.string(),
  name: z.string(),
  unsubscribeUrl: z.string(),
});
export type AnnouncementPayload = z.infer<typeof AnnouncementSchema>;

/**
 * RFC 8058 one-click unsubscribe: mail clients show their own button and POST to the link; the
 * link opened in a browser shows a page whose button does the same (a GET changes nothing).
 */
export function renderAnnouncement(t: ServerTranslator, p: AnnouncementPayload): Rendered {
  const hi = greeting(t, p.name);
  const why = t.t('mail.announcement.why');
  const unsubscribe = t.t('mail.announcement.unsubscribe');
  return {
    subject: p.subject,
    text: [
      hi,
      '',
      p.text.trim(),
      '',
      signature(t),
      '',
      why,
      t.t('mail.labelled', { label: unsubscribe, value: p.unsubscribeUrl }),
    ].join('\n'),
    html: layout(
      t,
      p.subject,
      `<p>${escape(hi)}</p>
${textToHtml(p.text)}
<p style="color:#6b7280;font-size:12px">${escape(why)} <a href="${escape(p.unsubscribeUrl)}">${escape(unsubscribe)}</a></p>`,
    ),
    headers: {
      'List-Unsubscribe': `<${p.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
