import { z } from 'zod';
import { escape, layout, PRODUCT_NAME, SIGNATURE, textToHtml, type Rendered } from './mail-layout';

/** A marketing announcement to one opted-in owner (./marketing-mail.ts). */
export const AnnouncementSchema = z.object({
  subject: z.string(),
  /** The announcement's plain text, as the operator wrote it. */
  text: z.string(),
  name: z.string(),
  unsubscribeUrl: z.string(),
});
export type AnnouncementPayload = z.infer<typeof AnnouncementSchema>;

const WHY = `You get this because marketing emails are on in your ${PRODUCT_NAME} settings.`;

/**
 * RFC 8058 one-click unsubscribe: mail clients show their own button and POST to the link; the
 * link opened in a browser shows a page whose button does the same (a GET changes nothing).
 */
export function renderAnnouncement(p: AnnouncementPayload): Rendered {
  const greeting = `Hi ${p.name},`;
  return {
    subject: p.subject,
    text: [greeting, '', p.text.trim(), '', SIGNATURE, '', WHY, `Unsubscribe: ${p.unsubscribeUrl}`].join('\n'),
    html: layout(
      p.subject,
      `<p>${escape(greeting)}</p>
${textToHtml(p.text)}
<p style="color:#6b7280;font-size:12px">${escape(WHY)} <a href="${escape(p.unsubscribeUrl)}">Unsubscribe</a></p>`,
    ),
    headers: {
      'List-Unsubscribe': `<${p.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
