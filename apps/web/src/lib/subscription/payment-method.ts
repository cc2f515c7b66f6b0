import type { PaymentMethod } from '@sparklink/contract';
import type { Translator } from '../../i18n/use-t';

/** Card brands as Paystack names them, written as people know them (proper names: never translated). */
const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  verve: 'Verve',
  amex: 'American Express',
  'american express': 'American Express',
};

/** Paystack's other channels that are names rather than words (never translated either). */
const CHANNEL_NAMES: Record<string, string> = { ussd: 'USSD', qr: 'QR', apple_pay: 'Apple Pay', eft: 'EFT' };

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function methodName(method: PaymentMethod, t: Translator['t']): string {
  if (method.channel === 'mobile_money') return t('subscription.method.mobileMoney');
  if (method.channel === 'bank' || method.channel === 'bank_transfer') return t('subscription.method.bank');
  if (Object.hasOwn(CHANNEL_NAMES, method.channel)) return CHANNEL_NAMES[method.channel]!;
  if (method.channel === 'card') {
    const brand = method.brand?.trim().toLowerCase();
    if (!brand) return t('subscription.method.card');
    return Object.hasOwn(CARD_BRANDS, brand) ? CARD_BRANDS[brand]! : capitalise(brand);
  }
  // A channel the screens do not know yet reads as Paystack names it, made legible.
  return capitalise(method.channel.replace(/_/g, ' '));
}

/** "Visa •••• 4081", "Mobile money •••• 2345", "Mobile money": how a payment was (or will be) made. */
export function paymentMethodLabel(method: PaymentMethod, t: Translator['t']): string {
  const name = methodName(method, t);
  return method.last4 ? t('subscription.method.withLast4', { method: name, last4: method.last4 }) : name;
}
