import { PLANS, SUBSCRIPTION_MESSAGES, type BillingCycle, type PaidTier } from '@sparklink/contract';

/**
 * The built-in test checkout's page: plain HTML with three forms that POST back to our own
 * route, so it needs no script and passes the CSP every document gets (security-headers.ts).
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;color:#111827;background:#f9fafb;margin:0;padding:32px 16px;line-height:1.5}
main{max-width:420px;margin:0 auto;background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:24px}
.badge{display:inline-block;background:#fef3c7;color:#78350f;border-radius:999px;padding:2px 10px;font-size:14px;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:20px 0}
dt{color:#4b5563}dd{margin:0;font-weight:600;word-break:break-all}
form{margin:8px 0}
button{width:100%;font:inherit;font-weight:600;border-radius:8px;padding:10px;cursor:pointer;border:1px solid #d1d5db;background:#fff;color:#111827}
button.pay{background:#4338ca;border-color:#4338ca;color:#fff}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface CheckoutView {
  reference: string;
  tier: PaidTier;
  cycle: BillingCycle;
  amountPesewas: number;
  email: string;
  action: string;
  /** A mobile money payment was started and waits for the prompt to be approved. */
  waitingOnPhone: boolean;
}

export function renderCheckoutPage(view: CheckoutView): string {
  const title = SUBSCRIPTION_MESSAGES.testCheckoutTitle;
  const plan = `${PLANS[view.tier].name} (${view.cycle === 'yearly' ? 'Yearly' : 'Monthly'})`;
  const amount = `GH₵ ${(view.amountPesewas / 100).toFixed(2)}`;
  const button = (outcome: string, label: string, className = '') =>
    `<form method="post" action="${escape(view.action)}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit"${className ? ` class="${className}"` : ''}>${escape(label)}</button></form>`;
  return document(
    title,
    `<p class="badge">Test mode</p>
<h1>${escape(title)}</h1>
<p>This server has no Paystack key, so it plays Paystack's part. Choose what the payment does; you then return to SparkLink, which verifies it as it would a real one.</p>
<dl>
<dt>Plan</dt><dd>${escape(plan)}</dd>
<dt>Amount</dt><dd>${escape(amount)}</dd>
<dt>Account</dt><dd>${escape(view.email)}</dd>
<dt>Reference</dt><dd>${escape(view.reference)}</dd>
</dl>
${
  view.waitingOnPhone
    ? `<p>A mobile money prompt is waiting on the phone.</p>
${button('approve', 'Approve on the phone (test)', 'pay')}`
    : `${button('pay', `Pay ${amount} by card (test)`, 'pay')}
${button('pay_declining', 'Pay by a card that declines its renewals (test)')}
${button('momo', 'Pay by mobile money (test)')}`
}
${button('fail', 'Fail the payment')}
${button('abandon', 'Abandon and go back')}`,
  );
}
