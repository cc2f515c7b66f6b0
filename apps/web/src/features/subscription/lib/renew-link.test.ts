import { describe, expect, it } from 'vitest';
import { renewRequestFrom } from './renew-link';

describe('the renewal link of a reminder', () => {
  it('names a paid plan and a cycle', () => {
    expect(renewRequestFrom(new URLSearchParams('renew=RISE&cycle=yearly'))).toEqual({ plan: 'RISE', cycle: 'yearly' });
    expect(renewRequestFrom(new URLSearchParams('renew=BLAZE&cycle=monthly'))).toEqual({
      plan: 'BLAZE',
      cycle: 'monthly',
    });
  });

  it('is nothing when the plan or the cycle is missing or unknown', () => {
    for (const query of ['', 'renew=RISE', 'cycle=monthly', 'renew=STARTER&cycle=monthly', 'renew=RISE&cycle=weekly']) {
      expect(renewRequestFrom(new URLSearchParams(query))).toBeNull();
    }
  });
});
