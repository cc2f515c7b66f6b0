import { MAIL_MESSAGES, ONE_CLICK_FIELD, ONE_CLICK_VALUE } from '@sparklink/contract';
import type { ServerTranslator } from '../../i18n/server-i18n';
import { escape, PRODUCT_NAME } from './mail-layout';

/**
 * The page the unsubscribe link opens in a browser: plain HTML whose form POSTs back to the same
 * link, so it needs no script and passes the CSP every document gets (security-headers.ts). It
 * is in the language of the owner the link was made for.
 */

function document(t: ServerTranslator, body: string): string {
  return `<!doctype html>
<html lang="${t.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(t.t('mail.unsubscribe.title'))}</title>
<style>
body{font-family:system-ui,sans-serif;color:#111827;background:#f9fafb;margin:0;padding:32px 16px;line-height:1.5}
main{max-width:420px;margin:0 auto;background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:24px}
.brand{font-size:20px;font-weight:700;color:#4338ca;margin:0 0 8px}
h1{font-size:22px;margin:0 0 12px}
.note{color:#4b5563;font-size:14px}
button{width:100%;font:inherit;font-weight:600;border-radius:8px;padding:10px;cursor:pointer;border:1px solid #4338ca;background:#4338ca;color:#fff}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
</style>
</head>
<body>
<main>
<p class="brand">${PRODUCT_NAME}</p>
${body}
</main>
</body>
</html>`;
}

/** `subscribed`: the question and its button; otherwise the confirmation that it is done. */
export function renderUnsubscribePage(t: ServerTranslator, view: { action: string; subscribed: boolean }): string {
  const kept = `<p class="note">${escape(t.t('mail.unsubscribe.kept'))}</p>`;
  if (!view.subscribed) {
    // The same words as the one-click POST's answer, which the contract's messages translate.
    return document(
      t,
      `<h1>${escape(t.message(MAIL_MESSAGES.unsubscribed))}</h1>
${kept}
<p class="note">${escape(t.t('mail.unsubscribe.resubscribe'))}</p>`,
    );
  }
  return document(
    t,
    `<h1>${escape(t.t('mail.unsubscribe.title'))}</h1>
<p>${escape(t.t('mail.unsubscribe.question'))}</p>
<form method="post" action="${escape(view.action)}">
<input type="hidden" name="${ONE_CLICK_FIELD}" value="${ONE_CLICK_VALUE}">
<input type="hidden" name="from" value="page">
<button type="submit">${escape(t.t('mail.unsubscribe.button'))}</button>
</form>
${kept}`,
  );
}
