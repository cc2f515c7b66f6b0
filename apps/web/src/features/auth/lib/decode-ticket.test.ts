import { describe, expect, it } from 'vitest';
import { aTicket } from '../test/fake-api';
import { decodeTicketClaims } from './decode-ticket';

describe('decodeTicketClaims', () => {
  it('reads userId and email from a base64url payload that needs - and _ mapped and padding', () => {
    // '?>' and '~~~' make base64 emit '+' and '/', which base64url writes as '-' and '_'.
    const claims = { userId: 'u-1', email: 'ama+tag@exämple.com', note: '??>>~~~' };
    const token = aTicket(claims);
    const payload = token.split('.')[1]!;
    expect(payload).toMatch(/[-_]/);
    expect(payload.length % 4).not.toBe(0);
    expect(decodeTicketClaims(token)).toEqual({ userId: 'u-1', email: 'ama+tag@exämple.com' });
  });

  it.each([
    [aTicket({ email: 'ama@example.com' })],
    [aTicket({ userId: 'u-1' })],
    [aTicket({ userId: 7, email: 'ama@example.com' })],
    [aTicket(null)],
  ])('refuses claims without both userId and email: %s', (token) => {
    expect(() => decodeTicketClaims(token)).toThrow('Invalid token payload');
  });

  it.each([['not-a-jwt'], ['a.%%%.c'], ['a.bm90LWpzb24.c'], ['']])('gives the decode message for %j', (token) => {
    expect(() => decodeTicketClaims(token)).toThrow('Failed to decode authentication token');
  });
});
