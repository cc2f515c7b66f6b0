import type { ServerTranslator } from '../../i18n/server-i18n';
import type { MailMessage } from './mailer';

/** What a template gives the outbox: everything of a message but its recipient. */
export type Rendered = Omit<MailMessage, 'to'>;

/** The product's name, as every mail signs itself. */
export const PRODUCT_NAME = 'SparkLink';

/** How every mail signs off, in text and in the HTML layout's footer. */
export const signature = (t: ServerTranslator): string => t.t('mail.layout.signature');

/** "Hi Ada," or, for an owner with no name yet, "Hi there,". */
export const greeting = (t: ServerTranslator, name: string | undefined): string =>
  name ? t.t('mail.greeting', { name }) : t.t('mail.greetingNoName');

export function layout(t: ServerTranslator, title: string, body: string): string {
  return `<!doctype html>
<html lang="${t.lang}"><head><meta charset="utf-8"><title>${escape(title)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5;max-width:480px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#4f46e5">${PRODUCT_NAME}</p>
${body}
<p style="color:#6b7280;font-size:12px;margin-top:32px">${escape(signature(t))}</p>
</body></html>`;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escape = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** Plain text as HTML: blank lines part paragraphs, single line breaks stay breaks. */
export const textToHtml = (text: string): string =>
  text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escape(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

/**
 * A greeting, paragraphs, a table of labelled values (those given, if any) and one link: the shape of
 * the billing and custom-domain mails.
 */
export function detailsMail(
  t: ServerTranslator,
  mail: {
    subject: string;
    name?: string;
    paragraphs: string[];
    lines?: [string, string | undefined][];
    link: [string, string];
  },
): Rendered {
  const hi = greeting(t, mail.name);
  const lines = (mail.lines ?? []).filter((line): line is [string, string] => line[1] !== undefined);
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
