import { describe, expect, it } from 'vitest';
import { leaveForCheckout } from './checkout-redirect';

describe('leaveForCheckout', () => {
  it('refuses anything but a web address, so an answer cannot run script', () => {
    expect(() => leaveForCheckout('javascript:alert(1)')).toThrow('Unexpected payment address');
    expect(() => leaveForCheckout('data:text/html,<script>1</script>')).toThrow('Unexpected payment address');
  });
});
