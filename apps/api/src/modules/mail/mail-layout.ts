import type { MailMessage } from './mailer';

/** What a template gives the outbox: everything of a message but its recipient. */
export type Rendered = Omit<MailMessage, 'to'>;

/** The product's name, as every mail signs itself. */
export const PRODUCT_NAME = 'SparkLink';

export const SIGNATURE = `— ${PRODUCT_NAME}`;

export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5;max-width:480px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#4f46e5">${PRODUCT_NAME}</p>
${body}
<p style="color:#6b7280;font-size:12px;margin-top:32px">${SIGNATURE}</p>
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
