import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/use-t';
import { paymentMethodLabel } from './payment-method';

const label = (channel: string, brand: string | null, last4: string | null) =>
  paymentMethodLabel({ channel, brand, last4 }, translator().t);

describe('payment method labels', () => {
  it('names card brands as people write them, with the last four digits', () => {
    expect(label('card', 'visa', '4081')).toBe('Visa •••• 4081');
    expect(label('card', 'mastercard', '5559')).toBe('Mastercard •••• 5559');
    expect(label('card', 'verve', '1234')).toBe('Verve •••• 1234');
    expect(label('card', 'amex', '0005')).toBe('American Express •••• 0005');
    expect(label('card', 'discover', null)).toBe('Discover');
    expect(label('card', null, null)).toBe('Card');
  });

  it('says mobile money, not the network code, and other channels by name', () => {
    expect(label('mobile_money', 'mtn', null)).toBe('Mobile money');
    expect(label('mobile_money', 'mtn', '2345')).toBe('Mobile money •••• 2345');
    expect(label('bank', null, null)).toBe('Bank account');
    expect(label('ussd', null, null)).toBe('USSD');
    expect(label('apple_pay', null, null)).toBe('Apple Pay');
    expect(label('new_channel', null, null)).toBe('New channel');
  });
});
